// Sign-In With Ethereum with a fresh key against a running server, as a wallet would: the bench's session cookies.
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";

/** A new account's session cookie; `ip` plays the client's address behind the proxy (X-Forwarded-For). */
export async function signIn(base: string, ip?: string): Promise<string> {
  const via: Record<string, string> = ip ? { "x-forwarded-for": ip } : {};
  const account = privateKeyToAccount(generatePrivateKey());
  const nonceRes = await fetch(`${base}/api/auth/siwe/nonce`, {
    method: "POST",
    headers: { "content-type": "application/json", ...via },
    body: "{}",
  });
  const { nonce } = (await nonceRes.json()) as { nonce: string };
  const u = new URL(base);
  const message = createSiweMessage({
    domain: u.host,
    uri: u.origin,
    address: account.address,
    chainId: 1,
    nonce,
    version: "1",
    issuedAt: new Date(),
  });
  const signature = await account.signMessage({ message });
  const res = await fetch(`${base}/api/auth/siwe/verify`, {
    method: "POST",
    headers: { "content-type": "application/json", ...via },
    body: JSON.stringify({ message, signature }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
