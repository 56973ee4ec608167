import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { fetchOwnChannelHandle } from "../../../providers/google/youtube-client";
import { checkLinkedToken } from "../oauth-link";

// Whether the linked Google account's token still reaches YouTube.

export function checkGoogleToken(db: Db, env: Env, userId: string): Promise<{ access_token_valid: boolean }> {
  return checkLinkedToken(db, env, userId, "google", (accessToken) => fetchOwnChannelHandle(env, accessToken));
}
