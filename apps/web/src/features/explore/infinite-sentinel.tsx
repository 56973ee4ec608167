import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";

type Pager = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage(): unknown;
};

/**
 * Loads the next page when it scrolls into view; the "Load more" button does the same for
 * keyboard users and browsers without IntersectionObserver.
 */
export function InfiniteSentinel({ query }: { query: Pager }) {
  const ref = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const fetchNext = useRef(query.fetchNextPage);
  fetchNext.current = query.fetchNextPage;

  useEffect(() => {
    const el = ref.current;
    // After a failed page, wait for the user's retry instead of looping on the observer.
    if (
      !el ||
      !hasNextPage ||
      isFetchingNextPage ||
      isFetchNextPageError ||
      typeof IntersectionObserver === "undefined"
    )
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNext.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError]);

  if (!hasNextPage) return null;
  return (
    <div ref={ref} className="mt-8 flex flex-col items-center gap-2">
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(query.error)}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => void query.fetchNextPage()} isLoading={isFetchingNextPage}>
        {isFetchNextPageError ? "Try again" : "Load more"}
      </Button>
    </div>
  );
}

/** Placeholder items at the end of an infinite list while its next page loads (hidden from screen readers). */
export function NextPagePlaceholders({
  query,
  count,
  children,
}: {
  query: Pick<Pager, "isFetchingNextPage">;
  count: number;
  /** One placeholder, the skeleton of the list's item. */
  children: ReactNode;
}) {
  if (!query.isFetchingNextPage) return null;
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: loading placeholders, all alike and never reordered
    <li key={`loading-${i}`} aria-hidden>
      {children}
    </li>
  ));
}
