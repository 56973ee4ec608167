import { CLIENT_ROUTES } from "@questhq/core";
import { cardHash, CARD_HEIGHT, CARD_WIDTH, type CardContent } from "./og-card";
import { absoluteUrl, type PageImage } from "./page-head";

// Generated cards as page images: the site's own (pages with no record) and the cards of missions,
// topics and organizations, each at /api/v1/og/... with the card's hash as ?v= so an edit changes the URL.

export const SITE_CARD: CardContent = {
  eyebrow: "Missions · Atlas · Rewards",
  title: CLIENT_ROUTES["/"].description,
  highlight: "",
  footer: "",
};

export const CARD_KINDS = ["missions", "topics", "organizations"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export function cardImage(path: string, card: CardContent, publicUrl: string, alt: string): PageImage {
  return {
    url: absoluteUrl(`${path}?v=${cardHash(card)}`, publicUrl) as string,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt,
  };
}

/** The card of one record, named by its id (missions) or slug (topics, organizations). */
export function recordCardImage(kind: CardKind, key: string, card: CardContent, publicUrl: string): PageImage {
  return cardImage(`/api/v1/og/${kind}/${encodeURIComponent(key)}.png`, card, publicUrl, card.title);
}

export function siteCardImage(publicUrl: string): PageImage {
  return cardImage("/api/v1/og/site.png", SITE_CARD, publicUrl, SITE_CARD.title);
}
