import { randomBytes, randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";

// Requests QuestHQ sends to an organization's own systems (webhook deliveries, custom verification endpoints) are
// signed by the Standard Webhooks scheme, so a receiver verifies them with that project's libraries instead of code
// we would have to document: HMAC-SHA256 over "<id>.<timestamp>.<body>", keyed by the secret's bytes.

const SECRET_PREFIX = "whsec_";

/** A new signing secret: "whsec_" + 32 random bytes in base64, the form every Standard Webhooks library reads. */
export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/** A message id: the same on every retry of one message, so a receiver can drop what it has already handled. */
export function newMessageId(): string {
  return `msg_${randomUUID().replaceAll("-", "")}`;
}

export type SignedHeaders = {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
};

/** The three headers of a signed request; `body` must be sent byte for byte as signed. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): SignedHeaders {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, at, body),
  };
}
