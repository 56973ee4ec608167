// URL search parameters of the routes, validated without zod: the route tree is in every page's first load, and
// zod is not needed to show most pages. A value that does not fit is dropped rather than failing the page.
// The router has already JSON-parsed each value, so "?chain=1" arrives as the number 1.

type Field<T> = (value: unknown) => T | undefined;
type Parsed<S extends Record<string, Field<unknown>>> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> };

/** A string of at most `max` characters. */
export function text(max = Number.POSITIVE_INFINITY): Field<string> {
  return (value) => (typeof value === "string" && value.length <= max ? value : undefined);
}

/**
 * A string or a number, kept as it came: the router turns "?fromChain=1" into the number 1, and writes a numeric
 * string back quoted (?fromChain=%221%22), so a number must stay a number for the address to stay as typed.
 */
export function textOrNumber(): Field<string | number> {
  return (value) =>
    typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID (record ids in addresses, e.g. the wizard's draft). */
export function uuid(): Field<string> {
  return (value) => (typeof value === "string" && UUID.test(value) ? value : undefined);
}

/** One of `values`. */
export function oneOf<const T extends string>(values: readonly T[]): Field<T> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined);
}

/** An integer (from a number or a numeric string) within [min, max]. */
export function integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Field<number> {
  return (value) => {
    const n =
      typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
}

/** A route's `validateSearch`: every field parsed by its own rule, absent or unfit values left out. */
export function searchParams<S extends Record<string, Field<unknown>>>(
  shape: S,
): (search: Record<string, unknown>) => Parsed<S> {
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const value = shape[key]!(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as Parsed<S>;
  };
}
