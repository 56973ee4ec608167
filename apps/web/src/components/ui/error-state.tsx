import { AlertTriangle, RotateCw } from "lucide-react";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { Button } from "./button";

/** Failed load with the server's message and a retry, used wherever data loads. */
export function ErrorState({
  error,
  onRetry,
  title = "Something went wrong",
  className,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center gap-3 rounded-card border border-danger/30 bg-danger-soft px-6 py-8 text-center",
        className,
      )}
    >
      <AlertTriangle className="size-6 text-danger" aria-hidden />
      <p className="font-semibold text-ink">{title}</p>
      <p className="max-w-md text-sm text-muted">{errorMessage(error)}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
