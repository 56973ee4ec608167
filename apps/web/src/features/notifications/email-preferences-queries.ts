import type { EmailCategory, EmailPreferencesView, UnsubscribeView, UpdateEmailPreferences } from "@questhq/core";
import { queryOptions } from "@tanstack/react-query";
import { apiData } from "@/lib/api";
import { notificationsKeys } from "./queries";

// Which notifications also come by email (docs/product/notifications.md#email): the signed-in person's categories,
// and what an email's unsubscribe link stops, which needs no session (the signed token is the permission).

const BASE = "/api/v1/notifications";

export const emailPreferencesQuery = queryOptions({
  queryKey: notificationsKeys.emailPreferences,
  queryFn: () => apiData<EmailPreferencesView>(`${BASE}/email-preferences`),
});

/** Turns one category on or off; the others stay as the server has them. */
export function setEmailCategory(category: EmailCategory, isEnabled: boolean): Promise<EmailPreferencesView> {
  const body: UpdateEmailPreferences = { categories: { [category]: isEnabled } };
  return apiData<EmailPreferencesView>(`${BASE}/email-preferences`, { method: "PATCH", body });
}

const unsubscribePath = (token: string) => `${BASE}/unsubscribe?token=${encodeURIComponent(token)}`;

/** What a link's token stops, and whether it still goes out. Reading it changes nothing. */
export const unsubscribeLinkQuery = (token: string) =>
  queryOptions({
    queryKey: notificationsKeys.unsubscribeLink(token),
    queryFn: () => apiData<UnsubscribeView>(unsubscribePath(token)),
    // Only the person's own click changes it, and that click writes the answer here.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Stops the link's category; the answer says so with `enabled: false`. */
export function unsubscribe(token: string): Promise<UnsubscribeView> {
  return apiData<UnsubscribeView>(unsubscribePath(token), { method: "POST" });
}
