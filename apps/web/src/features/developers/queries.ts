import type { WebhookDeliveryStatusName, WebhookDeliveryView, WebhookEndpointView } from "@questhq/core";
import type { ApiKeyView, AuditEntryView } from "@questhq/core/schemas/responses/api-keys";
import { queryOptions } from "@tanstack/react-query";
import { apiData, apiList, type ListPage, pathOfNext } from "@/lib/api";

// The Developers page's data (docs/product/developers.md#api-keys, #webhooks, #audit-log): one query key family,
// "developers", per organization.

export const developersKeys = {
  all: (orgId: string) => ["developers", orgId] as const,
  apiKeys: (orgId: string) => ["developers", orgId, "api-keys"] as const,
  webhooks: (orgId: string) => ["developers", orgId, "webhooks"] as const,
  deliveries: (orgId: string, hookId: string, status: WebhookDeliveryStatusName | "all") =>
    ["developers", orgId, "webhooks", hookId, "deliveries", status] as const,
  auditLog: (orgId: string) => ["developers", orgId, "audit-log"] as const,
};

export const organizationBase = (orgId: string) => `/api/v1/organizations/${orgId}`;

export const apiKeysQuery = (orgId: string) =>
  queryOptions({
    queryKey: developersKeys.apiKeys(orgId),
    queryFn: () => apiData<ApiKeyView[]>(`${organizationBase(orgId)}/api-keys`),
  });

export const webhooksQuery = (orgId: string) =>
  queryOptions({
    queryKey: developersKeys.webhooks(orgId),
    queryFn: () => apiData<WebhookEndpointView[]>(`${organizationBase(orgId)}/webhooks`),
  });

/** One page of an endpoint's deliveries: the first from the filter, the next ones from the answer's `next` link. */
export function deliveriesPage(
  orgId: string,
  hookId: string,
  status: WebhookDeliveryStatusName | "all",
  next: string | null,
): Promise<ListPage<WebhookDeliveryView>> {
  if (next) return apiList<WebhookDeliveryView>(pathOfNext(next));
  const query = status === "all" ? "" : `?status=${status}`;
  return apiList<WebhookDeliveryView>(`${organizationBase(orgId)}/webhooks/${hookId}/deliveries${query}`);
}

export function auditLogPage(orgId: string, next: string | null): Promise<ListPage<AuditEntryView>> {
  return apiList<AuditEntryView>(next ? pathOfNext(next) : `${organizationBase(orgId)}/audit-log`);
}
