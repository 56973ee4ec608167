import { formatNumber } from "./en-format";

/**
 * "1 winner", "2 winners", "1,000 entries": a count with its noun in the right number, so no message a person
 * reads says "1 winners". The plural defaults to the noun + "s"; pass it for irregular nouns ("entry", "entries").
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
