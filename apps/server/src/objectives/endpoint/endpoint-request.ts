import { and, eq, inArray, isNull } from "drizzle-orm";
import { socialAccount, user } from "../../db/schema/index";
import type { VerifyContext } from "../types";

// The body QuestHQ sends to an organization's verification endpoint (docs/product/objectives.md#verified-by-your-api):
// who is asking, with the accounts they linked, so the organizer's system can find them in its own records.

/** The linked accounts an endpoint is told about; any other is left out. */
export const ENDPOINT_HANDLES = ["twitter", "discord", "telegram", "steam"] as const;
type HandleProvider = (typeof ENDPOINT_HANDLES)[number];

export type EndpointHandle = { id: string; username: string | null };

export type EndpointRequestBody = {
  objective_id: string;
  mission_id: string;
  user: {
    id: string;
    wallets: string[];
    email_verified: boolean;
  } & Record<HandleProvider, EndpointHandle | null>;
};

/** Read straight from the links: a handle needs no token, so an expired one does not hide the account. */
async function handlesOf(ctx: VerifyContext): Promise<Record<HandleProvider, EndpointHandle | null>> {
  const rows = await ctx.db
    .select({
      provider: socialAccount.provider,
      providerUserId: socialAccount.providerUserId,
      username: socialAccount.username,
    })
    .from(socialAccount)
    .where(
      and(
        eq(socialAccount.userId, ctx.userId),
        inArray(socialAccount.provider, [...ENDPOINT_HANDLES]),
        isNull(socialAccount.unlinkedAt),
      ),
    );
  const handles = Object.fromEntries(ENDPOINT_HANDLES.map((p) => [p, null])) as Record<
    HandleProvider,
    EndpointHandle | null
  >;
  for (const r of rows) handles[r.provider as HandleProvider] = { id: r.providerUserId, username: r.username };
  return handles;
}

export async function endpointRequestBody(ctx: VerifyContext): Promise<EndpointRequestBody> {
  const [row] = await ctx.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, ctx.userId));
  const handles = await handlesOf(ctx);
  return {
    objective_id: ctx.objective.id,
    mission_id: ctx.mission.id,
    user: {
      id: ctx.userId,
      wallets: await ctx.wallets(),
      twitter: handles.twitter,
      discord: handles.discord,
      telegram: handles.telegram,
      steam: handles.steam,
      email_verified: row?.emailVerified ?? false,
    },
  };
}
