import { useNavigate } from "@tanstack/react-router";
import type { ComponentProps } from "react";

/**
 * An in-app link by a built href, for targets whose typed route this feature does not know (a mission's own path
 * handed in as text). Plain clicks navigate in the SPA; modified clicks (new tab, new window) keep the browser's
 * behaviour.
 */
export function AppLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  const navigate = useNavigate();
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        void navigate({ href });
      }}
    />
  );
}
