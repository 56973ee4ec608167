import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog or drawer whose code loads the first time it opens, so the Radix dialog stack stays out of the
 * first page load. Once opened it stays mounted, which keeps its closing animation and focus return intact.
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: callers call it once at module scope, never in a render
  function LazyWhenOpen(props: P) {
    const [hasOpened, setHasOpened] = useState(props.open);
    if (props.open && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWhenOpen;
}
