import { useEffect, type RefObject } from "react";
import { getEntityCategory } from "@questhq/core";
import type { ArticleTopicView } from "./news-types";

const MARK_ATTR = "data-topic-mark";

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The words a topic is found by: its name, aliases and cashtags ($ETH). */
function termsOf(topic: ArticleTopicView): string[] {
  const terms = [topic.name, ...(topic.aliases ?? []), ...(topic.cashtags ?? [])];
  return [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))];
}

function unwrapMarks(root: HTMLElement) {
  for (const mark of Array.from(root.querySelectorAll(`mark[${MARK_ATTR}]`))) {
    mark.replaceWith(document.createTextNode(mark.textContent ?? ""));
  }
  root.normalize();
}

/**
 * Wraps the topics' occurrences in the rendered article with <mark>, working on the DOM's text
 * nodes (never on the HTML string, so markup and attributes cannot be broken). Word boundaries
 * and case folding follow the tagger; the longest term wins where terms overlap.
 */
export function useTopicHighlight(
  ref: RefObject<HTMLElement | null>,
  html: string,
  topics: ArticleTopicView[],
  opts: { enabled: boolean; firstOnly: boolean },
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ref's DOM shows html: mark it again when html changes
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    unwrapMarks(root);
    if (!opts.enabled || topics.length === 0) return;

    const byTerm = new Map<string, ArticleTopicView>();
    for (const topic of topics)
      for (const term of termsOf(topic)) if (!byTerm.has(term.toLowerCase())) byTerm.set(term.toLowerCase(), topic);
    const terms = [...byTerm.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    if (terms.length === 0) return;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${terms.join("|")})(?![\\p{L}\\p{N}_])`, "giu");

    const seen = new Set<string>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script,style,mark") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const nodes: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);

    for (const node of nodes) {
      const text = node.data;
      pattern.lastIndex = 0;
      const parts: (string | HTMLElement)[] = [];
      let last = 0;
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        const topic = byTerm.get(m[0].toLowerCase());
        if (!topic) continue;
        const key = String(topic.id);
        if (opts.firstOnly && seen.has(key)) continue;
        seen.add(key);
        const mark = document.createElement("mark");
        mark.setAttribute(MARK_ATTR, topic.slug);
        mark.title = topic.name;
        const color = getEntityCategory(topic.entity_type).color;
        mark.style.backgroundColor = `${color}33`;
        mark.style.color = "inherit";
        mark.style.borderBottom = `2px solid ${color}`;
        mark.style.borderRadius = "2px";
        mark.textContent = m[0];
        if (m.index > last) parts.push(text.slice(last, m.index));
        parts.push(mark);
        last = m.index + m[0].length;
      }
      if (parts.length === 0) continue;
      if (last < text.length) parts.push(text.slice(last));
      node.replaceWith(...parts);
    }
    return () => unwrapMarks(root);
  }, [ref, html, topics, opts.enabled, opts.firstOnly]);
}
