import { PORTAL_FAILED_MESSAGE } from "@questhq/core";
import { CreditCard } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/error-message";
import { cn } from "@/lib/cn";
import { useBillingPortal } from "./queries";

/** A button that sends the user to the Stripe billing portal; a failure is said under it (and in a toast). */
export function PortalButton({
  children,
  variant = "outline",
  size = "sm",
  className,
  testId,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: "sm" | "md";
  className?: string;
  testId?: string;
}) {
  const portal = useBillingPortal();
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Button
        variant={variant}
        size={size}
        isLoading={portal.isRedirecting}
        onClick={() => portal.mutate()}
        data-testid={testId}
      >
        {portal.isRedirecting ? null : <CreditCard className="size-4" aria-hidden />}
        {children}
      </Button>
      {portal.isError ? <ErrorMessage className="text-xs">{PORTAL_FAILED_MESSAGE}</ErrorMessage> : null}
    </div>
  );
}
