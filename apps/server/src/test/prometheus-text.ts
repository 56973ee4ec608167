// A small reader of Prometheus's text exposition format (prom-client writes it but cannot read it), so that tests
// assert series by name, labels and value rather than by substrings of the text.

export type Sample = { name: string; labels: Record<string, string>; value: number };

const UNESCAPE: Record<string, string> = { n: "\n", '"': '"', "\\": "\\" };

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const pattern = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/gy;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_all, c: string) => UNESCAPE[c] ?? c);
    if (pattern.lastIndex >= text.length) break;
  }
  return labels;
}

/** Every sample line of an exposition; comments (# HELP, # TYPE) are skipped. Throws on a line it cannot read. */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const raw = m[3]!;
    const value = raw === "+Inf" ? Number.POSITIVE_INFINITY : raw === "-Inf" ? Number.NEGATIVE_INFINITY : Number(raw);
    // Prometheus reads NaN in any case; prom-client writes "Nan".
    if (Number.isNaN(value) && raw.toLowerCase() !== "nan") throw new Error(`not a value: ${line}`);
    samples.push({ name: m[1]!, labels: m[2] ? parseLabels(m[2]) : {}, value });
  }
  return samples;
}

/** The samples of `name` whose labels include `labels`. */
export function samplesOf(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
export function sumOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samplesOf(samples, name, labels).reduce((sum, s) => sum + s.value, 0);
}
