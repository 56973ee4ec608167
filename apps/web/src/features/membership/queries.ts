import {
  CHECKOUT_FAILED_MESSAGE,
  PAID_TIERS,
  PORTAL_FAILED_MESSAGE,
  type Entitlements,
  type PaidTier,
  type MembershipTier,
} from "@questhq/core";
import type { Plan, TierEntitlements } from "@questhq/core/schemas/responses/membership";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, apiData, apiFetch } from "@/lib/api";
import { readStorage, removeFromStorage, writeStorage } from "@/lib/browser-storage";
import { notify } from "@/lib/toast";

// The membership routes: Stripe's plans, what each tier gives, and the hosted Stripe pages (checkout, billing
// portal) the browser is sent to.

/** Prices change rarely, and only in the Stripe dashboard; a page open for minutes may keep them. */
const CATALOGUE_STALE_MS = 5 * 60_000;

export const plansQueryOptions = queryOptions({
  queryKey: ["membership", "plans"],
  // Cheapest first; empty when the operator has not configured Stripe.
  queryFn: () => apiData<Plan[]>("/api/stripe/products"),
  staleTime: CATALOGUE_STALE_MS,
});

export const tierEntitlementsQueryOptions = queryOptions({
  queryKey: ["membership", "tiers"],
  queryFn: () => apiData<TierEntitlements>("/api/v1/membership/tiers"),
  staleTime: CATALOGUE_STALE_MS,
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}

export function useTierEntitlements() {
  return useQuery(tierEntitlementsQueryOptions);
}

/** One tier's row of the server's table; undefined while it loads or when the server left the tier out. */
export function entitlementsOf(table: TierEntitlements | undefined, tier: MembershipTier): Entitlements | undefined {
  return table?.tiers.find((t) => t.tierName === tier)?.entitlements;
}

// The tier being bought, kept across the trip to Stripe so the success page knows which plan to wait for.
const BOUGHT_TIER_KEY = "questhq.checkout.tier";

export function readBoughtTier(): PaidTier | null {
  const value = readStorage("sessionStorage", BOUGHT_TIER_KEY);
  return PAID_TIERS.find((t) => t === value) ?? null;
}

export function forgetBoughtTier(): void {
  removeFromStorage("sessionStorage", BOUGHT_TIER_KEY);
}

/** When storage is blocked, the success page waits for any Stripe plan. */
function rememberBoughtTier(tier: PaidTier): void {
  writeStorage("sessionStorage", BOUGHT_TIER_KEY, tier);
}

/**
 * A mutation that ends in a redirect stays "pending" until the page unloads. Coming back with the browser's Back
 * button may restore the page from the back/forward cache with the spinner still on, so it is reset then.
 */
function useResetOnPageRestore(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);
}

/** The server's own words when they add something to the failure (a 409: "you already have this plan"). */
export function checkoutFailureDetail(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? error.message : null;
}

/** Starts Stripe Checkout for a plan: asks the server for the session's URL, then leaves for it. */
export function useCheckout({ onSignedOut }: { onSignedOut: () => void }) {
  const mutation = useMutation({
    mutationFn: async (plan: Pick<Plan, "tierName" | "lookupKey">) => {
      const { url } = await apiFetch<{ url: string }>(
        `/api/generate-stripe-checkout?plan=${encodeURIComponent(plan.lookupKey)}`,
      );
      return url;
    },
    onSuccess: (url, plan) => {
      rememberBoughtTier(plan.tierName);
      window.location.assign(url);
    },
    onError: (error) => {
      // The session ran out while the page was open: sign in again, then come back here.
      if (error instanceof ApiError && error.status === 401) return onSignedOut();
      notify.error(CHECKOUT_FAILED_MESSAGE);
    },
  });
  useResetOnPageRestore(mutation.reset);
  return {
    ...mutation,
    /** Fetching the URL, or already leaving for it. */
    isRedirecting: mutation.isPending || mutation.isSuccess,
  };
}

/** Opens the Stripe billing portal (cancel, change card, invoices). */
export function useBillingPortal() {
  const mutation = useMutation({
    mutationFn: async () => (await apiFetch<{ url: string }>("/api/generate-stripe-portal")).url,
    onSuccess: (url) => window.location.assign(url),
    onError: () => notify.error(PORTAL_FAILED_MESSAGE),
  });
  useResetOnPageRestore(mutation.reset);
  return { ...mutation, isRedirecting: mutation.isPending || mutation.isSuccess };
}
