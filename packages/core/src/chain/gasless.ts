import { HQ_DECIMALS } from "../constants";
import { formatNumber } from "../en-format";

// Gasless transactions (docs/product/staking.md#gasless-transactions: deposits give gasless transactions): a staker's
// mint or claim is signed in the wallet as an EIP-712 ForwardRequest and sent by the platform's relayer through the
// ERC-2771 forwarder, which pays the gas. The rule is stated here once; the server enforces it, the mint and claim
// panels offer it, the guide says it.
//
// Why these numbers. The relayer pays real gas on whatever chain a reward lives on; a relayed mint or claim costs
// about 100,000 to 200,000 gas, a few cents on a rollup and a few dollars on Ethereum at busy times. 3 a day covers
// what a player does in a day (a mint and a claim or two) while capping what one account can cost the platform, and
// the day is the UTC day so everyone's budget renews at the same moment. The same 1,000 $HQ that gives the first extra
// free raffle entry makes one a staker here, so one threshold explains both perks. The gas limit a request may ask for
// is capped so a single request cannot be made expensive on purpose (a mint of the most tokens allowed fits within it).

/** $HQ staked from which a user's mints and claims can be relayed. */
export const GASLESS_MIN_STAKE_HQ = 1_000;
/** Relayed transactions per staker per UTC day. */
export const GASLESS_TRANSACTIONS_PER_DAY = 3;
/** The most gas one relayed request may ask the forwarder to pass on. */
export const GASLESS_MAX_GAS = 300_000;

const MIN_STAKE_UNITS = BigInt(GASLESS_MIN_STAKE_HQ) * 10n ** BigInt(HQ_DECIMALS);

/** Whether `stakedUnits` base units of staked $HQ make the user a staker for gasless transactions. */
export function isGaslessStaker(stakedUnits: bigint): boolean {
  return stakedUnits >= MIN_STAKE_UNITS;
}

/** The rule as people read it. */
export const GASLESS_RATE =
  `With ${formatNumber(GASLESS_MIN_STAKE_HQ)} $HQ staked, up to ${GASLESS_TRANSACTIONS_PER_DAY} mints and claims a ` +
  "day (UTC) without gas: the platform pays it.";

/** The start of the UTC day `now` falls in: budgets count relayed transactions from there. */
export function gaslessDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const minStake = formatNumber(GASLESS_MIN_STAKE_HQ);
export const GASLESS_MESSAGES = {
  notStaker: `Gasless transactions come with ${minStake} $HQ staked. Deposit $HQ, or send it from your wallet.`,
  noBudget:
    `You have used today's ${GASLESS_TRANSACTIONS_PER_DAY} gasless transactions. They renew at midnight UTC; until ` +
    "then, send it from your wallet.",
  unavailable: "Gasless transactions are not available on this chain. Send it from your wallet.",
  notYourWallet: "The request must be signed by one of your linked wallets.",
  notOurs: "Only a mint or a claim of a mission reward you have been signed for can be sent without gas.",
  pricedMint: "This mint has a price, paid to the organization: mint it from your wallet.",
  otherWallet: "A gasless mint sends the NFT to the wallet that signs the request.",
  wrongValue: "The request does not carry the contract's fee. Sign it again.",
  tooMuchGas: `A gasless transaction may use at most ${formatNumber(GASLESS_MAX_GAS)} gas.`,
  expired: "This request has expired. Sign it again.",
  rejected: (reason: string) => `The chain would refuse this transaction: ${reason}`,
  sendFailed: "The relayer could not send the transaction. Please try again in a moment.",
  inFlight: "This request is being sent. Wait a moment.",
} as const;

/** GET /relay: what the user may relay today, and where. */
export type GaslessStatus = {
  is_staker: boolean;
  per_day: number;
  used_today: number;
  remaining_today: number;
  min_stake_hq: number;
  max_gas: number;
  /** The forwarder requests are signed for (the same address on every chain). */
  forwarder: `0x${string}`;
  /** Chains the relayer serves: the server has an RPC for them and the forwarder is deployed there. */
  chain_ids: number[];
  /** When today's budget renews (the next midnight UTC). */
  renews_at: string;
};

/** POST /relay's answer. */
export type RelayResult = {
  tx_hash: `0x${string}`;
  chain_id: number;
  kind: "mint" | "claim";
  remaining_today: number;
};
