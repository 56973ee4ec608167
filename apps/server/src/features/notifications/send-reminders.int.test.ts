import { describe, expect, it } from "vitest";
import { chainAsset, chainStream } from "../../db/schema/index";
import { signInWithWallet, withTestApp, type TestApp } from "../../test/harness";
import { sendReminders } from "./send-reminders";

// The stream cliff reminder (the wallet deadline and weekly challenge reminders are tested with their features:
// winner-wallets and sagas). The chain indexer writes chain_stream; here the rows it would write are written directly.

let t: TestApp;
withTestApp((app) => (t = app), { VERIFY_POLL_MS: "0" });

const CONTRACT = "0x00000000000000000000000000000000000000c1";
const ASSET = "0x00000000000000000000000000000000000000a5";

describe("stream cliff reminders", () => {
  it("tells a stream's recipient once its cliff has passed, once, and not for a cancelled or future one", async () => {
    const { client, account } = await signInWithWallet(t);
    const now = Math.floor(Date.now() / 1000);
    const stream = (id: string, cliff: number, canceled = false) => ({
      chainId: 31337,
      contract: CONTRACT,
      streamId: id,
      sender: CONTRACT,
      recipient: account.address.toLowerCase(),
      asset: ASSET,
      depositAmount: 1_250_000_000_000_000_000_000n,
      startTime: now - 86_400,
      cliffTime: cliff,
      endTime: now + 365 * 86_400,
      cancelable: true,
      canceled,
      createdBlock: 1,
    });
    await t.database.db
      .insert(chainAsset)
      .values({ chainId: 31337, address: ASSET, name: "QuestHQ", symbol: "HQ", decimals: 18 })
      .onConflictDoNothing();
    await t.database.db
      .insert(chainStream)
      .values([stream("1", now - 3_600), stream("2", now + 3_600), stream("3", now - 3_600, true), stream("4", 0)]);

    await sendReminders(t.database.db);
    await sendReminders(t.database.db);
    const told = (await client.get("/api/v1/notifications")).json().data as { kind: string; body: string }[];
    expect(told.map((n) => [n.kind, n.body])).toEqual([
      ["stream_cliff_reached", "1,250 HQ unlocks from now on; claim it as it does."],
    ]);
  });
});
