import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { fetchDiscordUser } from "../../../providers/discord/discord-client";
import { checkLinkedToken } from "../oauth-link";

// Whether the linked Discord account's token still works: it reads the Discord user.

export function checkDiscordToken(db: Db, env: Env, userId: string): Promise<{ access_token_valid: boolean }> {
  return checkLinkedToken(db, env, userId, "discord", (accessToken) => fetchDiscordUser(env, accessToken));
}
