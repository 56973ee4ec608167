// Where a view came from, as a mission's organizer sees it in its sources: the referring site's host when it is
// another site, and the link's utm_source and utm_campaign. The rest of the referrer (its path and query: a search, a
// private channel's id) and every other parameter are not kept.

/** Longest value kept; longer ones are cut (a tag, not a document). */
export const SOURCE_MAX_LENGTH = 100;

export type ViewSource = { referrerHost: string | null; utmSource: string | null; utmCampaign: string | null };

const clip = (value: string | null) => {
  const trimmed = value?.trim().toLowerCase() ?? "";
  return trimmed === "" ? null : trimmed.slice(0, SOURCE_MAX_LENGTH);
};

/**
 * The source of a view of `pageUrl` (a path with its query, as the visitor asked for it) reached from `referrer`.
 * A referrer on `ownHost` (a page of this site) or one that is not an http(s) URL counts as none.
 */
export function viewSource(pageUrl: string, referrer: string | undefined, ownHost: string): ViewSource {
  const queryAt = pageUrl.indexOf("?");
  const query = new URLSearchParams(queryAt < 0 ? "" : pageUrl.slice(queryAt + 1));
  let referrerHost: string | null = null;
  if (referrer && URL.canParse(referrer)) {
    const url = new URL(referrer);
    const isWeb = url.protocol === "http:" || url.protocol === "https:";
    if (isWeb && url.host.toLowerCase() !== ownHost.toLowerCase())
      referrerHost = clip(url.hostname.replace(/^www\./i, ""));
  }
  return { referrerHost, utmSource: clip(query.get("utm_source")), utmCampaign: clip(query.get("utm_campaign")) };
}
