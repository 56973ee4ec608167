// The ledgers' public entry: every movement of credits or $HQ, and every balance read from them, goes through here.
export { awardCreditsOnce, type CreditMovement } from "./award-credits";
export {
  creditHq,
  debitHq,
  hasMovement,
  hqAvailable,
  hqUnits,
  HQ_DECIMALS,
  insufficientBalanceMessage,
} from "./hq-ledger";
export { getBalances } from "./get-balances";
