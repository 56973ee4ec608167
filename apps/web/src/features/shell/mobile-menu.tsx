import { Link } from "@tanstack/react-router";
import {
  BookOpen,
  LayoutDashboard,
  LifeBuoy,
  LogIn,
  LogOut,
  PlusCircle,
  Rocket,
  Settings,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Drawer } from "@/components/ui/drawer";
import { useSession } from "@/features/session/index";
import { useSignOut } from "@/features/session/index";
import { useConfig } from "@/features/config/index";
import { clearCreateMissionState } from "@/features/mission-shared";
import { useSignInSearch } from "@/features/session/index";
import { useMe } from "@/features/users/index";
import { MobileMenuAccount } from "./mobile-menu-account";
import { mainNavLinks } from "./nav-links";
import { useShellDialogs } from "./shell-dialogs-context";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Business-development flag from /users/me; passed through, no visible effect (docs/product/screens.md#mobile-menu).
   */
  isBd: boolean;
};

const rowClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-sm font-medium text-muted transition-colors " +
  "hover:bg-surface-2 hover:text-ink";

function Row({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon className="size-5 shrink-0" aria-hidden />
      {children}
    </>
  );
}

/** A signed-in user's own page in the menu, as one list item. */
function AccountLink({
  to,
  icon,
  onClick,
  children,
}: {
  to: "/dashboard" | "/create-mission" | "/organizations" | "/settings";
  icon: LucideIcon;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link to={to} onClick={onClick} className={rowClass}>
        <Row icon={icon}>{children}</Row>
      </Link>
    </li>
  );
}

/** A menu item that acts rather than navigates (Support, Log out). */
function ActionItem({ icon, onAction, children }: { icon: LucideIcon; onAction: () => void; children: ReactNode }) {
  return (
    <li>
      <button type="button" className={rowClass} onClick={onAction}>
        <Row icon={icon}>{children}</Row>
      </button>
    </li>
  );
}

/** The mobile menu drawer; every link closes it (docs/product/screens.md#mobile-menu). */
export function MobileMenu({ open, onOpenChange, isBd }: Props) {
  const { isSignedIn } = useSession();
  const { data: me } = useMe();
  const { data: config } = useConfig();
  const { openDialog } = useShellDialogs();
  const signOut = useSignOut();
  const signInSearch = useSignInSearch();
  const close = () => onOpenChange(false);
  // An item that acts closes the menu first, as a link does by navigating away.
  const closeThen = (act: () => void) => {
    close();
    act();
  };

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Menu" closeLabel="Close menu">
      <div data-is-bd={isBd || undefined}>
        {isSignedIn && me ? <MobileMenuAccount me={me} onAction={close} /> : null}
        <nav aria-label="Mobile" className="px-3 py-3">
          <ul className="space-y-0.5">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className={rowClass} activeProps={{ "aria-current": "page" }}>
                  <Row icon={link.icon}>{link.label}</Row>
                </Link>
              </li>
            ))}
            {config?.docsUrl ? (
              <li>
                <a href={config.docsUrl} target="_blank" rel="noopener noreferrer" onClick={close} className={rowClass}>
                  <Row icon={BookOpen}>Documentation</Row>
                </a>
              </li>
            ) : null}
            <ActionItem icon={LifeBuoy} onAction={() => closeThen(() => openDialog("support"))}>
              Support
            </ActionItem>
          </ul>
          <div className="my-3 h-px bg-line" />
          {isSignedIn ? (
            <ul className="space-y-0.5">
              <AccountLink to="/dashboard" icon={LayoutDashboard} onClick={close}>
                Dashboard
              </AccountLink>
              <AccountLink
                to="/create-mission"
                icon={PlusCircle}
                onClick={() => {
                  // Create Mission starts a fresh draft (docs/product/screens.md#mobile-menu).
                  clearCreateMissionState();
                  close();
                }}
              >
                Create Mission
              </AccountLink>
              <AccountLink to="/organizations" icon={Rocket} onClick={close}>
                Mission Control
              </AccountLink>
              <AccountLink to="/settings" icon={Settings} onClick={close}>
                Settings
              </AccountLink>
              <ActionItem icon={LogOut} onAction={() => closeThen(() => void signOut())}>
                Log out
              </ActionItem>
            </ul>
          ) : (
            <Link
              to="/sign-in"
              search={signInSearch}
              onClick={close}
              className={`${rowClass} bg-brand text-white hover:bg-brand-strong hover:text-white`}
            >
              <Row icon={LogIn}>Sign In</Row>
            </Link>
          )}
        </nav>
      </div>
    </Drawer>
  );
}
