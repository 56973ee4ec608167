import { BlockList, isIP } from "node:net";
import type { Env } from "../env";

// Which peers may name the client through X-Forwarded-For, and so pick the key of every rate limit.
// A list of addresses trusts exactly those peers. A hop count alone cannot tell our load balancer from a client that
// reaches the port directly and sends the header itself, so the first hop (the socket's peer, which no header can
// fake) must also be on a loopback or private network, where load balancers live and internet clients do not.

const privateNetworks = new BlockList();
privateNetworks.addSubnet("127.0.0.0", 8, "ipv4"); // loopback
privateNetworks.addSubnet("10.0.0.0", 8, "ipv4"); // RFC 1918
privateNetworks.addSubnet("172.16.0.0", 12, "ipv4");
privateNetworks.addSubnet("192.168.0.0", 16, "ipv4");
privateNetworks.addSubnet("169.254.0.0", 16, "ipv4"); // link-local
privateNetworks.addAddress("::1", "ipv6");
privateNetworks.addSubnet("fc00::", 7, "ipv6"); // unique local
privateNetworks.addSubnet("fe80::", 10, "ipv6"); // link-local

/** True for loopback, RFC 1918, link-local and IPv6 unique-local addresses (IPv4-mapped forms included). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return privateNetworks.check(address, family === 4 ? "ipv4" : "ipv6");
}

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify refuses a bare hop count (it would trust any client), so a count
 * becomes "trust the first N hops when the first is a private peer": request.ip is then the entry the N-th proxy
 * appended, whatever a client put in front of it; from a public peer it is the peer itself.
 */
export function trustProxyOption(setting: Env["TRUST_PROXY"]): TrustProxy {
  if (typeof setting !== "number") return setting;
  if (setting === 0) return false;
  // proxy-addr asks hop by hop, nearest first, and stops at the first untrusted one.
  return (address, hop) => hop < setting && (hop > 0 || isPrivateAddress(address));
}
