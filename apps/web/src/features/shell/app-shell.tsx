import { Outlet } from "@tanstack/react-router";
import { Toaster } from "sonner";
import { WelcomeModal } from "@/features/welcome/welcome-modal";
import { ShellDialogsProvider } from "./shell-dialogs";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function AppShell() {
  return (
    <ShellDialogsProvider>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-brand focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 lg:py-12">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <WelcomeModal />
      <Toaster theme="dark" position="bottom-right" closeButton richColors />
    </ShellDialogsProvider>
  );
}
