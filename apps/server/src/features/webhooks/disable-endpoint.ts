import { notify, organizationAdmins } from "../notifications/index";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { WEBHOOK_MESSAGES } from "@questhq/core";
import type { Db } from "../../db/client";
import { organization, organizationMember, user, webhookEndpoint } from "../../db/schema/index";
import type { Mail, Mailer } from "../../lib/mailer";

// An endpoint that has failed every attempt for WEBHOOK_DISABLE_AFTER is disabled, and the organization's admins
// hear about it by email (docs/product/developers.md#webhooks): a receiver gone for good stops costing retries,
// and nobody is left wondering why events stopped.

type Log = { warn(o: object, m: string): void };

export type DisabledEndpoint = { notify(mailer: Mailer, publicUrl: string, log?: Log): Promise<void> };

const UNITS = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
] as const;

/** A period in words: "5 days", "1 hour", "0.06 seconds". */
export function periodInWords(ms: number): string {
  for (const [unit, size] of UNITS) {
    if (ms >= size) {
      const n = Math.round((ms / size) * 10) / 10;
      return `${n} ${unit}${n === 1 ? "" : "s"}`;
    }
  }
  const seconds = Math.round(ms / 10) / 100;
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function endpointDisabledMail(input: {
  to: string;
  organizationName: string;
  url: string;
  failingSince: Date;
  period: string;
  settingsUrl: string;
}): Mail {
  const since = input.failingSince.toISOString().replace("T", " ").slice(0, 16);
  const text = [
    `QuestHQ disabled the webhook endpoint ${input.url} of ${input.organizationName}.`,
    "",
    `Every delivery attempt to it has failed since ${since} UTC (${input.period}), so no more events are sent.`,
    "Fix the receiver, then enable the endpoint again under Developers in the organization's settings;",
    "the delivery log there shows each attempt's answer.",
    "",
    `Organization: ${input.settingsUrl}`,
  ].join("\n");
  const html = `<p>QuestHQ disabled the webhook endpoint <strong>${escapeHtml(input.url)}</strong> of \
${escapeHtml(input.organizationName)}.</p>
<p>Every delivery attempt to it has failed since ${since} UTC (${input.period}), so no more events are sent.</p>
<p>Fix the receiver, then enable the endpoint again under Developers in the organization's settings; the delivery \
log there shows each attempt's answer.</p>
<p><a href="${escapeHtml(input.settingsUrl)}">Open the organization</a></p>`;
  return { to: input.to, subject: `Webhook endpoint disabled: ${input.url}`, text, html };
}

/**
 * In the transaction of a failed attempt: disables the endpoint when it has been failing for `afterMs`. Only the
 * transaction that flips it gets a notifier (the update matches enabled endpoints only), so admins are mailed once.
 */
export async function disableFailingEndpoint(
  tx: Db,
  endpointId: string,
  at: Date,
  afterMs: number,
): Promise<DisabledEndpoint | null> {
  const period = periodInWords(afterMs);
  const [disabled] = await tx
    .update(webhookEndpoint)
    .set({
      isEnabled: false,
      disabledReason: WEBHOOK_MESSAGES.disabledAfterFailures(period),
      disabledAt: at,
      updatedAt: at,
    })
    .where(
      and(
        eq(webhookEndpoint.id, endpointId),
        eq(webhookEndpoint.isEnabled, true),
        isNotNull(webhookEndpoint.failingSince),
        lte(webhookEndpoint.failingSince, new Date(at.getTime() - afterMs)),
      ),
    )
    .returning();
  if (!disabled) return null;
  const [org] = await tx
    .select({ name: organization.name, slug: organization.slug })
    .from(organization)
    .where(eq(organization.id, disabled.organizationId));
  await notify(
    tx,
    await organizationAdmins(tx, disabled.organizationId),
    "webhook_endpoint_disabled",
    `webhook-disabled:${disabled.id}:${at.toISOString()}`,
    { url: disabled.url, organization_slug: org!.slug, organization_name: org!.name },
  );
  const admins = await tx
    .select({ email: user.email, orgName: organization.name, slug: organization.slug })
    .from(organizationMember)
    .innerJoin(user, eq(user.id, organizationMember.userId))
    .innerJoin(organization, eq(organization.id, organizationMember.organizationId))
    .where(
      and(
        eq(organizationMember.organizationId, disabled.organizationId),
        eq(organizationMember.role, "admin"),
        sql`${user.emailVerified}`,
      ),
    );
  return {
    // After the commit: a mail server that fails never undoes the disabling (it is logged instead).
    async notify(mailer, publicUrl, log) {
      for (const admin of admins) {
        const mail = endpointDisabledMail({
          to: admin.email,
          organizationName: admin.orgName,
          url: disabled.url,
          failingSince: disabled.failingSince!,
          period,
          settingsUrl: `${publicUrl}/organizations/${encodeURIComponent(admin.slug)}`,
        });
        try {
          await mailer.send(mail);
        } catch (err) {
          log?.warn({ err, endpoint: disabled.id }, "endpoint-disabled email not sent");
        }
      }
    },
  };
}
