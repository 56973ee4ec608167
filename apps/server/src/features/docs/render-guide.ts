import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { marked } from "marked";
import sanitize from "sanitize-html";

// The user guide ships in the repository (docs/guide/*.md) and is served by the app at /docs, so the
// "Documentation" links work on every install, offline included. Pages are rendered once per process.

export const defaultGuideDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../docs/guide");

/** The order of the guide; files not listed here are left out (a draft in the folder is not published). */
export const GUIDE_PAGES = [
  "getting-started",
  "objectives-and-sandbox",
  "entering-and-draws",
  "sagas",
  "rewards",
  "organizations",
  "api",
  "staking",
  "membership",
  "bridge",
] as const;

export type GuidePage = { slug: string; title: string; html: string };

const SANITIZE: sanitize.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "strong",
    "em",
    "code",
    "pre",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href"], h2: ["id"], h3: ["id"], th: ["align"], td: ["align"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
};

/** Links between guide files (`staking.md`) become the served addresses (`/docs/staking`). */
function rewriteGuideLinks(html: string): string {
  return html.replace(
    /href="([a-z0-9-]+)\.md(#[^"]*)?"/g,
    (_m, slug: string, hash = "") => `href="/docs/${slug}${hash}"`,
  );
}

/**
 * Section headings get ids from their text ("Wallet troubleshooting" → #wallet-troubleshooting), so the app can
 * link them.
 */
function anchorHeadings(html: string): string {
  return html.replace(/<(h[23])>([^<]+)<\/\1>/g, (_m, tag: string, text: string) => {
    const id = text
      .toLowerCase()
      .replace(/&[a-z0-9#]+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    return `<${tag} id="${id}">${text}</${tag}>`;
  });
}

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitize(anchorHeadings(rewriteGuideLinks(html)), SANITIZE);
}

export function loadGuide(dir: string = defaultGuideDir): GuidePage[] {
  const files = new Set(readdirSync(dir));
  return GUIDE_PAGES.filter((slug) => files.has(`${slug}.md`)).map((slug) => {
    const markdown = readFileSync(path.join(dir, `${slug}.md`), "utf8");
    const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? slug;
    return { slug, title, html: renderMarkdown(markdown) };
  });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
:root{color-scheme:light dark;--bg:#0b0d14;--fg:#e6e8ef;--muted:#9aa0b4;--line:#262a3a;--accent:#b79cff;--code:#151826}
@media (prefers-color-scheme: light){\
:root{--bg:#fff;--fg:#1b1d26;--muted:#5b6072;--line:#e3e5ec;--accent:#5b32c9;--code:#f3f4f8}}
*{box-sizing:border-box}\
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.65 system-ui,-apple-system,"Segoe UI",sans-serif}
.wrap{display:grid;grid-template-columns:220px minmax(0,1fr);gap:48px;max-width:1080px;margin:0 auto;\
padding:32px 24px 64px}
@media (max-width:760px){.wrap{grid-template-columns:1fr;gap:16px}}
nav a{display:block;padding:6px 10px;border-radius:8px;color:var(--muted);text-decoration:none}
nav a[aria-current=page]{background:var(--code);color:var(--fg);font-weight:600}nav a:hover{color:var(--fg)}
.home{display:inline-block;margin-bottom:16px;font-weight:700;color:var(--fg);text-decoration:none}
main{max-width:72ch}h1{font-size:2rem;line-height:1.2;margin:0 0 16px}h2{margin-top:2em;font-size:1.35rem}
a{color:var(--accent)}code{background:var(--code);padding:.1em .35em;border-radius:4px;font-size:.92em}
pre{background:var(--code);padding:14px 16px;border-radius:10px;overflow-x:auto}pre code{padding:0;background:none}
table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}\
th,td{border:1px solid var(--line);padding:6px 10px;text-align:left;vertical-align:top}
`;

/** A whole page: the guide's table of contents beside the chosen page, readable without the app's JavaScript. */
export function guideDocument(pages: GuidePage[], current: GuidePage, siteName = "QuestHQ"): string {
  const nav = pages
    .map(
      (p) =>
        `<a href="/docs/${p.slug}"${p.slug === current.slug ? ' aria-current="page"' : ""}>${escapeHtml(p.title)}</a>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">\
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(current.title)} · ${escapeHtml(siteName)} documentation</title><style>${STYLE}</style></head>
<body><div class="wrap"><aside><a class="home" href="/">← ${escapeHtml(siteName)}</a>\
<nav aria-label="Guide">${nav}</nav></aside>
<main>${current.html}</main></div></body></html>`;
}
