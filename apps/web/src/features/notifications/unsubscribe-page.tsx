import { EMAIL_MESSAGES, type UnsubscribeView } from "@questhq/core";
import { getRouteApi, Link } from "@tanstack/react-router";
import { CircleAlert, MailCheck, MailX } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorMessage } from "@/components/ui/error-message";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api";
import { useRouteTitle } from "@/lib/use-document-title";
import { useUnsubscribe, useUnsubscribeLink } from "./use-unsubscribe";

// The page an email's unsubscribe link opens (docs/product/notifications.md#email). It works signed out: the link's
// signed token is the permission. Opening it changes nothing, since mail scanners open links too; the button does.

const route = getRouteApi("/unsubscribe");

export function UnsubscribePage() {
  useRouteTitle("/unsubscribe");
  const { token } = route.useSearch();
  return <Unsubscribe token={token} />;
}

/** The page below its route, for a link's token (undefined when the address has none). */
export function Unsubscribe({ token }: { token: string | undefined }) {
  const link = useUnsubscribeLink(token);
  const stop = useUnsubscribe(token ?? "");
  let content: ReactNode;
  if (!token) content = <InvalidLink message={EMAIL_MESSAGES.invalidUnsubscribeLink} />;
  else if (link.error && isRefusedLink(link.error)) content = <InvalidLink message={errorMessage(link.error)} />;
  else if (link.error) content = <LoadError error={link.error} onRetry={() => void link.refetch()} />;
  else if (!link.data) content = <Loading />;
  else if (!link.data.enabled) content = <Done view={link.data} hasJustUnsubscribed={stop.isSuccess} />;
  else {
    content = (
      <Confirm view={link.data} isPending={stop.isPending} error={stop.error} onConfirm={() => stop.mutate()} />
    );
  }
  return (
    <div className="mx-auto max-w-md py-4 sm:py-10">
      <Card className="flex flex-col items-center gap-4 text-center">{content}</Card>
    </div>
  );
}

/** The server's 400: a token it did not sign (or a mangled link); asking again will not help. */
function isRefusedLink(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400;
}

function Heading({ children, ref }: { children: ReactNode; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <h1 ref={ref} tabIndex={ref ? -1 : undefined} className="text-lg font-semibold text-balance focus:outline-none">
      {children}
    </h1>
  );
}

function SettingsLink({ variant }: { variant: "primary" | "secondary" }) {
  return (
    <Link to="/settings" hash="email" className={buttonClass(variant, "md", "w-full")}>
      Choose which emails you get
    </Link>
  );
}

function Loading() {
  return (
    <>
      <Heading>Unsubscribe</Heading>
      <div role="status" aria-label="Checking the link" className="flex w-full flex-col items-center gap-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-10 w-full" />
      </div>
    </>
  );
}

function Confirm({
  view,
  isPending,
  error,
  onConfirm,
}: {
  view: UnsubscribeView;
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
}) {
  return (
    <>
      <MailX className="size-10 text-brand" aria-hidden />
      <Heading>
        Stop “{view.label}” emails
        {view.email_hint ? (
          <>
            {" "}
            to <span className="wrap-anywhere">{view.email_hint}</span>
          </>
        ) : null}
        ?
      </Heading>
      <p className="text-sm text-muted">
        Only these emails stop. Your other emails, and your notifications in QuestHQ, stay as they are.
      </p>
      {error ? <ErrorMessage className="w-full text-left">{errorMessage(error)}</ErrorMessage> : null}
      <Button className="w-full" isLoading={isPending} onClick={onConfirm} data-testid="unsubscribe-confirm">
        Unsubscribe
      </Button>
    </>
  );
}

function Done({ view, hasJustUnsubscribed }: { view: UnsubscribeView; hasJustUnsubscribed: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that had focus is gone; the outcome takes it, so keyboard and screen reader users hear what happened.
  useEffect(() => {
    if (hasJustUnsubscribed) heading.current?.focus();
  }, [hasJustUnsubscribed]);
  return (
    <>
      <MailCheck className="size-10 text-success" aria-hidden />
      <div className="space-y-2" data-testid="unsubscribe-done">
        <Heading ref={heading}>You will no longer get “{view.label}” emails.</Heading>
        <p className="text-sm text-muted">Your other email categories are unchanged.</p>
      </div>
      <SettingsLink variant="secondary" />
    </>
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <CircleAlert className="size-10 text-danger" aria-hidden />
      <Heading>Unsubscribe</Heading>
      <p role="alert" className="text-sm text-muted" data-testid="unsubscribe-invalid">
        {message}
      </p>
      <SettingsLink variant="primary" />
    </>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <>
      <Heading>Unsubscribe</Heading>
      <ErrorState error={error} title="The link could not be checked" onRetry={onRetry} className="w-full" />
    </>
  );
}
