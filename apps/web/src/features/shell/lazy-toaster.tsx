import { lazy, Suspense, useEffect, useState } from "react";
import { loadSonner, onToasterWanted, toasterListening } from "@/lib/toast";

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** After the page has loaded, how long the Toaster stays out of the way of the page settling in. */
const AFTER_LOAD_MS = 3_000;
/** Then how long it waits for an idle moment at most. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * The app's Toaster (sonner), mounted a few seconds after the page has loaded (in an idle moment) or at the first
 * toast, whichever comes first, so its code is neither in the first load nor in the way of the page settling in
 * (lib/toast.ts).
 */
export function LazyToaster() {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => {
    const show = () => setIsMounted(true);
    const stopListening = onToasterWanted(show);
    let timer = 0;
    let idle = 0;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function")
        idle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      else show();
    };
    const afterLoad = () => (timer = window.setTimeout(whenIdle, AFTER_LOAD_MS));
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      stopListening();
      window.removeEventListener("load", afterLoad);
      window.clearTimeout(timer);
      if (idle && typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
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
