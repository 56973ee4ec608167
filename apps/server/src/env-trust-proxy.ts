import { isIP } from "node:net";
import { z } from "zod";

// TRUST_PROXY, the setting every rate limit's client address depends on, parsed apart from the other settings.

/** An IPv4/IPv6 address or CIDR, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split("/");
  const family = isIP(ip ?? "");
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** "false" | a hop count | "ip,cidr,…"; "true" (trust every client's header) is refused on purpose. */
export const trustProxySchema = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === "false" || value === "0" || value === "no") return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  if (value === "true" || value === "yes") {
    ctx.addIssue({
      code: "custom",
      message:
        "trusting every client's X-Forwarded-For lets anyone pick their IP; give the number of proxies in front of " +
        "the server (e.g. 1) or their IPs/CIDRs",
    });
    return z.NEVER;
  }
  const entries = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be false, a hop count (1-10) or comma-separated proxy IPs/CIDRs (not: ${bad.join(", ") || raw})`,
    });
    return z.NEVER;
  }
  return entries;
});
