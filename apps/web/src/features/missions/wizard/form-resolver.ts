import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "@/lib/api";

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
