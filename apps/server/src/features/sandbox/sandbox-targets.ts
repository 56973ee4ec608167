import { TEMPLATE_KEYS } from "@questhq/core";
import { sandboxWayOf } from "../../objectives/registry";
import type { SandboxTarget } from "../../objectives/types";

// What an objective points at in the provider's world, read from its values the way the
// verifiers read them, so the sandbox creates exactly what verification will look for. Each family reads its own
// (objectives/<family>/sandbox.ts).

export type { SandboxTarget } from "../../objectives/types";
export { channelRef } from "../../objectives/youtube/sandbox";

/** Templates whose objectives point at something the fakes must hold. */
export const TEMPLATES_WITH_TARGETS = TEMPLATE_KEYS.filter((key) => {
  const way = sandboxWayOf(key);
  return way.kind === "provider" && way.targets !== undefined;
});

/** The targets an objective references; empty when it references nothing the fakes hold. */
export function sandboxTargets(template: string, values: Record<string, unknown>): SandboxTarget[] {
  const way = sandboxWayOf(template);
  // Steam games and YouTube videos need no record of their own: the fakes answer for any app id, and watching a
  // video is a timed visit.
  return way.kind === "provider" && way.targets ? way.targets(template, values) : [];
}
