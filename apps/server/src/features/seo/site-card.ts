import { CLIENT_ROUTES } from "@questhq/core";
import { cardHash, CARD_HEIGHT, CARD_WIDTH, type CardContent } from "./og-card";
import { absoluteUrl, type PageImage } from "./page-head";

// The card of pages that have no picture of their own (static pages, topics, articles and
// organizations without an image).

export const SITE_CARD: CardContent = {
  eyebrow: "Missions · Atlas · Rewards",
  title: CLIENT_ROUTES["/"].description,
  highlight: "",
  footer: "",
};

export function siteCardImage(publicUrl: string): PageImage {
  return {
    url: absoluteUrl(`/api/v1/og/site.png?v=${cardHash(SITE_CARD)}`, publicUrl) as string,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: SITE_CARD.title,
  };
}
