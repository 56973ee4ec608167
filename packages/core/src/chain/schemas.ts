import { z } from "zod";
import { STAKING_MESSAGES } from "./messages";

/**
 * A $HQ amount as typed by the user ("12.5") or sent as a JSON number. Kept as a decimal string
 * so 18 decimals survive; the server converts it to base units with viem's parseUnits.
 */
export const hqAmountSchema = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === "number" ? (Number.isFinite(v) ? v.toString() : "") : v.trim()))
  .refine((s) => /^\d+(\.\d+)?$/.test(s) && /[1-9]/.test(s), STAKING_MESSAGES.amountNotPositive)
  .refine((s) => (s.split(".")[1]?.length ?? 0) <= 18, STAKING_MESSAGES.amountTooPrecise);

export const stakeRequestSchema = z.object({ amount: hqAmountSchema });
export type StakeRequest = z.input<typeof stakeRequestSchema>;

/**
 * Signed stake response (docs/product/staking.md#deposits-and-withdrawals): signature and validUntilBlock, plus what
 * was signed.
 */
export type SignedStakeResponse = {
  signature: `0x${string}`;
  validUntilBlock: number;
  nonce: string;
  /** Base units (18 decimals) as a decimal string. */
  amount: string;
  wallet: `0x${string}`;
  contract: `0x${string}`;
  chain_id: number;
};

export const claimRequestSchema = z.object({
  claimed_block_timestamp: z.coerce.number().int().min(1_000_000_000).max(10_000_000_000),
  tx_hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/)
    .optional(),
});

/** Saga rewards (docs/product/streams.md#saga-rewards), amounts in base units as decimal strings. */
export type SagaRewards = {
  streamedAmount: string;
  vaultAmount: string;
  totalRewards: string;
  claimedAmount: string;
  claimableVault: string;
  claimableStream: string;
  status: StreamStatus;
  vestingEnds: number;
};

/** Pending_Cancelled: a vault withdrawal is on chain but not yet confirmed. */
export const STREAM_STATUSES = ["Scheduled", "Streaming", "Pending_Cancelled", "Cancelled", "Completed"] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

// POST /relay (gasless mints and claims; the rule is in gasless.ts, kept free of zod for the first screens).
const hex = (what: string) => z.string().regex(/^0x[0-9a-fA-F]*$/, `${what} must be 0x-prefixed hex.`);
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Must be an address (0x and 40 hex digits).");
const wholeNumber = z.string().regex(/^\d{1,78}$/, "Must be a whole number, as a decimal string.");

/** POST /relay: the chain and OpenZeppelin's ForwardRequestData as the wallet signed it (no nonce: the forwarder's). */
export const relayRequestSchema = z.object({
  chain_id: z.number().int().min(1),
  request: z.object({
    from: address,
    to: address,
    value: wholeNumber,
    gas: wholeNumber,
    deadline: z
      .number()
      .int()
      .min(0)
      .max(2 ** 48 - 1),
    data: hex("data").max(20_000),
    signature: hex("signature").max(1_000),
  }),
});
export type RelayRequest = z.output<typeof relayRequestSchema>;
