import {
  type LinkedAccountView,
  linkedAccountProvider,
  PARTICIPATION_TOASTS,
  type SocialProvider,
} from "@questhq/core";
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiData } from "@/lib/api";
import { notify } from "@/lib/toast";

// Linked social accounts (docs/PARTICIPATION-API.md "Linked accounts"): queries, the
// authenticate call of the connection flow, and disconnecting.

export type { SocialProvider } from "@questhq/core";
export { isSocialProvider } from "@questhq/core";

/** The settings row's name of the account ("YouTube" for the Google account that owns a channel). */
export function providerLabel(provider: SocialProvider): string {
  return linkedAccountProvider(provider).label;
}

/** "@handle" for handles; display names (Steam personas, Google names) as they are. */
export function formatAccountName(name: string): string {
  const bare = name.replace(/^@/, "");
  return /^[A-Za-z0-9_.-]+$/.test(bare) ? `@${bare}` : name;
}

export const socialKeys = {
  accounts: ["social", "accounts"] as const,
  validity: (provider: "twitter" | "steam", organizationId?: string) =>
    ["social", "validity", provider, organizationId ?? "me"] as const,
  orgTwitter: (organizationId: string) => ["social", "organization-twitter", organizationId] as const,
};

const enc = encodeURIComponent;

export const linkedAccountsQuery = queryOptions({
  queryKey: socialKeys.accounts,
  queryFn: () => apiData<LinkedAccountView[]>("/api/v1/users/accounts"),
});

export type OrgTwitterView = { username: string; is_sandbox: boolean } | null;

export const orgTwitterQuery = (organizationId: string) =>
  queryOptions({
    queryKey: socialKeys.orgTwitter(organizationId),
    queryFn: () => apiData<OrgTwitterView>(`/api/v1/organizations/${enc(organizationId)}/twitter`),
  });

/**
 * A failed refresh counts as an invalid token (the row then offers Reconnect: docs/product/accounts.md#token-validity).
 */
export const twitterValidityQuery = (organizationId?: string) =>
  queryOptions({
    queryKey: socialKeys.validity("twitter", organizationId),
    queryFn: async () => {
      try {
        const body = organizationId ? { organization_id: organizationId } : {};
        const data = await apiData<{ access_token_valid: boolean }>("/api/v1/twitter/refresh/", {
          method: "POST",
          body,
        });
        return data.access_token_valid === true;
      } catch {
        return false;
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });

export const steamValidityQuery = () =>
  queryOptions({
    queryKey: socialKeys.validity("steam"),
    queryFn: async () => {
      try {
        const data = await apiData<{ steam_id: string | null }>("/api/v1/steam/refresh/", { method: "POST" });
        return Boolean(data.steam_id);
      } catch {
        return false;
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });

export type AuthenticateOptions = {
  redirectUri: string;
  organizationId?: string;
  useExistingAccount?: boolean;
};

export type AuthenticateAnswer = { url: string | null; organizationLinked: boolean };

/**
 * Step 1 of the connection flow (docs/product/accounts.md#connecting-an-account): where to send the browser (or, for an
 * organization reusing the admin's account, nothing).
 */
export async function authenticate(
  provider: SocialProvider,
  options: AuthenticateOptions,
): Promise<AuthenticateAnswer> {
  const params = new URLSearchParams({ redirect_uri: options.redirectUri });
  if (options.organizationId) {
    params.set("is_organization", "true");
    params.set("organization_id", options.organizationId);
    params.set("use_existing_account", String(Boolean(options.useExistingAccount)));
  }
  const data = await apiData<{
    authorization_url?: string | null;
    auth_url?: string | null;
    organization_linked?: boolean;
  }>(`/api/v1/${provider}/authenticate/?${params.toString()}`);
  return {
    url: data.authorization_url ?? data.auth_url ?? null,
    organizationLinked: data.organization_linked === true,
  };
}

/** Everything that shows a linked account or depends on one: settings, the profile, mission participation. */
export async function refreshLinkedAccounts(queryClient: QueryClient, organizationId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: socialKeys.accounts }),
    queryClient.invalidateQueries({ queryKey: ["social", "validity"] }),
    queryClient.invalidateQueries({ queryKey: ["me"] }),
    // Participant views (mission page) say which objectives need a linked account.
    queryClient.invalidateQueries({
      predicate: (q) => q.queryKey.some((part) => typeof part === "string" && part.includes("participant")),
    }),
    organizationId
      ? queryClient.invalidateQueries({ queryKey: socialKeys.orgTwitter(organizationId) })
      : Promise.resolve(),
  ]);
}

export type DisconnectVariables = { provider: SocialProvider; organizationId?: string };

function disconnectedMessage(provider: SocialProvider): string {
  if (provider === "twitter") return PARTICIPATION_TOASTS.twitterDisconnected;
  return `${providerLabel(provider)} account disconnected.`;
}

/** POST /{provider}/disconnect/ (with organization_id: the organization's Twitter account). */
export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, organizationId }: DisconnectVariables) =>
      apiData<unknown>(`/api/v1/${provider}/disconnect/`, {
        method: "POST",
        body: organizationId ? { organization_id: organizationId } : {},
      }),
    onSuccess: (_data, { provider, organizationId }) => {
      // The row changes at once; the refetch below reconciles with the server.
      if (organizationId) queryClient.setQueryData(socialKeys.orgTwitter(organizationId), null);
      else
        queryClient.setQueryData<LinkedAccountView[]>(socialKeys.accounts, (prev) =>
          prev?.filter((a) => a.provider !== provider),
        );
      notify.success(disconnectedMessage(provider));
    },
    onError: (error, variables) => {
      if (variables.provider === "twitter") notify.error(PARTICIPATION_TOASTS.twitterDisconnectError);
      else notify.error(error);
    },
    onSettled: (_data, _error, variables) => refreshLinkedAccounts(queryClient, variables.organizationId),
  });
}
