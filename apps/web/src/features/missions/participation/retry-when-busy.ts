import { VERIFY_BUSY_RETRY_SECONDS } from "@questhq/core";
import { ApiError } from "@/lib/api";

/** Tries of a verification refused for load (429) before the user is told; the button keeps spinning meanwhile. */
export const BUSY_TRIES = 3;

/**
 * Sends a verification again after the server's Retry-After when it was refused because the server is at its
 * in-flight limit (a mission launch); any other failure, or the last refusal, goes to the caller.
 */
export async function callRetryingWhenBusy<T>(
  call: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 429) || attempt >= BUSY_TRIES) throw error;
      await wait(VERIFY_BUSY_RETRY_SECONDS * 1000);
    }
  }
}
