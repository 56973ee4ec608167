import { escapeHtml } from "../shared/sandbox-page";

// What the LI.FI fake serves besides its API: token and chain logos (LI.FI links to images on its CDN; these are
// local, so the demo needs no network). The widget's "View on explorer" links land on the sandbox explorer.

/** A round badge with up to four letters of the symbol, in a colour derived from it. */
export function logoSvg(symbol: string): string {
  const label = symbol.slice(0, 4).toUpperCase();
  const hue = [...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<circle cx="20" cy="20" r="20" fill="hsl(${hue} 60% 45%)"/>` +
    `<text x="20" y="25" font-family="sans-serif" font-size="${label.length > 3 ? 10 : 13}" font-weight="700" ` +
    `text-anchor="middle" fill="#fff">${escapeHtml(label)}</text></svg>`
  );
}
