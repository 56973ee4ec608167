import { cn } from "@/lib/cn";

/**
 * Prose styles for organizer-written rich text: the mission page, the wizard's review and the
 * rich text editor itself, so what is typed looks like what is shown (Tailwind's reset removes
 * list markers and heading sizes).
 */
export const richTextClass = cn(
  "break-words leading-relaxed [&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0",
  "[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5 [&_li>p]:my-0",
  "[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_strong]:text-ink [&_b]:text-ink [&_em]:italic",
  "[&_h1]:mt-3 [&_h1]:mb-1 [&_h1]:text-lg [&_h1]:font-semibold [&_h1]:text-ink",
  "[&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-base [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-3 [&_h3]:mb-1",
  "[&_h3]:font-semibold [&_h3]:text-ink",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-line-strong [&_blockquote]:pl-3 [&_blockquote]:text-muted",
  "[&_code]:rounded [&_code]:bg-surface-3 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em]",
  "[&_img]:max-w-full [&_img]:rounded-lg",
);

/**
 * Shows organizer-written rich text (mission descriptions, reward texts). The server sanitises
 * it on save (apps/server/src/lib/html.ts: only formatting tags and http(s)/mailto links
 * survive), which is what makes rendering it as HTML safe. With `empty`, blank text shows that
 * note instead of nothing.
 */
export function RichHtml({ html, className, empty }: { html: string; className?: string; empty?: string }) {
  if (!html.trim()) return empty ? <p className={cn("text-sm text-faint italic", className)}>{empty}</p> : null;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save (lib/html.ts), see above
    <div className={cn(richTextClass, "text-sm text-muted", className)} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
