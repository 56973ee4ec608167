// Stripe's request parameters and error bodies. Stripe reads form bodies and query strings in the bracket notation of
// `qs` (stripe-node writes it: line_items[0][price]=price_x&metadata[userId]=u1&expand[0]=data.product). qs is not
// installed in this workspace, so this is a small reader of that notation: nested objects, arrays from indexed keys
// or empty brackets, prototype-polluting keys dropped.

export type Param = string | Param[] | { [key: string]: Param };
export type Params = { [key: string]: Param };

/** A Stripe API error: the status code and the `error` object of the body. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: string;
      code?: string;
      message: string;
      param?: string;
      doc_url?: string;
      decline_code?: string;
    },
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, "-")}`;

export const invalid = (message: string, param?: string, code?: string): StripeError =>
  new StripeError(400, {
    type: "invalid_request_error",
    ...(code ? { code, doc_url: docUrl(code) } : {}),
    message,
    ...(param ? { param } : {}),
  });

export const missing = (param: string): StripeError =>
  invalid(`Missing required param: ${param}.`, param, "parameter_missing");

/** Unknown id: 404 for the object a URL names, 400 (status given) for an id passed as a parameter. */
export const noSuch = (noun: string, id: string, param = "id", status = 404): StripeError =>
  new StripeError(status, {
    type: "invalid_request_error",
    code: "resource_missing",
    doc_url: docUrl("resource_missing"),
    message: `No such ${noun}: '${id}'`,
    param,
  });

