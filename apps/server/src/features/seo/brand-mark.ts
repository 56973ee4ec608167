// The brand mark, as apps/web/public/favicon.svg draws it (a test keeps the two equal): drawn on the
// link-preview cards and rasterised into /favicon.ico.
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8b5cf6"/>' +
  '<stop offset="1" stop-color="#22d3ee"/></linearGradient></defs>' +
  '<rect width="32" height="32" rx="8" fill="#0b0d14"/>' +
  '<path d="M16 5l9 5v12l-9 5-9-5V10z" fill="none" stroke="url(#g)" stroke-width="2.5" stroke-linejoin="round"/>' +
  '<circle cx="16" cy="16" r="3.5" fill="url(#g)"/></svg>';
