import { erc20Abi, parseEventLogs } from "viem";
import type { Verifier } from "../types";
import { baseUnits, describeAmount } from "./amount";
import { SEND_MESSAGES, sentTooLittleMessage } from "./messages";
import { objectiveChainId, toAddress } from "./rpc";
import { loadUserTransaction } from "./transaction";

// onchain_send_token: one transaction from the user's wallet, after the mission started, sent at
// least crypto_amount base units to toAddress. Without a token contract that is the chain's
// native currency (the transaction's value); with values.contract_address it is an ERC-20
// Transfer log of that token from the sender to the recipient (so transfers through a router or
// a multicall count too). One transfer must carry the whole amount: several small ones do not add up.

export const verifySendToken: Verifier = async (ctx) => {
  const values = ctx.objective.values;
  const chainId = objectiveChainId(ctx);
  const recipient = toAddress(values.toAddress);
  const amount = baseUnits(values.crypto_amount ?? "0");
  const token = values.contract_address === undefined ? null : toAddress(values.contract_address);
  if (!recipient || amount === null || (values.contract_address !== undefined && !token)) {
    return { status: "incomplete", message: SEND_MESSAGES.notSetUp };
  }

  const tooLittle = sentTooLittleMessage(describeAmount(values, amount, chainId));
  const loaded = await loadUserTransaction(ctx, chainId, (tx) => {
    if (token) return null;
    if (tx.to?.toLowerCase() !== recipient) return SEND_MESSAGES.wrongRecipient;
    return tx.value < amount ? tooLittle : null;
  });
  if (!loaded.ok) return loaded.outcome;
  const { tx, receipt, evidence } = loaded.value;
  if (!token) return { status: "completed", evidence: { ...evidence, to: recipient, value: tx.value.toString() } };

  const sender = tx.from.toLowerCase();
  const transfers = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs, strict: true }).filter(
    (log) =>
      log.address.toLowerCase() === token &&
      log.args.from.toLowerCase() === sender &&
      log.args.to.toLowerCase() === recipient,
  );
  if (transfers.length === 0) return { status: "incomplete", message: SEND_MESSAGES.noTokenTransfer };
  const best = transfers.reduce((a, b) => (b.args.value > a.args.value ? b : a));
  if (best.args.value < amount) return { status: "incomplete", message: tooLittle };
  return {
    status: "completed",
    evidence: { ...evidence, token, to: recipient, value: best.args.value.toString(), log_index: best.logIndex },
  };
};
