import { Outlet, useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useLayoutEffect } from "react";
import { notePageShown } from "@/features/welcome/index";
import { useSession } from "@/features/session/index";
import { LazyToaster } from "./lazy-toaster";
import { ShellDialogsProvider } from "./shell-dialogs";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { cn } from "@/lib/cn";

// Shown to signed-in visitors only, so its code (and the dialog stack) is not part of a first visit.
const WelcomeModal = lazy(() => import("@/features/welcome/welcome-modal").then((m) => ({ default: m.WelcomeModal })));
const SagaAnnouncementModal = lazy(() =>
  import("@/features/sagas/saga-announcement-modal").then((m) => ({ default: m.SagaAnnouncementModal })),
);
const WalletReminderModal = lazy(() =>
  import("@/features/winner-wallets/wallet-reminder-modal").then((m) => ({ default: m.WalletReminderModal })),
);

export function AppShell() {
  const { isSignedIn } = useSession();
  const { pathname } = useLocation();
  // A layout effect runs before the announcements' own effects of the same render, so they see the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page shown, which pathname marks
  useLayoutEffect(() => notePageShown(), [pathname]);
  return (
    <ShellDialogsProvider>
      <a
        href="#main-content"
        className={cn(
          "sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg",
          "focus:bg-brand focus:px-4 focus:py-2 focus:text-white",
        )}
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        {/* At least a screen tall (less the 4rem header), so the footer starts below the fold and does not jump
            down when the page's data arrives (layout shift). */}
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 lg:py-12"
        >
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      {isSignedIn ? (
        <Suspense fallback={null}>
          <WelcomeModal />
          <SagaAnnouncementModal />
          <WalletReminderModal />
        </Suspense>
      ) : null}
      <LazyToaster />
    </ShellDialogsProvider>
  );
}
