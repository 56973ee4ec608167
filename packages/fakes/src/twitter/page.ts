import type { XUser } from "./state";

// The sandbox's stand-in for X's consent screen: plain HTML, no script (the server's CSP allows
// none), one form posting back to the same URL. Labelled as a sandbox so nobody mistakes it for X.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #000; color: #e7e9ea; margin: 0; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; border: 1px solid #2f3336; border-radius: 1rem; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .badge { display: inline-block; background: #ffd400; color: #000; border-radius: 999px; padding: 0 .6rem; \
font-size: .8rem; font-weight: 700; }
  fieldset { border: 1px solid #2f3336; border-radius: .75rem; margin: 1rem 0; padding: .75rem 1rem; }
  label { display: block; margin: .4rem 0; }
  input[type=text] { width: 100%; box-sizing: border-box; padding: .5rem; border-radius: .5rem; \
border: 1px solid #536471; background: #000; color: #e7e9ea; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { flex: 1; padding: .7rem; border-radius: 999px; font-weight: 700; font-size: 1rem; cursor: pointer; \
border: 1px solid #536471; }
  button[value=authorize] { background: #eff3f4; color: #0f1419; }
  button[value=cancel] { background: transparent; color: #eff3f4; }
  .error { color: #f4212e; }
  :focus-visible { outline: 3px solid #1d9bf0; outline-offset: 2px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

export type AuthorizeParams = Record<
  "response_type" | "client_id" | "redirect_uri" | "scope" | "state" | "code_challenge" | "code_challenge_method",
  string
>;

export function renderAuthorizePage(
  action: string,
  params: AuthorizeParams,
  accounts: XUser[],
  opts: { error?: string; selected?: string } = {},
): string {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("\n");
  const selected = opts.selected ?? accounts[0]?.id;
  const radios = accounts
    .map(
      (u) =>
        `<label><input type="radio" name="account" value="${escapeHtml(u.id)}"${u.id === selected ? " checked" : ""}>` +
        ` ${escapeHtml(u.name)} <span>@${escapeHtml(u.username)}</span></label>`,
    )
    .join("\n");
  const scopes = params.scope
    .split(" ")
    .filter(Boolean)
    .map((s) => `<li>${escapeHtml(s)}</li>`)
    .join("");
  const error = opts.error ? `<p class="error" role="alert" id="form-error">${escapeHtml(opts.error)}</p>` : "";
  return layout(
    "Sandbox X",
    `<h1>Sandbox X <span class="badge">Sandbox</span></h1>
<p>The app <strong>${escapeHtml(params.client_id)}</strong> wants to access your X account. \
This is a local sandbox, not X: no real account is used.</p>
<p>It asks for:</p><ul>${scopes}</ul>
${error}
<form method="post" action="${escapeHtml(action)}">
${hidden}
<fieldset>
<legend>Sign in as</legend>
${radios}
<label for="new_username">Or another sandbox username</label>
<input type="text" id="new_username" name="new_username" autocomplete="off" pattern="@?[A-Za-z0-9_]{1,15}" \
placeholder="sandbox_carla"${opts.error ? ' aria-describedby="form-error"' : ""}>
</fieldset>
<div class="actions">
<button type="submit" name="decision" value="authorize">Authorize app</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** What X shows for an authorization request it cannot serve (unknown app, bad parameters). */
export function renderErrorPage(detail: string): string {
  return layout(
    "Sandbox X",
    `<h1>Sandbox X <span class="badge">Sandbox</span></h1>
<p role="alert">Something went wrong. You weren't able to give access to the App. Go back and try logging in again.</p>
<p>${escapeHtml(detail)}</p>`,
  );
}
