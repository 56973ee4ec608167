import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** The way back to the Atlas feed from an article or a topic page. */
export function BackToAtlasLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Link
      to="/atlas"
      className={cn(
        "inline-flex items-center gap-1.5 rounded text-muted hover:text-ink focus-visible:outline-2",
        "focus-visible:outline-brand",
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
