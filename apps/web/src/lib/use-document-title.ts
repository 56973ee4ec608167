import { CLIENT_ROUTES, documentTitle, type ClientRoutePath } from "@questhq/core";
import { useEffect } from "react";

/**
 * The browser tab's title while a page is shown ("Explore missions · QuestHQ"). Pages pass their
 * record's title (a mission's, an article's) or their route's static one from core's route table,
 * which the server's link-preview heads use too.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** A page whose title is its route's static one. */
export function useRouteTitle(path: ClientRoutePath): void {
  useDocumentTitle(CLIENT_ROUTES[path].title);
}
