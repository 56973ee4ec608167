import { COPY_FEEDBACK_MS } from "@questhq/core";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { notify } from "@/lib/toast";
import { Button } from "./button";

/** Copies text; the check mark shows for 2000 ms (spec §9 copy feedback). */
export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      notify.error("Could not copy to the clipboard.");
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={copy}>
      {isCopied ? <Check className="size-4 text-success" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      <span aria-live="polite">{isCopied ? "Copied" : label}</span>
    </Button>
  );
}