const emptyNotAllowed = (param: string): StripeError =>
  invalid(
    `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however ` +
      `'${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
    param,
    "parameter_invalid_empty",
  );

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);
const MAX_DEPTH = 8;
type Tree = { [key: string]: Tree | string };

function decode(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** "a[b][0]" → ["a", "b", "0"]; a key that is not bracket notation is one segment. */
function keyPath(key: string): string[] | null {
  const open = key.indexOf("[");
  if (open <= 0) return key === "" ? null : [key];
  const rest = key.slice(open);
  const segments = [...rest.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  if (segments.reduce((n, s) => n + s.length + 2, 0) !== rest.length) return [key];
  return segments.length > MAX_DEPTH ? null : [key.slice(0, open), ...segments];
}

function finish(tree: Tree): Param {
  const keys = Object.keys(tree);
  const values = keys.map((k) => {
    const v = tree[k]!;
    return typeof v === "string" ? v : finish(v);
  });
  // Indexed keys make an array in index order (gaps closed, like qs).
  if (keys.length > 0 && keys.every((k) => /^(0|[1-9]\d{0,3})$/.test(k))) {
    return keys
      .map((k, i) => [Number(k), values[i]!] as const)
      .sort((a, b) => a[0] - b[0])
      .map((e) => e[1]);
  }
  const out: Params = {};
  keys.forEach((k, i) => {
    out[k] = values[i]!;
  });
  return out;
}

/** Parses a form body or query string (without the "?"). */
export function parseParams(text: string): Params {
  const root: Tree = Object.create(null) as Tree;
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const path = keyPath(decode(eq < 0 ? pair : pair.slice(0, eq)));
    if (!path || path.some((k) => FORBIDDEN.has(k))) continue;
    const value = decode(eq < 0 ? "" : pair.slice(eq + 1));
    let node = root;
    for (const [i, segment] of path.entries()) {
      const key = segment === "" ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[key] = value;
        break;
      }
      const next = node[key];
      if (typeof next === "object") node = next;
      else node = node[key] = Object.create(null) as Tree;
    }
  }
  return finish(root) as Params;
}

/** The query string of a raw request URL, parsed. */
export const parseQuery = (url: string): Params => {
  const q = url.indexOf("?");
  return q < 0 ? {} : parseParams(url.slice(q + 1));
};

// Readers of one parameter; `name` is the parameter's full name for messages (e.g. line_items[0][price]).

export function str(p: Params, key: string, name = key): string | undefined {
  const v = p[key];
  if (v === undefined || typeof v === "string") return v;
  throw invalid(`Invalid string: ${JSON.stringify(v)}`, name);
}

/** A string that must be present and non-empty. */
export function required(p: Params, key: string, name = key): string {
  const v = str(p, key, name);
  if (v === undefined) throw missing(name);
  if (v === "") throw emptyNotAllowed(name);
  return v;
}

/** A string that cannot be unset: absent → undefined, "" → refused. */
export function nonEmpty(p: Params, key: string, name = key): string | undefined {
  const v = str(p, key, name);
  if (v === "") throw emptyNotAllowed(name);
  return v;
}

/** A nullable string: "" unsets it (null). */
export function nullable(p: Params, key: string, name = key): string | null | undefined {
  const v = str(p, key, name);
  return v === "" ? null : v;
}

export function int(p: Params, key: string, name = key): number | undefined {
  const v = str(p, key, name);
  if (v === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(v)) throw invalid(`Invalid integer: ${v}`, name, "parameter_invalid_integer");
  return Number(v);
}

export function bool(p: Params, key: string, name = key): boolean | undefined {
  const v = str(p, key, name);
  if (v === undefined) return undefined;
  if (v !== "true" && v !== "false") throw invalid(`Invalid boolean: ${v}`, name);
  return v === "true";
}

export function oneOf<T extends string>(p: Params, key: string, allowed: readonly T[], name = key): T | undefined {
  const v = nonEmpty(p, key, name);
  if (v === undefined) return undefined;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  const list =
    allowed.length > 1 ? `${allowed.slice(0, -1).join(", ")}, or ${allowed[allowed.length - 1]}` : allowed[0];
  throw invalid(`Invalid ${name}: must be one of ${list}`, name);
}

/** A nested hash (e.g. recurring, product_data); "" counts as absent. */
export function hash(p: Params, key: string, name = key): Params | undefined {
  const v = p[key];
  if (v === undefined || v === "") return undefined;
  if (typeof v === "object" && !Array.isArray(v)) return v;
  throw invalid(`Invalid hash`, name);
}

/** An array of hashes (line_items). */
export function hashes(p: Params, key: string, name = key): Params[] | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) throw invalid(`Invalid array`, name);
  return v.map((item, i) => {
    if (typeof item === "object" && !Array.isArray(item)) return item;
    throw invalid(`Invalid hash`, `${name}[${i}]`);
  });
}

/** An array of strings (expand, lookup_keys); a lone string counts as one. */
export function strings(p: Params, key: string, name = key): string[] | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  if (typeof v === "string") return v === "" ? [] : [v];
  if (Array.isArray(v) && v.every((s): s is string => typeof s === "string")) return v;
  throw invalid(`Invalid array`, name);
}

export type Metadata = Record<string, string>;

/** metadata[...] as Stripe applies it: "" clears all, a key set to "" is removed, others are set. */
export function applyMetadata(current: Metadata, p: Params, key = "metadata"): Metadata {
  const v = p[key];
  if (v === undefined) return current;
  if (v === "") return {};
  if (typeof v !== "object" || Array.isArray(v)) throw invalid("Invalid hash", key);
  const next = { ...current };
  for (const [k, value] of Object.entries(v)) {
    if (typeof value !== "string") throw invalid(`Invalid string: ${JSON.stringify(value)}`, `${key}[${k}]`);
    if (k.length > 40) {
      throw invalid(
        `Metadata keys can have up to 40 characters, but you passed in a key that is ${k.length} characters.`,
        `${key}[${k}]`,
      );
    }
    if (value.length > 500) {
      const message =
        "Metadata values can have up to 500 characters, " +
        `but you passed in a value that is ${value.length} characters.`;
      throw invalid(message, `${key}[${k}]`);
    }
    if (value === "") delete next[k];
    else next[k] = value;
  }
  if (Object.keys(next).length > 50) throw invalid("You can have up to 50 metadata keys.", key);
  return next;
}
