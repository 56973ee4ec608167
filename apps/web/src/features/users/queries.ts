import { FREE_SUBSCRIPTION, type Me, type Balances, type Subscription } from "@questhq/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiData, isUnauthorized } from "@/lib/api";
import { useSession } from "@/features/session/index";

export const meQueryOptions = queryOptions({
  queryKey: ["me"],
  queryFn: () => apiData<Me>("/api/v1/users/me"),
});

export const balancesQueryOptions = queryOptions({
  queryKey: ["balances"],
  queryFn: () => apiData<Balances>("/api/v1/users/credits"),
});

export const membershipQueryOptions = queryOptions({
  queryKey: ["membership"],
  queryFn: async (): Promise<Subscription> => {
    try {
      return await apiData<Subscription>("/api/v1/users/subscription/");
    } catch (error) {
      // A 401 on subscription means the free tier (docs/product/membership.md#subscription-record).
      if (isUnauthorized(error)) return FREE_SUBSCRIPTION;
      throw error;
    }
  },
});

/** The signed-in user's profile; idle (no request) while signed out. */
export function useMe() {
  const { isSignedIn } = useSession();
  return useQuery({ ...meQueryOptions, enabled: isSignedIn });
}

/**
 * Whether the signed-in user may create an organization on this server (its ORGANIZATION_CREATION), and why not, so
 * that the entry points are not offered and /create-organization shows the reason instead of a form that would fail.
 * Signed out, or before /me answers, it says yes: signing in comes first, and the server decides in the end.
 */
export function useOrganizationCreation(): { isPending: boolean; canCreate: boolean; refusal: string | null } {
  const me = useMe();
  if (!me.data) return { isPending: me.isLoading, canCreate: true, refusal: null };
  return { isPending: false, canCreate: me.data.canCreateOrganization, refusal: me.data.createOrganizationRefusal };
}

export function useBalances() {
  const { isSignedIn } = useSession();
  return useQuery({ ...balancesQueryOptions, enabled: isSignedIn });
}

/** Always answers: signed-out visitors get the Free subscription without a request. */
export function useSubscription() {
  const { isSignedIn, isPending } = useSession();
  const query = useQuery({ ...membershipQueryOptions, enabled: isSignedIn });
  const subscription = isSignedIn ? query.data : isPending ? undefined : FREE_SUBSCRIPTION;
  return { ...query, subscription };
}
