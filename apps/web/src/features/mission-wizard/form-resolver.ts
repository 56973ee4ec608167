import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from "react-hook-form";
import type { z } from "zod";
import { ApiError, errorMessage } from "@/lib/api";
import { notify } from "@/lib/toast";

/** Field name → first message. */
export type MessageMap = Record<string, string>;

/** The first message per field of a zod result, keyed by the dotted path. */
export function firstIssueMessages(issues: readonly z.core.$ZodIssue[]): MessageMap {
  const out: MessageMap = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "root";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * A react-hook-form resolver from a check that returns messages per field. The wizard's forms
 * keep their raw input as values (what the inputs hold) and convert on submit, so the check
 * runs core's schemas on a converted copy and only the messages come back.
 */
export function messagesResolver<T extends FieldValues>(check: (values: T) => MessageMap): Resolver<T> {
  return (values) => {
    const messages = check(values);
    const keys = Object.keys(messages);
    if (keys.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const key of keys) errors[key] = { type: "validate", message: messages[key]! };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * Server field errors (ApiError.fields) as a flat map. `prefix` strips a path prefix
 * ("values." for objective values); keys the form does not know are returned in `rest`.
 */
export function serverFieldMessages(
  error: unknown,
  known: readonly string[],
  prefix = "",
): { fields: MessageMap; rest: string[] } {
  const fields: MessageMap = {};
  const rest: string[] = [];
  if (!(error instanceof ApiError) || !error.fields) return { fields, rest };
  for (const [rawKey, messages] of Object.entries(error.fields)) {
    const first = messages[0];
    if (!first) continue;
    const key = rawKey.replace(/\//g, ".");
    const name = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
    if (known.includes(name)) fields[name] ??= first;
    else rest.push(...messages);
  }
  return { fields, rest };
}

/**
 * A failed save of a form with a file: field messages go to their fields (the file's to
 * `setFileError`), anything else becomes the form's message, and the error is toasted.
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  form: {
    fields: readonly string[];
    fileFields: readonly string[];
    setError: UseFormSetError<T>;
    setFileError: (message: string) => void;
    setFormError: (message: string | null) => void;
  },
): void {
  const { fields, rest } = serverFieldMessages(error, [...form.fields, ...form.fileFields]);
  for (const [name, message] of Object.entries(fields)) {
    if (form.fileFields.includes(name)) form.setFileError(message);
    else form.setError(name as Path<T>, { type: "server", message });
  }
  const general = Object.keys(fields).length === 0 ? errorMessage(error) : (rest[0] ?? null);
  form.setFormError(general);
  notify.error(general ?? errorMessage(error));
}
