import { Link } from "@tanstack/react-router";
import { Menu, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { lazyWhenOpen } from "@/components/ui/lazy-when-open";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/session/index";
import { useSignInSearch } from "@/features/session/index";
import { useMe } from "@/features/users/index";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "../../components/logo";
import { MembershipButton } from "./membership-button";
import { useShellDialogs } from "./shell-dialogs-context";

// The drawer and the account menu (Radix dialog and menu, floating-ui) are not needed to show a page: the
// drawer loads when first opened, the account menu only for a signed-in visitor.
const MobileMenu = lazyWhenOpen(() => import("./mobile-menu").then((m) => m.MobileMenu));
const ProfileMenu = lazy(() => import("./profile-menu").then((m) => ({ default: m.ProfileMenu })));
const HeaderCredits = lazy(() => import("./header-credits").then((m) => ({ default: m.HeaderCredits })));
// The bell (its unread count polls, its popover is Radix) is for a signed-in visitor only, so a public page's first
// load does not carry it.
const NotificationBell = lazy(() =>
  import("@/features/notifications/notification-bell").then((m) => ({ default: m.NotificationBell })),
);

export function SiteHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { isSignedIn, isPending } = useSession();
  const { data: me } = useMe();
  const { openDialog } = useShellDialogs();
  const signInSearch = useSignInSearch();

  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-canvas/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <DesktopNav />
        <div className="ml-auto flex items-center gap-2">
          {/* Wrappers own the visibility: a display utility on the button itself would fight its inline-flex. */}
          {isSignedIn ? (
            <Suspense fallback={null}>
              <HeaderCredits />
            </Suspense>
          ) : null}
          {isSignedIn ? (
            <div className="hidden md:block">
              <Button size="sm" onClick={() => openDialog("create")}>
                <Plus className="size-4" aria-hidden />
                Create
              </Button>
            </div>
          ) : null}
          {/* The membership button is hidden below medium width (docs/product/screens.md#membership-button). */}
          <div className="hidden md:block">
            <MembershipButton />
          </div>
          {/* On every width: on a phone it sits beside the menu button, since the account menu is in the drawer. */}
          {isSignedIn ? (
            <Suspense fallback={<span className="size-10 shrink-0" aria-hidden />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {isPending ? (
            <Skeleton className="h-9 w-24" />
          ) : isSignedIn ? (
            <Suspense fallback={<Skeleton className="hidden h-9 w-32 md:block" />}>
              <ProfileMenu />
            </Suspense>
          ) : (
            <Link to="/sign-in" search={signInSearch} className={buttonClass("primary", "sm")}>
              Sign in
            </Link>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Open menu"
            aria-expanded={isMenuOpen}
            onClick={() => setIsMenuOpen(true)}
          >
            <Menu className="size-5" aria-hidden />
          </Button>
        </div>
      </div>
      <MobileMenu open={isMenuOpen} onOpenChange={setIsMenuOpen} isBd={me?.isBd ?? false} />
    </header>
  );
}
