import { getRouteApi, Link } from "@tanstack/react-router";
import { Inbox } from "lucide-react";
import { useCallback, useEffect, useRef } from "react";
import { Card } from "@/components/ui/card";
import { LogoMark } from "@/components/logo";
import { useConfig } from "@/features/config/index";
import { WalletConnectButton } from "@/features/wallet/index";
import { useRouteTitle } from "@/lib/use-document-title";
import { EmailOtpForm } from "./email-otp-form";
import { useSession } from "../session/index";
import { signInMethods } from "./sign-in-methods";
import { useCompleteSignIn } from "./use-complete-sign-in";

const route = getRouteApi("/sign-in");

export function SignInPage() {
  useRouteTitle("/sign-in");
  const { redirect_url } = route.useSearch();
  const complete = useCompleteSignIn(redirect_url);
  // A successful sign-in also flips the session below; carry on only once.
  const hasCompleted = useRef(false);
  const completeSignIn = useCallback(async () => {
    if (hasCompleted.current) return;
    hasCompleted.current = true;
    await complete();
  }, [complete]);
  const { isSignedIn } = useSession();
  const { data: config } = useConfig();
  const methods = signInMethods(config);

  // Arriving here with a live session (an old tab, a bookmark): carry on to the target.
  useEffect(() => {
    if (isSignedIn) void completeSignIn();
  }, [isSignedIn, completeSignIn]);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-6 py-4 sm:py-10">
      <LogoMark className="size-12" />
      <div className="space-y-1 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Sign in to QuestHQ</h1>
        <p className="text-sm text-muted">{methods.intro}</p>
      </div>
      <Card className="w-full space-y-6">
        {methods.hasEmail ? (
          <>
            <EmailOtpForm onSignedIn={completeSignIn} />
            <div className="flex items-center gap-3 text-xs text-faint uppercase" aria-hidden>
              <span className="h-px flex-1 bg-line" />
              or
              <span className="h-px flex-1 bg-line" />
            </div>
          </>
        ) : (
          <p className="text-sm text-muted">{methods.notice}</p>
        )}
        <WalletConnectButton
          purpose="sign-in"
          onSuccess={completeSignIn}
          className="w-full"
          // The only way in when email sign-in is off: then it is the main button.
          variant={methods.hasEmail ? "secondary" : "primary"}
        >
          Continue with wallet
        </WalletConnectButton>
      </Card>
      {methods.hasDevMailboxHint ? (
        <p className="rounded-lg border border-dashed border-line px-3 py-2 text-xs text-muted">
          <Inbox className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
          Development: codes are delivered to the{" "}
          <a href="/dev/mailbox" target="_blank" rel="noopener" className="font-medium text-accent underline">
            dev mailbox
          </a>
        </p>
      ) : null}
      <p className="text-center text-xs text-faint">
        By signing in you agree to the{" "}
        <Link to="/terms-of-service" className="underline hover:text-ink">
          Terms of Service
        </Link>
        .
      </p>
    </div>
  );
}
