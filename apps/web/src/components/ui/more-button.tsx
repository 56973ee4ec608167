import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

/** The part of an infinite query the button needs. */
type NextPage = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
};

/** Fetches the next page of a list while there is one; renders nothing once the list is whole. */
export function MoreButton({
  query,
  size,
  className,
  children,
}: {
  query: NextPage;
  size?: ButtonProps["size"];
  className?: string;
  children: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size={size}
      className={className}
      isLoading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
