import { describe, expect, it } from "vitest";
import { EMAIL_SIGN_IN_OFF_NOTICE, signInMethods } from "./sign-in-methods";

describe("the ways in the sign-in page offers", () => {
  it("offers the email code and the wallet when the server mails codes", () => {
    expect(signInMethods({ emailSignIn: true, hasDevMailbox: false, isDevelopment: false })).toEqual({
      hasEmail: true,
      intro: "Use a one-time code sent to your email, or your web3 wallet.",
      notice: null,
      hasDevMailboxHint: false,
    });
    // In development the codes land in the dev mailbox, and the page says where.
    expect(signInMethods({ emailSignIn: true, hasDevMailbox: true, isDevelopment: true }).hasDevMailboxHint).toBe(true);
  });

  it("offers the wallet alone, and says so plainly, when the server has email sign-in off", () => {
    const methods = signInMethods({ emailSignIn: false, hasDevMailbox: true, isDevelopment: true });
    expect(methods).toEqual({
      hasEmail: false,
      intro: "Use your web3 wallet.",
      notice: EMAIL_SIGN_IN_OFF_NOTICE,
      hasDevMailboxHint: false,
    });
  });

  it("shows the email form while the settings load and for a server that does not say", () => {
    expect(signInMethods(undefined)).toMatchObject({ hasEmail: true, notice: null, hasDevMailboxHint: false });
    const unsaid = signInMethods({ hasDevMailbox: false, isDevelopment: false });
    expect(unsaid).toMatchObject({ hasEmail: true, notice: null });
  });
});
