// Topic mentions in a content item: the text is the title, a blank line, then the body with
// tags removed (block ends become new lines). Positions are JavaScript string offsets into it.

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

export function contentPlainText(title: string, bodyHtml: string): string {
  const body = bodyHtml
    .replace(/<\/(p|li|blockquote|ul)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\n{2,}/g, "\n")
    .trim();
  return `${title}\n\n${body}`;
}

/** The words a topic is recognised by: name, aliases and cashtags, without duplicates. */
export function topicTerms(t: { name: string; aliases?: string[]; cashtags?: string[] }): string[] {
  return [...new Set([t.name, ...(t.aliases ?? []), ...(t.cashtags ?? [])])];
}

const WORD = /[A-Za-z0-9_]/;

function isBoundaryMatch(text: string, at: number, term: string): boolean {
  if (!text.startsWith(term, at)) return false;
  const before = at > 0 ? text[at - 1]! : "";
  const after = text[at + term.length] ?? "";
  // "$" before a word makes it a cashtag, which is its own term.
  return !(before && (WORD.test(before) || before === "$")) && !(after && WORD.test(after));
}

export type Mention = { slug: string; mentionCount: number; firstPosition: number };

/**
 * Leftmost-longest scan (what an Aho-Corasick tagger does): "Ethereum Foundation" is one mention
 * of the foundation, not also one of Ethereum. Returns mentions ordered by first position.
 */
export function findMentions(text: string, topics: { slug: string; terms: string[] }[]): Mention[] {
  const terms = topics
    .flatMap((t) => t.terms.map((term) => ({ term, slug: t.slug })))
    .sort((a, b) => b.term.length - a.term.length);
  const found = new Map<string, Mention>();
  let i = 0;
  while (i < text.length) {
    const hit = terms.find((t) => isBoundaryMatch(text, i, t.term));
    if (!hit) {
      i += 1;
      continue;
    }
    const m = found.get(hit.slug);
    if (m) m.mentionCount += 1;
    else found.set(hit.slug, { slug: hit.slug, mentionCount: 1, firstPosition: i });
    i += hit.term.length;
  }
  return [...found.values()].sort((a, b) => a.firstPosition - b.firstPosition);
}
