import { lazyWhenOpen } from "./lazy-when-open";

export type { ModalProps } from "./modal-panel";

/**
 * Centred dialog (modal-panel.tsx). Its code, with the Radix dialog stack under it, loads the first time a modal
 * opens, so pages that merely offer one do not carry it in their first load.
 */
export const Modal = lazyWhenOpen(() => import("./modal-panel").then((m) => m.ModalPanel));
