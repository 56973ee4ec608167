import { redirect, type ParsedLocation } from "@tanstack/react-router";
import type { RouterContext } from "@/routes/__root";
import { sessionQueryOptions } from "./session";

/**
 * beforeLoad guard for signed-in-only pages: visitors go to /sign-in with the
 * page they wanted in ?redirect_url, so signing in brings them back.
 */
export async function requireAuth({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}): Promise<void> {
  const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
  if (!session) {
    throw redirect({ to: "/sign-in", search: { redirect_url: location.href } });
  }
}
