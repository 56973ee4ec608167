import { z } from "zod";
import { emptyToUndefined } from "./providers/provider-config";

/** An optional URL of one of these schemes: a mysql:// DATABASE_URL is named at start, not tried as PostgreSQL. */
export const urlWithScheme = (schemes: string[], what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .url()
      // An unparseable value is reported by z.url() already (zod runs this check after a failed one too).
      .refine((url) => !URL.canParse(url) || schemes.includes(new URL(url).protocol.slice(0, -1)), {
        message: `must be ${what}: the scheme must be ${schemes.map((s) => `${s}://`).join(" or ")}`,
      })
      .optional(),
  );
