import { createHmac, hkdfSync } from "node:crypto";
import ipaddr from "ipaddr.js";

// The network a participant started from, as a number that only says "the same network as that other participant
// of this mission" (docs/product/analytics.md#signals-against-bots): many accounts of one mission on one home or
// office network is the commonest sign of one person farming a mission. The address is never stored: an HMAC over the
// mission and the network's prefix (IPv4 /24, IPv6 /64, the size one household or office gets), keyed from
// AUTH_SECRET. The mission is part of it, so one network cannot be followed from mission to mission.

export type NetworkHasher = (missionId: string, ip: string | undefined) => bigint | null;

const hashers = new Map<string, NetworkHasher>();

/** The participant's network hash for this mission, with the server's AUTH_SECRET. */
export function networkHashOf(authSecret: string, missionId: string, ip: string | undefined): bigint | null {
  let hasher = hashers.get(authSecret);
  if (!hasher) {
    hasher = createNetworkHasher(authSecret);
    hashers.set(authSecret, hasher);
  }
  return hasher(missionId, ip);
}

/** The address's network prefix as text ("203.0.113", "2001:db8:0:1"), or null for what is not an address. */
export function networkPrefix(ip: string | undefined): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  // process() turns an IPv4-mapped IPv6 address (::ffff:203.0.113.7) into the IPv4 address it carries.
  const address = ipaddr.process(ip);
  const bytes = address.toByteArray();
  if (address.kind() === "ipv4") return bytes.slice(0, 3).join(".");
  const groups: string[] = [];
  for (let i = 0; i < 8; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(":");
}

export function createNetworkHasher(authSecret: string): NetworkHasher {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "questhq-network-hash", "participant-network", 32));
  return (missionId, ip) => {
    const prefix = networkPrefix(ip);
    if (!prefix) return null;
    return createHmac("sha256", key).update(`${missionId}\n${prefix}`).digest().readBigInt64BE(0);
  };
}
