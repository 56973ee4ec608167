import { AppError } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { fetchDiscordUser } from "../../../providers/discord/discord-client";
import { ProviderAuthError, ProviderUnavailableError } from "../../../providers/provider-errors";
import { getLinkedAccount } from "../../accounts/index";
import { providerUnreachableMessage } from "../link-state";

// Whether the linked Discord account's token still works (refreshed first when expired): the
// web app shows "connect" again when it does not.

export async function checkDiscordToken(db: Db, env: Env, userId: string): Promise<{ access_token_valid: boolean }> {
  try {
    const linked = await getLinkedAccount(db, env, userId, "discord");
    if (!linked?.accessToken) return { access_token_valid: false };
    await fetchDiscordUser(env, linked.accessToken);
    return { access_token_valid: true };
  } catch (err) {
    if (err instanceof ProviderAuthError) return { access_token_valid: false };
    if (err instanceof ProviderUnavailableError)
      throw new AppError("bad_gateway", providerUnreachableMessage("discord"));
    throw err;
  }
}
