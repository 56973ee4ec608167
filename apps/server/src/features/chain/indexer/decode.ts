import { isAddressEqual, parseEventLogs, type Address, type Log } from "viem";
import { INDEXED_EVENTS_ABI, MEMBERSHIP_TRANSFER_ABI } from "./events";

// Logs decoded against the indexed events; logs of other events (transfers, approvals, owner
// changes) are dropped here.
export function decodeLogs(logs: Log[]) {
  return parseEventLogs({ abi: INDEXED_EVENTS_ABI, logs, strict: true }).filter(
    (
      l,
    ): l is typeof l & {
      blockNumber: bigint;
      transactionHash: `0x${string}`;
      logIndex: number;
      blockHash: `0x${string}`;
    } => l.blockNumber !== null && l.transactionHash !== null && l.logIndex !== null && l.blockHash !== null,
  );
}

export type DecodedLog = ReturnType<typeof decodeLogs>[number];

/** Arguments as JSON (bigints as decimal strings) for the chain_event record. */
export function argsJson(args: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(args, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))) as Record<
    string,
    unknown
  >;
}

/** The membership contract's transfers among `logs` (none when the deployment has no such contract). */
export function decodeMembershipTransfers(logs: Log[], membership: Address | undefined) {
  if (!membership) return [];
  const own = logs.filter((l) => isAddressEqual(l.address, membership));
  return parseEventLogs({ abi: MEMBERSHIP_TRANSFER_ABI, logs: own, strict: true }).filter(
    (l): l is typeof l & { blockNumber: bigint; logIndex: number } => l.blockNumber !== null && l.logIndex !== null,
  );
}

export type MembershipTransfer = ReturnType<typeof decodeMembershipTransfers>[number];
