import { z } from "zod";
import type { Env } from "../../env";
import { providerUrls } from "../config";
import { parseShape, providerFetch } from "../http";
import { ProviderAuthError, ProviderUnavailableError } from "../provider-errors";
import { callWithin, type CallBudget } from "../budgets/provider-limits";
import { YOUTUBE_QUOTA, readYouTubeWindow } from "./youtube-limits";

// YouTube Data API v3 with the user's token: channels.list to turn a channel link into a
// channel id, subscriptions.list (mine + forChannelId) to see whether the user subscribes.
// YouTube reports quota and rate limits as 403 with a reason, not as 429.

// The day's quota is spent until its reset (the budget's window end); the short-term limits ask for a back-off,
// of which Google gives no figure: a few seconds, then the engine's own retries.
const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);
const RATE_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);
const RATE_BACKOFF_MS = 10_000;

const googleErrorShape = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

async function youtubeGet(
  env: Env,
  accessToken: string,
  resource: string,
  params: Record<string, string>,
  budget?: CallBudget,
): Promise<unknown> {
  const url = new URL(`${providerUrls(env).google.youtubeApiUrl}/${resource}`);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  let reasons: string[] = [];
  const res = await callWithin(budget, YOUTUBE_QUOTA, readYouTubeWindow, async () => {
    const answer = await providerFetch("google", url.toString(), {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    });
    if (answer.status === 200) return answer;
    reasons = googleErrorShape.safeParse(answer.body).data?.error.errors?.flatMap((e) => e.reason ?? []) ?? [];
    // Thrown inside the budgeted call, so a spent quota holds every process until the reset.
    if (answer.status === 403 && reasons.some((r) => QUOTA_REASONS.has(r)))
      throw new ProviderUnavailableError("google", "rate_limited", null, reasons.join(","));
    if (answer.status === 403 && reasons.some((r) => RATE_REASONS.has(r)))
      throw new ProviderUnavailableError("google", "rate_limited", RATE_BACKOFF_MS, reasons.join(","));
    return answer;
  });
  if (res.status === 200) return res.body;
  if (res.status === 403) throw new ProviderAuthError("google", reasons.join(",") || "forbidden");
  throw new ProviderUnavailableError("google", "malformed", null, `${resource} answered HTTP ${res.status}`);
}

export type ChannelRef =
  | { kind: "id"; id: string }
  | { kind: "handle"; handle: string }
  | { kind: "username"; username: string }
  | { kind: "custom"; name: string };

/** What a youtube.com channel link names (the forms the objective form accepts). */
export function parseChannelUrl(value: string): ChannelRef | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!/^(www\.|m\.)?youtube\.com$/.test(url.hostname)) return null;
  const [first, second] = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (first?.startsWith("@") && first.length > 1) return { kind: "handle", handle: first };
  if (first === "channel" && second && /^UC[A-Za-z0-9_-]{22}$/.test(second)) return { kind: "id", id: second };
  if (first === "user" && second) return { kind: "username", username: second };
  if (first === "c" && second) return { kind: "custom", name: second };
  return null;
}

const channelList = z.object({ items: z.array(z.object({ id: z.string() })).optional() });

/** The channel id behind a link, or null when YouTube knows no such channel. */
export async function resolveChannelId(
  env: Env,
  accessToken: string,
  ref: ChannelRef,
  budget?: CallBudget,
): Promise<string | null> {
  if (ref.kind === "id") return ref.id;
  // Legacy /c/ custom names have no lookup of their own; most of them became the @handle.
  const filter: Record<string, string> =
    ref.kind === "username"
      ? { forUsername: ref.username }
      : { forHandle: ref.kind === "handle" ? ref.handle : `@${ref.name}` };
  const body = await youtubeGet(env, accessToken, "channels", { part: "id", ...filter }, budget);
  return parseShape("google", channelList, body, "channel list").items?.[0]?.id ?? null;
}

const subscriptionList = z.object({
  kind: z.literal("youtube#subscriptionListResponse"),
  items: z
    .array(z.object({ snippet: z.object({ resourceId: z.object({ channelId: z.string() }) }).optional() }))
    .optional(),
});

export async function isSubscribed(
  env: Env,
  accessToken: string,
  channelId: string,
  budget?: CallBudget,
): Promise<boolean> {
  const query = { part: "snippet", mine: "true", forChannelId: channelId, maxResults: "1" };
  const body = await youtubeGet(env, accessToken, "subscriptions", query, budget);
  const items = parseShape("google", subscriptionList, body, "subscription list").items ?? [];
  return items.some((i) => i.snippet?.resourceId.channelId === channelId);
}

const mineChannel = z.object({
  items: z
    .array(
      z.object({ snippet: z.object({ customUrl: z.string().optional(), title: z.string().optional() }).optional() }),
    )
    .optional(),
});

/** The user's own channel handle (for the linked-account label); null when they have none. */
export async function fetchOwnChannelHandle(env: Env, accessToken: string): Promise<string | null> {
  const body = await youtubeGet(env, accessToken, "channels", { part: "snippet", mine: "true" });
  const snippet = parseShape("google", mineChannel, body, "own channel").items?.[0]?.snippet;
  return snippet?.customUrl ?? null;
}
