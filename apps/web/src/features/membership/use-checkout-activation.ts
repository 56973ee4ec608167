import type { PaidTier, MembershipTier } from "@questhq/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useSession } from "@/features/session/index";
import { membershipQueryOptions } from "@/features/users/index";
import { isCheckoutActivated, liveStripeSources } from "./membership-rules";
import { forgetBoughtTier, readBoughtTier } from "./queries";

/** Stripe's webhook usually lands within seconds; the page asks this often... */
export const ACTIVATION_POLL_MS = 1_500;
/** ...and stops after this long, saying the plan will appear shortly. */
export const ACTIVATION_TIMEOUT_MS = 30_000;

export type Activation = { state: "waiting" } | { state: "active"; tierName: MembershipTier } | { state: "timed-out" };

/**
 * After a successful checkout the subscription appears a moment later (Stripe's webhook), so this polls it. The
 * poll shares the ["membership"] query with the header, so the membership button changes as soon as it lands;
 * ["me"] (the tier in the account menu) is refreshed when it does.
 */
export function useCheckoutActivation(enabled: boolean): { activation: Activation; retry: () => void } {
  const queryClient = useQueryClient();
  const { isSignedIn } = useSession();
  const [boughtTier] = useState<PaidTier | null>(() => (enabled ? readBoughtTier() : null));
  // A new round each time the user asks to check again after a time-out.
  const [round, setRound] = useState(0);
  const [hasTimedOut, setHasTimedOut] = useState(false);
  const [isActive, setIsActive] = useState(false);
  const isWaiting = enabled && !isActive && !hasTimedOut;

  const { data: subscription } = useQuery({
    ...membershipQueryOptions,
    enabled: enabled && isSignedIn,
    refetchInterval: isWaiting ? ACTIVATION_POLL_MS : false,
    // Each poll must reach the server, not the 30 s cache of the rest of the app.
    staleTime: 0,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (check again) drops the cache again
  useEffect(() => {
    if (!enabled) return;
    // What was cached before leaving for Stripe is the old plan: drop it at once.
    void queryClient.invalidateQueries({ queryKey: ["membership"] });
    void queryClient.invalidateQueries({ queryKey: ["me"] });
  }, [enabled, round, queryClient]);

  // Runs signed out too (a session that expired on the way back), so the banner never waits forever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round (check again) restarts the time-out
  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setTimeout(() => setHasTimedOut(true), ACTIVATION_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [isWaiting, round]);

  const isNowActive = enabled && isCheckoutActivated(subscription, boughtTier);
  useEffect(() => {
    if (!isNowActive || isActive) return;
    setIsActive(true);
    forgetBoughtTier();
    void queryClient.invalidateQueries({ queryKey: ["me"] });
  }, [isNowActive, isActive, queryClient]);

  const retry = useCallback(() => {
    setHasTimedOut(false);
    setRound((n) => n + 1);
  }, []);

  if (isActive && subscription) {
    // The plan just bought, even when an NFT gives a higher tier that the header shows.
    const tierName = boughtTier ?? liveStripeSources(subscription)[0]?.tierName ?? subscription.tierName;
    return { activation: { state: "active", tierName }, retry };
  }
  if (hasTimedOut) return { activation: { state: "timed-out" }, retry };
  return { activation: { state: "waiting" }, retry };
}
