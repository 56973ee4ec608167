import { useQueryErrorResetBoundary } from "@tanstack/react-query";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { useDocumentTitle } from "@/lib/use-document-title";

/** Fallback for an error thrown while loading or rendering a route. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useDocumentTitle("Something went wrong");

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <div className="mx-auto max-w-xl py-12">
      <ErrorState error={error} title="This page could not be loaded" onRetry={() => void router.invalidate()} />
    </div>
  );
}
