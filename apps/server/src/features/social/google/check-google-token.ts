import { AppError } from "@questhq/core";
import type { Db } from "../../../db/client";
import type { Env } from "../../../env";
import { fetchOwnChannelHandle } from "../../../providers/google/youtube-client";
import { ProviderAuthError, ProviderUnavailableError } from "../../../providers/provider-errors";
import { getLinkedAccount } from "../../accounts/index";
import { providerUnreachableMessage } from "../link-state";

// Whether the linked Google account's token still reaches YouTube (refreshed first when expired).

export async function checkGoogleToken(db: Db, env: Env, userId: string): Promise<{ access_token_valid: boolean }> {
  try {
    const linked = await getLinkedAccount(db, env, userId, "google");
    if (!linked?.accessToken) return { access_token_valid: false };
    await fetchOwnChannelHandle(env, linked.accessToken);
    return { access_token_valid: true };
  } catch (err) {
    if (err instanceof ProviderAuthError) return { access_token_valid: false };
    if (err instanceof ProviderUnavailableError)
      throw new AppError("bad_gateway", providerUnreachableMessage("google"));
    throw err;
  }
}
