import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api";

/**
 * Puts the server's per-field messages (error.fields) on the form's fields.
 * Returns true when at least one known field got a message, so callers can
 * decide whether a general error is still needed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let isApplied = false;
  for (const [field, messages] of Object.entries(error.fields)) {
    // Nested paths come as "links.website" or "links/website"; RHF uses dots.
    const path = field.replace(/\//g, ".") as Path<T>;
    if (knownFields.includes(path) && messages[0]) {
      setError(path, { type: "server", message: messages[0] });
      isApplied = true;
    }
  }
  return isApplied;
}
