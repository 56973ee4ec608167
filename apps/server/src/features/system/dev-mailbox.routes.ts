import type { FastifyPluginAsync } from "fastify";
import { desc } from "drizzle-orm";
import { devMail } from "../../db/schema/index";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The extra headers a mail carried (List-Unsubscribe, List-Unsubscribe-Post), as a mail client's "show original". */
const headerList = (headers: Record<string, string> | null) =>
  headers && Object.keys(headers).length
    ? `<dl class="headers">${Object.entries(headers)
        .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
        .join("")}</dl>`
    : "";

/** Development only (never registered in production): the mail that would have been sent. */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const latest = () => app.database.db.select().from(devMail).orderBy(desc(devMail.id)).limit(50);

  app.get("/dev/mailbox.json", { schema: { hide: true } }, async () => ({ data: await latest() }));

  app.get("/dev/mailbox", { schema: { hide: true } }, async (_req, reply) => {
    const mails = await latest();
    const rows = mails
      .map(
        (m) => `<article class="mail" data-to="${escapeHtml(m.to)}">
  <header><strong>${escapeHtml(m.subject)}</strong></header>
  <p class="meta">To <span class="to">${escapeHtml(m.to)}</span> · ${m.createdAt.toISOString()}</p>
${headerList(m.headers)}
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
      )
      .join("\n");
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">\
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development mailbox · QuestHQ</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0d14;color:#e6e8f0;max-width:760px;margin:2rem auto;\
padding:0 1rem}
.mail{border:1px solid #2a2f45;border-radius:12px;padding:1rem;margin:0 0 1rem;background:#12152200}\
.meta{color:#9aa0b8;font-size:.85rem}
pre{white-space:pre-wrap;font:inherit}.headers{font:.8rem ui-monospace,monospace;color:#9aa0b8;\
display:grid;grid-template-columns:max-content 1fr;gap:.2rem .6rem;overflow-wrap:anywhere}.headers dd{margin:0}\
h1{font-size:1.4rem}</style></head>
<body><h1>Development mailbox</h1>\
<p class="meta">Mail is kept here because no SMTP_URL is set. Newest first. Reload to refresh.</p>
${rows || "<p>No mail yet.</p>"}</body></html>`;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  });
};
