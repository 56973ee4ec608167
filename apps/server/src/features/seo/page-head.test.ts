import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BRAND_MARK_SVG } from "./brand-mark";
import { cardText } from "./og-card";
import { absoluteUrl, clip, injectHead, isRasterImage, renderHeadTags } from "./page-head";

describe("page head", () => {
  it("clips descriptions at a word with an ellipsis", () => {
    expect(clip("short  text", 50)).toBe("short text");
    expect(clip("one two three four five six seven", 20)).toBe("one two three four…");
    expect(clip("x".repeat(40), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("makes stored image URLs absolute and keeps only raster images for previews", () => {
    expect(absoluteUrl("/api/v1/uploads/a.png", "https://quest.example")).toBe(
      "https://quest.example/api/v1/uploads/a.png",
    );
    expect(absoluteUrl("javascript:alert(1)", "https://quest.example")).toBeNull();
    expect(isRasterImage("/demo/banners/x.svg")).toBe(false);
    expect(isRasterImage("/api/v1/uploads/a.mp4")).toBe(false);
    expect(isRasterImage("https://cdn.example/a.JPG?w=1")).toBe(true);
  });

  it("escapes every value and replaces the template's title and description", () => {
    const tags = renderHeadTags(
      {
        title: `"><script>x</script>`,
        description: "a & b",
        canonicalPath: "/m/x",
        image: null,
        type: "website",
        isIndexable: false,
      },
      "https://quest.example",
    );
    expect(tags).toContain("<title>&quot;&gt;&lt;script&gt;x&lt;/script&gt; · QuestHQ</title>");
    expect(tags).toContain('<meta name="description" content="a &amp; b" />');
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    const html = injectHead(
      '<html><head><meta name="description" content="old" /><title>QuestHQ</title><script src="/a.js"></script>' +
        "</head><body></body></html>",
      tags,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<script src="/a.js"></script>');
  });
});

describe("cards and favicon", () => {
  it("draw the same mark as the web app's favicon.svg", () => {
    const favicon = readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../web/public/favicon.svg"),
      "utf8",
    );
    expect(BRAND_MARK_SVG).toBe(favicon.trim());
  });

  it("leave out what the shipped fonts cannot draw", () => {
    expect(cardText("Launch 🚀 Привет 中文  now")).toBe("Launch Привет now");
  });
});
