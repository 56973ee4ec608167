import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A failed step's message, announced to screen readers (role="alert") and shown in the danger style. */
export function ErrorMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn("rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger", className)}
    >
      {children}
    </p>
  );
}
