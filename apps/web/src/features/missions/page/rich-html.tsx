import { cn } from "@/lib/cn";

// The server sanitises mission descriptions and reward texts (apps/server/src/lib/html.ts) before
// storing them, so they are rendered as HTML here, styled like prose.
const prose = cn(
  "space-y-3 text-sm leading-relaxed text-muted break-words",
  "[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_strong]:text-ink [&_b]:text-ink [&_em]:italic",
  "[&_h1]:text-lg [&_h1]:font-semibold [&_h1]:text-ink [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-line-strong [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-surface-3 [&_code]:px-1",
  "[&_img]:max-w-full [&_img]:rounded-lg",
);

export function RichHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
