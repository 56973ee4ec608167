import { parseEventLogs, type Log } from "viem";
import { INDEXED_EVENTS_ABI } from "./events";

// Logs decoded against the indexed events; logs of other events (transfers, approvals, owner
// changes) are dropped here.
export function decodeLogs(logs: Log[]) {
  return parseEventLogs({ abi: INDEXED_EVENTS_ABI, logs, strict: true }).filter(
    (l): l is typeof l & { blockNumber: bigint; transactionHash: `0x${string}`; logIndex: number; blockHash: `0x${string}` } =>
      l.blockNumber !== null && l.transactionHash !== null && l.logIndex !== null && l.blockHash !== null,
  );
}

export type DecodedLog = ReturnType<typeof decodeLogs>[number];

/** Arguments as JSON (bigints as decimal strings) for the chain_event record. */
export function argsJson(args: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(args, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))) as Record<string, unknown>;
}
