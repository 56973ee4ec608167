import { describe, expect, it } from "vitest";
import type { RunningFakes } from "@questhq/fakes";
import { signInWithEmail, type TestApp } from "../../test/harness";
import { ProviderUnavailableError } from "../../providers/provider-errors";
import { control, linkTelegram, userIdOf, verifyContext, withFakesApp } from "../../test/social-kit";
import { telegramVerifiers } from "./index";
import { expectNeedsAccount, expectUnavailableOnFakeFailures } from "../verifier-test-kit";
import {
  TELEGRAM_BAD_LINK,
  TELEGRAM_CHAT_UNAVAILABLE,
  TELEGRAM_NEEDS_ACCOUNT,
  TELEGRAM_NOT_MEMBER,
  TELEGRAM_PRIVATE_INVITE,
  telegramTarget,
} from "./telegram-join";

let fakes: RunningFakes;
let t: TestApp;

withFakesApp(async (f, app) => {
  fakes = f;
  t = app;
  await control(fakes, "telegram", "chats", { title: "Quest Builders", username: "quest_builders" });
  await control(fakes, "telegram", "chats", { title: "Botless", username: "botless_group", bot_is_member: false });
});

const joinGroup = telegramVerifiers.telegram_join!;
const GROUP = { telegramGroupInviteUrl: "https://t.me/quest_builders" };

let n = 0;
async function linkedMember() {
  const tg = await control<{ id: number }>(fakes, "telegram", "users", {
    first_name: `Member${++n}`,
    username: `member_${n}`,
  });
  const c = await signInWithEmail(t, `tg-verify-${n}@example.com`);
  expect((await linkTelegram(c, tg.id)).statusCode).toBe(200);
  return { userId: await userIdOf(c), telegramId: tg.id };
}
const setStatus = (telegramId: number, status: string, is_member?: boolean) =>
  control(
    fakes,
    "telegram",
    `chats/@quest_builders/members/${telegramId}`,
    { status, ...(is_member === undefined ? {} : { is_member }) },
    "PUT",
  );

describe("telegram_join", () => {
  it("reads the chat from the invite link: public names become @name, private invites are recognised", () => {
    expect(telegramTarget("https://t.me/quest_builders")).toEqual({ kind: "public", chatId: "@quest_builders" });
    expect(telegramTarget("https://t.me/quest_builders/")).toEqual({ kind: "public", chatId: "@quest_builders" });
    expect(telegramTarget("https://t.me/+AbCdEf123")).toEqual({ kind: "private" });
    expect(telegramTarget("https://t.me/joinchat/AbCdEf123")).toEqual({ kind: "private" });
    expect(telegramTarget("https://example.com/quest")).toEqual({ kind: "invalid" });
    expect(telegramTarget(undefined)).toEqual({ kind: "invalid" });
  });

  it("needs a linked Telegram account", async () => {
    await expectNeedsAccount(t, "tg-unlinked@example.com", { provider: "telegram", message: TELEGRAM_NEEDS_ACCOUNT }, [
      (userId) => joinGroup(verifyContext(t, userId, "telegram_join", GROUP)),
    ]);
  });

  it("completes for members, admins, creator, restricted members; not for those who left or were removed", async () => {
    const { userId, telegramId } = await linkedMember();
    const verify = () => joinGroup(verifyContext(t, userId, "telegram_join", GROUP));
    expect(await verify()).toMatchObject({ status: "incomplete", message: TELEGRAM_NOT_MEMBER });
    for (const status of ["member", "administrator", "creator"]) {
      await setStatus(telegramId, status);
      expect(await verify(), status).toMatchObject({
        status: "completed",
        evidence: { chat: "@quest_builders", member_status: status },
      });
    }
    await setStatus(telegramId, "restricted", true);
    expect((await verify()).status).toBe("completed");
    await setStatus(telegramId, "restricted", false);
    expect(await verify()).toMatchObject({ status: "incomplete", message: TELEGRAM_NOT_MEMBER });
    for (const status of ["left", "kicked"]) {
      await setStatus(telegramId, status);
      expect(await verify(), status).toMatchObject({ status: "incomplete", message: TELEGRAM_NOT_MEMBER });
    }
  });

  it("explains private invite links, bad links and groups our bot cannot see", async () => {
    const { userId } = await linkedMember();
    const verify = (url: string) =>
      joinGroup(verifyContext(t, userId, "telegram_join", { telegramGroupInviteUrl: url }));
    expect(await verify("https://t.me/+AbCdEf123")).toEqual({ status: "incomplete", message: TELEGRAM_PRIVATE_INVITE });
    expect(await verify("https://t.me/joinchat/AbCdEf123")).toEqual({
      status: "incomplete",
      message: TELEGRAM_PRIVATE_INVITE,
    });
    expect(await verify("not a link")).toEqual({ status: "incomplete", message: TELEGRAM_BAD_LINK });
    expect(await verify("https://t.me/botless_group")).toEqual({
      status: "incomplete",
      message: TELEGRAM_CHAT_UNAVAILABLE,
    });
    expect(await verify("https://t.me/no_such_group")).toEqual({
      status: "incomplete",
      message: TELEGRAM_CHAT_UNAVAILABLE,
    });
  });

  it("reports flood limits (retry_after), outages, unreadable answers, refused bot tokens as unavailable", async () => {
    const { userId, telegramId } = await linkedMember();
    await setStatus(telegramId, "member");
    await expectUnavailableOnFakeFailures(
      t,
      fakes,
      "telegram",
      () => joinGroup(verifyContext(t, userId, "telegram_join", GROUP)),
      3000,
    );
    const wrongBot = { ...t.env, TELEGRAM_BOT_TOKEN: "123456:not-our-token" };
    const err = await joinGroup({ ...verifyContext(t, userId, "telegram_join", GROUP), env: wrongBot }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderUnavailableError);
    expect((err as ProviderUnavailableError).reason).toBe("down");
    expect((await joinGroup(verifyContext(t, userId, "telegram_join", GROUP))).status).toBe("completed");
  });
});
