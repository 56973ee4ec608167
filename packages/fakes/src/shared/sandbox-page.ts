import type { FastifyReply } from "fastify";

// The sandbox sign-in pages of the fakes (Discord, Google, Steam, Telegram): a plain HTML
// account chooser, one form per sandbox account. Submitting a form is the "Authorize" click;
// the provider fake then redirects the browser like the real provider does.
export type ChooserAccount = { id: string; label: string; detail?: string };

export type ChooserPage = {
  title: string;
  heading: string;
  intro: string;
  /** Absolute URL the forms post to. */
  action: string;
  /** The original request's parameters, carried through the forms. */
  hidden: Record<string, string>;
  accounts: ChooserAccount[];
  submitLabel: string;
  /** Adds a "Cancel" form posting decision=deny. */
  canCancel?: boolean;
};

/** A request's string parameters (a repeated one arrives as an array and is left out), to carry as `hidden`. */
export function carriedParams(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === "string"));
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

function hiddenInputs(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
}

export function renderChooser(page: ChooserPage): string {
  const forms = page.accounts
    .map(
      (a) =>
        `<form method="post" action="${escapeHtml(page.action)}" data-account="${escapeHtml(a.id)}">` +
        hiddenInputs({ ...page.hidden, account: a.id, decision: "authorize" }) +
        `<div class="who"><strong>${escapeHtml(a.label)}</strong>` +
        `${a.detail ? `<small>${escapeHtml(a.detail)}</small>` : ""}</div>` +
        `<button type="submit">${escapeHtml(page.submitLabel)}</button></form>`,
    )
    .join("\n");
  const cancel = page.canCancel
    ? `<form method="post" action="${escapeHtml(page.action)}" data-decision="deny">` +
      `${hiddenInputs({ ...page.hidden, decision: "deny" })}<button type="submit">Cancel</button></form>`
    : "";
  const empty = page.accounts.length === 0 ? "<p>No sandbox accounts yet. Create one with the control API.</p>" : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.badge{display:inline-block;background:#fde68a;border-radius:4px;padding:0 .4rem;font-size:.75rem}
form{display:flex;justify-content:space-between;align-items:center;border:1px solid #e5e7eb;border-radius:8px;\
padding:.75rem;margin:.5rem 0}
.who{display:flex;flex-direction:column}small{color:#6b7280}\
button{padding:.4rem .9rem;border-radius:6px;border:0;background:#4f46e5;color:#fff;cursor:pointer}
form[data-decision=deny]{border:0;justify-content:flex-end}\
form[data-decision=deny] button{background:#e5e7eb;color:#111827}</style></head>
<body><span class="badge">Sandbox</span><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.intro)}</p>
${empty}${forms}
${cancel}
</body></html>`;
}

/** A provider-style error page (bad authorization request). */
export function renderErrorPage(title: string, message: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`
  );
}

/** A sign-in page's refusal of a bad request: the provider's error page, status 400. */
export function sendErrorPage(reply: FastifyReply, title: string, message: string) {
  return reply.status(400).type("text/html").send(renderErrorPage(title, message));
}

/**
 * A sign-in page (GET): the error page titled `errorTitle` when the request has a `problem`, else the chooser built
 * by `page` (only for a sound request), carrying the request's parameters through its forms.
 */
export function sendChooser(
  reply: FastifyReply,
  request: { query: Record<string, unknown>; problem: string | null; errorTitle: string },
  page: () => Omit<ChooserPage, "hidden">,
) {
  if (request.problem) return sendErrorPage(reply, request.errorTitle, request.problem);
  return reply.type("text/html").send(renderChooser({ ...page(), hidden: carriedParams(request.query) }));
}
