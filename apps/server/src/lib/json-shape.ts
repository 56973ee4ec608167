// How deep and how big a JSON text is, read from the text itself before anything parses it. A body nested thousands
// of levels deep costs a few kilobytes to send but overflows the stack of any recursive walker behind the parser
// (our own text guard, schema validators, libraries); a body of hundreds of thousands of values makes every later
// walk slow. One pass over the characters, with no recursion and no allocation, bounds both.
//
// The limits sit far above any real body: our largest contract ABI sent as JSON is ~1,600 values and 6 levels, a
// JSON-RPC batch of 64 calls ~1,500 values, a mission form a few dozen, a Stripe event a few thousand (and the
// webhook keeps its raw bytes anyway: only Stripe can sign them).

export const BODY_MAX_DEPTH = 64;
export const BODY_MAX_VALUES = 20_000;

export type JsonShapeLimits = { maxDepth: number; maxValues: number };
const BODY_LIMITS: JsonShapeLimits = { maxDepth: BODY_MAX_DEPTH, maxValues: BODY_MAX_VALUES };

export const depthMessage = (maxDepth: number) =>
  `The request body is nested too deeply (more than ${maxDepth} levels).`;
export const valuesMessage = (maxValues: number) =>
  `The request body has too many values (more than ${maxValues.toLocaleString("en-US")}).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Where the string that opens at `open` (a quote) ends: the index of its closing quote, or -1 when it never does. */
function stringEnd(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at !== -1) {
    // A quote is escaped when an odd number of backslashes stands right before it.
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

/**
 * Why this JSON text is too deep or too big (the message to answer), or null. Values are counted as JSON has them:
 * each object, array, string, number, true, false and null, and each key. Brackets inside strings do not count.
 * Text that is not JSON is not judged here: the parser refuses it afterwards.
 */
export function jsonShapeProblem(text: string, limits: JsonShapeLimits = BODY_LIMITS): string | null {
  let depth = 0;
  let values = 0;
  // Inside a number or a literal (true, false, null): its characters are one value.
  let inToken = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    switch (c) {
      case QUOTE: {
        inToken = false;
        values++;
        const end = stringEnd(text, i);
        if (end === -1) i = text.length;
        else i = end;
        break;
      }
      case 0x5b: // [
      case 0x7b: // {
        inToken = false;
        values++;
        if (++depth > limits.maxDepth) return depthMessage(limits.maxDepth);
        break;
      case 0x5d: // ]
      case 0x7d: // }
        inToken = false;
        // Unbalanced closers are the parser's to refuse; they must not buy extra depth for the openers after them.
        if (depth > 0) depth--;
        break;
      case 0x2c: // ,
      case 0x3a: // :
      case 0x20:
      case 0x09:
      case 0x0a:
      case 0x0d:
        inToken = false;
        break;
      default:
        if (!inToken) {
          inToken = true;
          values++;
        }
    }
    if (values > limits.maxValues) return valuesMessage(limits.maxValues);
  }
  return null;
}

/**
 * The same judgement for a value that arrived already parsed (a multipart part sent as application/json, which
 * @fastify/multipart parses itself): walked with an explicit stack, stopping as soon as a limit is passed.
 */
export function valueShapeProblem(value: unknown, limits: JsonShapeLimits = BODY_LIMITS): string | null {
  let values = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, level] = stack.pop()!;
    values++;
    if (typeof item === "object" && item !== null) {
      if (level + 1 > limits.maxDepth) return depthMessage(limits.maxDepth);
      const children = Array.isArray(item) ? (item as unknown[]) : Object.values(item);
      // An object's keys are values too, as they are in the text.
      if (!Array.isArray(item)) values += children.length;
      if (values > limits.maxValues) return valuesMessage(limits.maxValues);
      for (const child of children) stack.push([child, level + 1]);
    }
    if (values > limits.maxValues) return valuesMessage(limits.maxValues);
  }
  return null;
}
