import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { SITE_NAME } from "@questhq/core";
import { BRAND_MARK_SVG } from "./brand-mark";

// Link-preview cards: X, Discord and Telegram show a PNG (never an SVG), ideally 1200x630. satori lays
// the card out as SVG with the Inter font shipped by @fontsource/inter (no font is fetched at run time)
// and resvg rasterises it. A card is named by the hash of what it shows, so a rendered card is stored
// once under DATA_DIR and an edited mission gets a new one.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when the layout changes, so stored cards are rendered again. */
const LAYOUT_VERSION = 1;

export type CardContent = {
  /** Small line above the title, e.g. "Mission by Lumen Labs". */
  eyebrow: string;
  title: string;
  /** The reward, e.g. "500 USDC"; empty for none. */
  highlight: string;
  /** The small print under it, e.g. "Raffle · 5 winners · Base". */
  footer: string;
};

const BRAND = {
  canvas: "#0b0d14",
  surface: "#12151f",
  line: "#2a3043",
  ink: "#eef0f7",
  muted: "#9aa3ba",
  brand: "#8b5cf6",
  accent: "#22d3ee",
};

const LOGO_URI = `data:image/svg+xml;base64,${Buffer.from(BRAND_MARK_SVG).toString("base64")}`;

export function cardHash(content: CardContent): string {
  return createHash("sha256")
    .update(JSON.stringify([LAYOUT_VERSION, content.eyebrow, content.title, content.highlight, content.footer]))
    .digest("hex")
    .slice(0, 32);
}

const FONT_SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "vietnamese"];
const FONT_STACK = FONT_SUBSETS.map((subset) => `Inter-${subset}`).join(", ");

type FontOptions = { name: string; data: Buffer; weight: 400 | 700; style: "normal" };
let fonts: Promise<FontOptions[]> | undefined;

function loadFonts(): Promise<FontOptions[]> {
  const require = createRequire(import.meta.url);
  // Inter ships one file per script; each is its own family in the card's font stack, so a glyph missing
  // from the Latin file is taken from the next one.
  fonts ??= Promise.all(
    FONT_SUBSETS.flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: `Inter-${subset}`,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
        weight,
        style: "normal" as const,
      })),
    ),
  );
  return fonts;
}

type Node = {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; src?: string; width?: number; height?: number };
};
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

function layout(content: CardContent): Node {
  const titleSize = content.title.length > 70 ? 56 : content.title.length > 40 ? 64 : 76;
  return el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      width: "100%",
      height: "100%",
      background: BRAND.canvas,
      color: BRAND.ink,
      fontFamily: FONT_STACK,
      position: "relative",
    },
    [
      // A soft brand glow behind the content.
      el("div", {
        position: "absolute",
        top: -260,
        right: -200,
        width: 760,
        height: 760,
        borderRadius: 380,
        background: "radial-gradient(circle, rgba(139,92,246,0.35), rgba(11,13,20,0) 70%)",
      }),
      el("div", {
        position: "absolute",
        bottom: -300,
        left: -220,
        width: 700,
        height: 700,
        borderRadius: 350,
        background: "radial-gradient(circle, rgba(34,211,238,0.18), rgba(11,13,20,0) 70%)",
      }),
      el("div", {
        display: "flex",
        width: "100%",
        height: 10,
        backgroundImage: `linear-gradient(90deg, ${BRAND.brand}, ${BRAND.accent})`,
      }),
      el(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: "56px 72px 60px 72px",
          justifyContent: "space-between",
        },
        [
          el("div", { display: "flex", alignItems: "center", gap: 18 }, [
            { type: "img", props: { src: LOGO_URI, width: 56, height: 56, style: { width: 56, height: 56 } } },
            el("div", { fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }, SITE_NAME),
          ]),
          el("div", { display: "flex", flexDirection: "column", gap: 18 }, [
            el("div", { fontSize: 28, color: BRAND.accent, fontWeight: 700 }, content.eyebrow),
            el(
              "div",
              {
                display: "block",
                fontSize: titleSize,
                fontWeight: 700,
                lineHeight: 1.1,
                letterSpacing: -1,
                lineClamp: 3,
              },
              content.title,
            ),
          ]),
          el("div", { display: "flex", alignItems: "center", gap: 24 }, [
            ...(content.highlight
              ? [
                  el(
                    "div",
                    {
                      display: "flex",
                      padding: "12px 26px",
                      borderRadius: 999,
                      background: BRAND.brand,
                      color: "#ffffff",
                      fontSize: 30,
                      fontWeight: 700,
                      maxWidth: 640,
                      overflow: "hidden",
                      whiteSpace: "nowrap",
                      textOverflow: "ellipsis",
                    },
                    content.highlight,
                  ),
                ]
              : []),
            el("div", { display: "flex", fontSize: 28, color: BRAND.muted }, content.footer),
          ]),
        ],
      ),
    ],
  );
}

// The shipped fonts cover Latin, Cyrillic, Greek and Vietnamese; other scripts and emoji would render as
// "no glyph" boxes, so they are left out of the picture (the page's og:title still carries them).
const UNCOVERED =
  /\p{Extended_Pictographic}|[\u200d\ufe0e\ufe0f]|(?![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}])\p{L}/gu;

export function cardText(text: string): string {
  return text.replace(UNCOVERED, "").replace(/\s+/g, " ").trim();
}

/** The card as PNG bytes (1200x630). */
export async function renderCardPng(content: CardContent): Promise<Buffer> {
  // satori's element type is React's; plain objects of the same shape are what JSX would produce.
  const shown = {
    eyebrow: cardText(content.eyebrow),
    title: cardText(content.title) || SITE_NAME,
    highlight: cardText(content.highlight),
    footer: cardText(content.footer),
  };
  const svg = await satori(layout(shown) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
}

export type CardStore = { get(content: CardContent): Promise<Buffer> };

/** Cards stored under DATA_DIR/og-cards by hash; concurrent requests for one new card render it once. */
export function createCardStore(dataDir: string): CardStore {
  const dir = path.resolve(dataDir, "og-cards");
  const rendering = new Map<string, Promise<Buffer>>();
  return {
    get(content) {
      const hash = cardHash(content);
      const file = path.join(dir, `${hash}.png`);
      const pending = rendering.get(hash);
      if (pending) return pending;
      const work = readFile(file)
        .catch(async () => {
          const png = await renderCardPng(content);
          await mkdir(dir, { recursive: true });
          // Written aside and renamed, so a reader never sees half a file.
          const temp = `${file}.${process.pid}.tmp`;
          await writeFile(temp, png);
          await rename(temp, file);
          return png;
        })
        .finally(() => rendering.delete(hash));
      rendering.set(hash, work);
      return work;
    },
  };
}
