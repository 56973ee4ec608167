import { lazyWhenOpen } from "./lazy-when-open";

export type { DrawerProps } from "./drawer-panel";

/**
 * Side panel sliding from the right (drawer-panel.tsx). Its code, with the Radix dialog stack under it, loads the
 * first time a drawer opens, so pages that merely offer one do not carry it in their first load.
 */
export const Drawer = lazyWhenOpen(() => import("./drawer-panel").then((m) => m.DrawerPanel));
