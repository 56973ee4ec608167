import type { SandboxActProvider } from "@questhq/core";
import type { SocialAccount } from "../db/schema/index";
import type { SandboxAccount, SandboxCall } from "./types";

/** Makes the linked account known to its fake again, under its id (the fake may have restarted since the link). */
export async function ensureSandboxAccount(
  call: SandboxCall,
  provider: SandboxActProvider,
  accountOf: SandboxAccount,
  me: SocialAccount,
): Promise<void> {
  const { path, body } = accountOf(me);
  await call(provider, "PUT", path, body);
}
