import { cn } from "@/lib/cn";

/** Prose styles for the HTML the rich text editor writes (Tailwind's reset removes list markers). */
export const richTextClass = cn(
  "break-words [&_p]:my-1.5 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0",
  "[&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li>p]:my-0",
  "[&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2",
  "[&_h2]:mt-3 [&_h2]:mb-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold",
  "[&_blockquote]:border-l-2 [&_blockquote]:border-line-strong [&_blockquote]:pl-3 [&_blockquote]:text-muted",
  "[&_code]:rounded [&_code]:bg-surface-3 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em]",
);

/**
 * Shows organizer-written rich text. The server sanitises it on save (only formatting tags and
 * http(s)/mailto links survive), which is what makes rendering it as HTML safe.
 */
export function RichTextView({ html, className, empty = "Nothing written yet." }: { html: string; className?: string; empty?: string }) {
  if (!html.trim()) return <p className={cn("text-sm text-faint italic", className)}>{empty}</p>;
  return <div className={cn(richTextClass, "text-sm text-ink", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
