import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyPluginAsync } from "fastify";
import type { ProviderFakeOptions } from "../shared/provider-fake";

// News feed fixtures for Atlas ingestion, in the formats publishers really serve (RSS 2.0,
// Atom, JSON Feed 1.1) with their quirks, plus the bad cases: malformed XML, a Latin-1 feed,
// duplicates, a huge feed, a summary-only feed whose article pages are here too, and a link
// that redirects to the cloud metadata address. {{BASE}} in a file is this plugin's public URL.

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "files");
const FILES: Record<string, string> = {
  "rss.xml": "application/rss+xml; charset=utf-8",
  "atom.xml": "application/atom+xml; charset=utf-8",
  "feed.json": "application/feed+json; charset=utf-8",
  "malformed.xml": "application/rss+xml; charset=utf-8",
  "duplicates.xml": "application/rss+xml; charset=utf-8",
  "summary-only.xml": "application/rss+xml; charset=utf-8",
};

/** The feeds a demo or test can point channels at (path under the plugin's prefix). */
export const FIXTURE_FEEDS = Object.keys(FILES).concat(["latin1.xml", "huge.xml"]);

function read(file: string, base: string): string {
  return readFileSync(path.join(dir, file), "utf8").replaceAll("{{BASE}}", base);
}

/** A feed declared (and encoded) as ISO-8859-1, served without a charset so only the XML says so. */
function latin1Feed(base: string): Buffer {
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0"><channel><title>Le Fil Crypto</title><link>${base}/latin1/</link>\
<description>Flux en Latin-1</description>
<item><title>Café, crème et Ethereum : la conférence de Zürich à guichets fermés</title>
<link>${base}/latin1/zurich-cafe</link><guid>${base}/latin1/zurich-cafe</guid>\
<pubDate>Sun, 02 Nov 2025 12:00:00 GMT</pubDate>
<description>&lt;p&gt;À Zürich, les développeurs d'Ethereum ont parlé de rollups devant une salle comble. \
Entrée : 25 francs ; café « offert ».&lt;/p&gt;</description></item>
</channel></rss>`;
  return Buffer.from(xml, "latin1");
}

/** A feed far larger than any publisher's (items newest first), to prove the per-feed item cap. */
function hugeFeed(base: string, count: number): string {
  const start = Date.UTC(2025, 10, 3, 12);
  const items = Array.from({ length: count }, (_, i) => {
    const when = new Date(start - i * 60_000).toUTCString();
    return (
      `<item><title>Market update number ${i + 1}: Bitcoin and ETH trade sideways</title>` +
      `<link>${base}/huge/${i + 1}</link><guid>${base}/huge/${i + 1}</guid><pubDate>${when}</pubDate>` +
      `<description>Update ${i + 1}: Bitcoin held its range while ETH volumes fell for the ${i + 1}th hour in a row.` +
      "</description></item>"
    );
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Firehose</title>` +
    `<link>${base}/huge/</link><description>Too many items</description>${items.join("")}</channel></rss>`
  );
}

export const feedsFake: FastifyPluginAsync<ProviderFakeOptions> = async (app, opts) => {
  app.get<{ Params: { file: string } }>("/:file", async (req, reply) => {
    const { file } = req.params;
    const type = FILES[file];
    if (type) return reply.type(type).send(read(file, opts.baseUrl()));
    if (file === "latin1.xml") return reply.type("application/rss+xml").send(latin1Feed(opts.baseUrl()));
    if (file === "huge.xml") {
      const n = Math.min(Number((req.query as { items?: string }).items ?? 3000) || 3000, 20_000);
      return reply.type("application/rss+xml; charset=utf-8").send(hugeFeed(opts.baseUrl(), n));
    }
    // A link that bounces to the cloud metadata service: the fetcher must refuse the second hop.
    if (file === "redirect-private") return reply.redirect("http://169.254.169.254/latest/meta-data/", 302);
    return reply.code(404).type("text/plain").send("no such fixture");
  });
  app.get<{ Params: { name: string } }>("/articles/:name", async (req, reply) => {
    if (!/^[\w-]+\.html$/.test(req.params.name)) return reply.code(404).send("no such article");
    try {
      return reply.type("text/html; charset=utf-8").send(read(`articles/${req.params.name}`, opts.baseUrl()));
    } catch {
      return reply.code(404).type("text/plain").send("no such article");
    }
  });
  // The pictures the fixture items name (JSON Feed image, og:image), so the sandbox Atlas shows
  // them instead of broken images.
  app.get<{ Params: { name: string } }>("/img/:name", async (req, reply) => {
    const label = FIXTURE_IMAGES[req.params.name];
    if (!label) return reply.code(404).type("text/plain").send("no such image");
    return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(fixtureImage(label));
  });
};

const FIXTURE_IMAGES: Record<string, { text: string; from: string; to: string }> = {
  "usdc.svg": { text: "USDC", from: "#1d4ed8", to: "#0ea5e9" },
  "lido.svg": { text: "Lido", from: "#0f766e", to: "#22c55e" },
};

/** A 1200×630 card (the usual og:image size) with a gradient and a word. */
function fixtureImage(label: { text: string; from: string; to: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" \
aria-label="${label.text}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${label.from}"/>\
<stop offset="1" stop-color="${label.to}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/><text x="600" y="350" font-family="system-ui,sans-serif" \
font-size="120" font-weight="700" fill="#fff" text-anchor="middle">${label.text}</text></svg>`;
}
