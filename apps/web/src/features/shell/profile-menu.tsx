import { Link } from "@tanstack/react-router";
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronDown,
  LayoutDashboard,
  LogOut,
  Rocket,
  Settings,
  ShieldCheck,
} from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Skeleton } from "@/components/ui/skeleton";
import { useSignOut } from "@/features/session/index";
import { useMe, useBalances } from "@/features/users/index";
import { TierBadge } from "@/features/users/index";
import { userDisplayName } from "@/features/users/index";
import { formatHqBalance } from "@/lib/format";
import { useShellDialogs } from "./shell-dialogs-context";
import { cn } from "@/lib/cn";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-muted outline-none " +
  "data-[highlighted]:bg-surface-3 data-[highlighted]:text-ink";

function MenuLink({
  to,
  icon,
  children,
}: {
  to: "/dashboard" | "/organizations" | "/settings" | "/operator";
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** Signed-in account menu of the header (md and up; phones use the drawer). */
export function ProfileMenu() {
  const { data: me, isPending } = useMe();
  const signOut = useSignOut();
  const { data: balances } = useBalances();
  const { openDialog } = useShellDialogs();
  if (isPending || !me) return <Skeleton className="hidden h-9 w-32 md:block" />;
  const name = userDisplayName(me);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className={cn(
          "hidden items-center gap-2 rounded-full border border-line bg-surface-2 py-1 pr-3 pl-1 text-sm",
          "font-medium text-ink transition-colors hover:border-line-strong md:flex",
        )}
      >
        <Avatar src={me.image} name={name} className="size-7" />
        {/* The name only where the header has room for it beside the bell; the menu itself opens with it. */}
        <span className="hidden max-w-32 truncate 2xl:inline">{name}</span>
        <ChevronDown className="size-4 text-muted" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className={cn(
            "z-50 w-64 rounded-xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50",
            "data-[state=open]:animate-fade-in",
          )}
        >
          <div className="flex items-center gap-3 px-3 py-2.5">
            <Avatar src={me.image} name={name} />
            <div className="min-w-0 space-y-1">
              <p className="truncate text-sm font-semibold text-ink">{name}</p>
              <TierBadge tier={me.tier} />
            </div>
          </div>
          {/* The drawer's $HQ tile and actions, on desktop too (docs/product/screens.md#mobile-menu). */}
          <div className="mx-1.5 mb-1 rounded-lg border border-line bg-surface-2 px-3 py-2">
            <p className="text-xs text-muted">$HQ Balance</p>
            {balances ? (
              <p data-testid="profile-menu-hq-balance" className="font-mono text-base font-semibold text-ink">
                {formatHqBalance(balances.stake.available)}
              </p>
            ) : (
              <Skeleton className="mt-1 h-5 w-16" />
            )}
          </div>
          <DropdownMenu.Item className={itemClass} onSelect={() => openDialog("deposit")}>
            <ArrowDownToLine className="size-4" aria-hidden />
            Deposit $HQ
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => openDialog("withdraw")}>
            <ArrowUpFromLine className="size-4" aria-hidden />
            Withdraw $HQ
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuLink to="/dashboard" icon={<LayoutDashboard className="size-4" aria-hidden />}>
            Dashboard
          </MenuLink>
          <MenuLink to="/organizations" icon={<Rocket className="size-4" aria-hidden />}>
            Mission Control
          </MenuLink>
          <MenuLink to="/settings" icon={<Settings className="size-4" aria-hidden />}>
            Settings
          </MenuLink>
          {me.isOperator ? (
            <MenuLink to="/operator" icon={<ShieldCheck className="size-4" aria-hidden />}>
              Operator area
            </MenuLink>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
