import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { configQueryOptions } from "@/features/config/use-config";
import { sessionQueryOptions } from "@/features/session/session";
import { hasBootAnswers } from "./lib/boot-data";

/** Longest wait for answers the page did not bring (they then load behind the page's own loading states). */
const MAX_WAIT_MS = 500;

/**
 * When the server sent the page's data with it (lib/boot-data.ts), the route and its queries are settled before
 * React first renders, so the first paint is the whole page, in one render that React may split into slices,
 * rather than a skeleton followed by a render of everything at once. Without those answers (a signed-in visitor)
 * nothing waits: the app shows its loading states at once, as before.
 */
export async function prepareFirstRender(router: AnyRouter, queryClient: QueryClient): Promise<void> {
  if (!hasBootAnswers()) return;
  void queryClient.prefetchQuery(configQueryOptions);
  void queryClient.prefetchQuery(sessionQueryOptions);
  const deadline = performance.now() + MAX_WAIT_MS;
  await Promise.race([router.load().catch(() => undefined), delay(MAX_WAIT_MS)]);
  // A loader's queries may start others when they answer (a mission, then its objectives): look again after each.
  while (queryClient.isFetching() > 0 && performance.now() < deadline) await delay(0);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
