import { COPY_FEEDBACK_MS } from "@questhq/core";
import { useEffect, useState } from "react";
import { notify } from "@/lib/toast";

/** Copies text to the clipboard; `isCopied` stays true for 2000 ms (docs/product/limits.md#interface-timings). */
export function useCopyToClipboard() {
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
    } catch {
      notify.error("Could not copy to the clipboard.");
    }
  }

  return { isCopied, copy };
}
