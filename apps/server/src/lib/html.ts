import sanitize from "sanitize-html";

// Mission descriptions, reward "about" and winner next steps are rich text written by
// organizers and shown to everyone, so only formatting survives: no scripts, styles,
// event handlers or non-http(s) links.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
    "pre",
  ],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["https", "http", "mailto"],
  transformTags: {
    a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}
