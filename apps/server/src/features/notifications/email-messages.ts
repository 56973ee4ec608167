import sanitize from "sanitize-html";
import {
  describeNotification,
  EMAIL_CATEGORY_INFO,
  type EmailCategory,
  type NotificationData,
  type NotificationKind,
} from "@questhq/core";
import type { Mail } from "../../lib/mailer";

// What the emails say (docs/product/notifications.md#email): the same words as the notification centre
// (core describeNotification), a plain-text part and an HTML part, no images and no tracking pixel, and a footer
// naming the category with its unsubscribe link. The List-Unsubscribe headers let the mailbox provider offer
// one-click unsubscribe (RFC 8058): it POSTs to the same link, which turns that one category off.

/** Where a mail's links go: `unsubscribe` is the category's signed link (the /unsubscribe page; it takes the POST). */
export type MailLinks = { publicUrl: string; unsubscribe: string };

/** HTML of the organizer's next steps → readable plain text for the text part of the mail. */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|blockquote|pre|ul|ol)>/gi, "\n\n")
    .replace(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gi, (_m, href: string, text: string) =>
      text === href ? href : `${text} (${href})`,
    );
  const text = sanitize(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return text
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** RFC 2369 and RFC 8058: the link, and that a POST to it unsubscribes at once. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  "List-Unsubscribe": `<${url}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/** The mail's closing lines in both parts: why it came and how to stop it. */
function footer(category: EmailCategory, links: MailLinks): { text: string; html: string } {
  const label = EMAIL_CATEGORY_INFO[category].label;
  const settings = `${links.publicUrl}/settings#email`;
  return {
    text: [
      "—",
      `You get this email because "${label}" emails are on for your QuestHQ account.`,
      `Stop these emails: ${links.unsubscribe}`,
      `Choose which emails you get: ${settings}`,
    ].join("\n"),
    html: `<hr><p style="color:#666;font-size:12px">You get this email because "${escapeHtml(label)}" emails are on \
for your QuestHQ account. <a href="${escapeHtml(links.unsubscribe)}">Stop these emails</a> · \
<a href="${escapeHtml(settings)}">Choose which emails you get</a></p>`,
  };
}

function assemble(
  to: string,
  subject: string,
  body: { text: string; html: string },
  category: EmailCategory,
  links: MailLinks,
): Mail {
  const end = footer(category, links);
  return {
    to,
    subject,
    text: `${body.text}\n\n${end.text}`,
    html: `${body.html}\n${end.html}`,
    headers: unsubscribeHeaders(links.unsubscribe),
  };
}

function winnerBody(data: NotificationData["draw_won"], nextStepsHtml: string, publicUrl: string) {
  const missionUrl = `${publicUrl}/missions/${encodeURIComponent(data.mission_slug)}`;
  const steps = htmlToText(nextStepsHtml);
  const prize = data.reward_title ? ` — ${data.reward_title}` : "";
  const next = describeNotification("draw_won", data);
  const text = [
    `You won in "${data.mission_title}"${prize}.`,
    "",
    next.body,
    "",
    "Next steps from the organizer:",
    steps || "The organizer has not written next steps yet; the mission page will show them when they do.",
    "",
    `Mission page: ${missionUrl}`,
  ].join("\n");
  // The next steps were sanitised when the organizer saved them (lib/html.ts).
  const html = `<p>You won in <strong>${escapeHtml(data.mission_title)}</strong>${escapeHtml(prize)}.</p>
<p>${escapeHtml(next.body)}</p>
<p><strong>Next steps from the organizer:</strong></p>\
${nextStepsHtml || "<p>The organizer has not written next steps yet.</p>"}
<p><a href="${escapeHtml(`${publicUrl}${next.link}`)}">Open your next step</a></p>`;
  return { text, html };
}

/**
 * The email of one notification that is emailed at once. A winner's also carries the organizer's next steps
 * (`winnerNextStepsHtml`, sanitised when saved).
 */
export function notificationMail<K extends NotificationKind>(input: {
  to: string;
  kind: K;
  data: NotificationData[K];
  category: EmailCategory;
  links: MailLinks;
  winnerNextStepsHtml?: string;
}): Mail {
  const { kind, data, links } = input;
  if (kind === "draw_won") {
    const won = data as NotificationData["draw_won"];
    const body = winnerBody(won, input.winnerNextStepsHtml ?? "", links.publicUrl);
    return assemble(input.to, `You won: ${won.mission_title}`, body, input.category, links);
  }
  const said = describeNotification(kind, data);
  const url = said.link ? `${links.publicUrl}${said.link}` : links.publicUrl;
  const body = {
    text: [said.title, "", said.body, "", `Open it: ${url}`].join("\n"),
    html: `<p><strong>${escapeHtml(said.title)}</strong></p>
<p>${escapeHtml(said.body)}</p>
<p><a href="${escapeHtml(url)}">Open it</a></p>`,
  };
  return assemble(input.to, said.title, body, input.category, links);
}

/** The digest: a person's unread notifications since the last one, newest first. */
export function digestMail(input: {
  to: string;
  items: { title: string; body: string; link: string | null }[];
  /** How many there are in all: more than `items` when the digest lists only the newest. */
  total: number;
  links: MailLinks;
}): Mail {
  const { items, links, total } = input;
  const absolute = (link: string | null) => (link ? `${links.publicUrl}${link}` : links.publicUrl);
  const count = total === 1 ? "1 new notification" : `${total} new notifications`;
  const more = total > items.length ? `And ${total - items.length} more.` : "";
  const body = {
    text: [
      `You have ${count} on QuestHQ.`,
      "",
      ...items.flatMap((i) => [`- ${i.title}`, ...(i.body ? [`  ${i.body}`] : []), `  ${absolute(i.link)}`]),
      ...(more ? ["", more] : []),
      "",
      `All notifications: ${links.publicUrl}/notifications`,
    ].join("\n"),
    html: `<p>You have ${count} on QuestHQ.</p>
<ul>${items
      .map(
        (i) => `<li><a href="${escapeHtml(absolute(i.link))}"><strong>${escapeHtml(i.title)}</strong></a>\
${i.body ? `<br>${escapeHtml(i.body)}` : ""}</li>`,
      )
      .join("\n")}</ul>${more ? `\n<p>${more}</p>` : ""}
<p><a href="${escapeHtml(`${links.publicUrl}/notifications`)}">All notifications</a></p>`,
  };
  return assemble(input.to, `QuestHQ: ${count}`, body, "digest", links);
}
