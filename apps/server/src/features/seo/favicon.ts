import { Resvg } from "@resvg/resvg-js";
import { BRAND_MARK_SVG } from "./brand-mark";

// /favicon.ico for the clients that still ask for it (feed readers, old browsers, some crawlers):
// the brand mark rasterised at 16, 32 and 48 px, stored as PNG images inside one ICO file.

const SIZES = [16, 32, 48];

export function renderFaviconIco(): Buffer {
  const images = SIZES.map((size) =>
    new Resvg(BRAND_MARK_SVG, { fitTo: { mode: "width", value: size } }).render().asPng(),
  );
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((png, i) => {
    const entry = 6 + 16 * i;
    const size = SIZES[i] as number;
    header.writeUInt8(size, entry); // width (0 would mean 256)
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images]);
}
