import { Link } from "@tanstack/react-router";
import { Compass, Home } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/cn";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center"
      aria-labelledby="not-found-title"
    >
      <p
        className={cn(
          "bg-gradient-to-br from-brand to-accent bg-clip-text font-mono text-7xl font-bold text-transparent",
          "sm:text-8xl",
        )}
      >
        404
      </p>
      <div className="space-y-2">
        <h1 id="not-found-title" className="text-2xl font-bold sm:text-3xl">
          This page wandered off the map
        </h1>
        <p className="text-muted">The link may be broken or the page may have moved. Try one of these instead.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          <Home className="size-4" aria-hidden />
          Go home
        </Link>
        <Link to="/explore" className={buttonClass("secondary")}>
          <Compass className="size-4" aria-hidden />
          Explore missions
        </Link>
      </div>
    </section>
  );
}
