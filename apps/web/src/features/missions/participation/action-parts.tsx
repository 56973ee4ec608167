import { Link } from "@tanstack/react-router";
import { AlertCircle, ExternalLink, LogIn, ShieldCheck, Wallet } from "lucide-react";
import { Suspense, type ReactNode } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useConnectAccount } from "@/features/social/index";
import type { SocialProvider } from "@/features/social/index";
import type { ActionProps } from "./action-types";
import { accountNameOf } from "./objective-kind";

/** A signed-out visitor's way in from the entry panel or an objective: back to this mission once signed in. */
export function SignInToParticipate({ missionSlug, size }: { missionSlug: string; size: "md" | "lg" }) {
  return (
    <Link
      to="/sign-in"
      search={{ redirect_url: `/missions/${missionSlug}` }}
      className={buttonClass("primary", size, "w-full")}
    >
      <LogIn className="size-4" aria-hidden />
      Sign in to participate
    </Link>
  );
}

/** Opens the objective's target (post, invite, store page, channel) in a new tab. */
export function ActionLink({ href, children, onClick }: { href: string; children: ReactNode; onClick?: () => void }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={buttonClass("secondary", "md", "w-full")}
    >
      {children}
      <ExternalLink className="size-4" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A lazily loaded wallet part of an action (the in-app send, the objective's mint), with a spinner meanwhile. */
export function LazyWalletPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-3">
          <Spinner label={label} className="text-brand" />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

export function VerifyButton({
  onClick,
  isLoading,
  disabled,
  describedBy,
  type = "button",
  children = "Verify",
}: {
  onClick?: () => void;
  type?: "button" | "submit";
  isLoading?: boolean;
  disabled?: boolean;
  describedBy?: string;
  children?: ReactNode;
}) {
  return (
    <Button
      type={type}
      className="w-full"
      onClick={onClick}
      isLoading={isLoading}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      {isLoading ? null : <ShieldCheck className="size-4" aria-hidden />}
      {children}
    </Button>
  );
}

/** Verify for an objective the server checks on its own: busy while that check runs, and while any other call does. */
export function ServerVerifyButton({ busy, run, messageId }: Pick<ActionProps, "busy" | "run" | "messageId">) {
  return (
    <VerifyButton
      onClick={() => run({ action: "verify" }, "verify")}
      isLoading={busy === "verify"}
      disabled={busy !== null}
      describedBy={messageId}
    />
  );
}

/**
 * Discord, Steam or Twitter not connected leads to connect (docs/product/objectives.md#linked-account-objectives): the
 * popup flow of the social feature.
 */
export function ConnectAccountPrompt({ provider, message }: { provider: SocialProvider; message?: string | null }) {
  const { connect, isConnecting } = useConnectAccount(provider);
  const name = accountNameOf(provider);
  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-2 p-4">
      <p className="text-sm text-muted">
        {message ?? `Connect your ${name} account so this objective can be checked.`}
      </p>
      <Button className="w-full" onClick={connect} isLoading={isConnecting}>
        Connect {name}
      </Button>
    </div>
  );
}

/**
 * An on-chain objective without a wallet shows Connect Wallet (docs/product/objectives.md#on-chain-objectives; wallets
 * are linked in settings).
 */
export function ConnectWalletPrompt() {
  return (
    <div className="space-y-3 rounded-xl border border-line bg-surface-2 p-4">
      <p className="text-sm text-muted">Link a wallet to your account so this objective can be checked on-chain.</p>
      <Link to="/settings" hash="wallets" className={buttonClass("primary", "md", "w-full")}>
        <Wallet className="size-4" aria-hidden />
        Connect Wallet
      </Link>
    </div>
  );
}

/** Why the last check did not complete the objective, read out when it appears. */
export function InlineMessage({
  id,
  message,
  tone = "danger",
}: {
  id?: string;
  message: string;
  tone?: "danger" | "warning";
}) {
  const colours =
    tone === "danger" ? "border-danger/30 bg-danger-soft text-danger" : "border-warning/30 bg-warning/10 text-warning";
  return (
    <p id={id} role="alert" className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${colours}`}>
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{message}</span>
    </p>
  );
}
