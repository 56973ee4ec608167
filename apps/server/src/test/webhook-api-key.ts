import type { ApiScope } from "@questhq/core";
import { apiKey } from "../db/schema/index";
import { newApiKey } from "../features/api-keys/api-key-secret";
import type { TestApp } from "./harness";

// An organization API key written straight into the database, for tests of routes that keys may call; the keys'
// own routes (creation, revocation) are tested in features/api-keys.

export async function insertApiKey(t: TestApp, organizationId: string, scopes: ApiScope[]): Promise<string> {
  const { key, prefix, hash } = newApiKey();
  await t.database.db.insert(apiKey).values({ organizationId, name: "test key", prefix, hash, scopes });
  return key;
}
