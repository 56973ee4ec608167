import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from "@questhq/core";
import { toast } from "sonner";
import { errorMessage } from "./api";

/** The app's toasts, with the durations of spec §8 (errors 6 s, success 4 s). */
export const notify = {
  success(message: string) {
    return toast.success(message, { duration: SUCCESS_TOAST_MS });
  },
  error(messageOrError: unknown) {
    const message = typeof messageOrError === "string" ? messageOrError : errorMessage(messageOrError);
    return toast.error(message, { duration: ERROR_TOAST_MS });
  },
  info(message: string) {
    return toast(message, { duration: SUCCESS_TOAST_MS });
  },
};
