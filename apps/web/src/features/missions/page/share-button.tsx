import { Check, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCopyToClipboard } from "@/lib/use-copy";

/** Shares the mission through the Web Share API where the device has one, else copies its link. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { isCopied, copy } = useCopyToClipboard();

  async function share() {
    const data = { title, url };
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copy(url);
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      {isCopied ? <Check className="size-4 text-success" aria-hidden /> : <Share2 className="size-4" aria-hidden />}
      <span aria-live="polite">{isCopied ? "Link copied" : "Share"}</span>
    </Button>
  );
}
