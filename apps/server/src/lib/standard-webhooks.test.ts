import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { newMessageId, newSigningSecret, signedHeaders } from "./standard-webhooks";

// The receiver's side is the library's own verify(): what we sign must pass it, and a changed byte must not.
describe("signedHeaders", () => {
  it("signs what a Standard Webhooks receiver verifies, and nothing else", () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: "ping", timestamp: new Date().toISOString(), data: {} });
    const headers = signedHeaders(secret, newMessageId(), new Date(), body);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
  });

  it("gives every message its own id", () => {
    const ids = new Set(Array.from({ length: 1000 }, newMessageId));
    expect(ids.size).toBe(1000);
  });
});
