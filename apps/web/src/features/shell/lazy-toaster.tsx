import { lazy, Suspense, useEffect, useState } from "react";
import { loadSonner, onToasterWanted, toasterListening } from "@/lib/toast";

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** How long after the page the Toaster waits for an idle moment at most. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * The app's Toaster (sonner), mounted after the page has painted (when the browser is idle) or at the first toast,
 * whichever comes first, so its code is not in the first load (lib/toast.ts).
 */
export function LazyToaster() {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    const show = () => setIsMounted(true);
    const stopListening = onToasterWanted(show);
    if (typeof window.requestIdleCallback === "function") {
      const idle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        stopListening();
        window.cancelIdleCallback(idle);
      };
    }
    const timer = window.setTimeout(show, IDLE_TIMEOUT_MS);
    return () => {
      stopListening();
      window.clearTimeout(timer);
    };
  }, []);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme="dark" position="bottom-right" closeButton richColors />
      <Listening />
    </Suspense>
  );
}

/** Rendered after the Toaster, so its effect runs once the Toaster has subscribed to new toasts. */
function Listening() {
  useEffect(() => toasterListening(), []);
  return null;
}
