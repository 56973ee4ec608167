import type { Verifier } from "../types";
import { baseUnits, describeAmount } from "./amount";
import { firstHolder, nativeBalance, tokenBalance } from "./balances";
import { CONTRACT_NOT_SET_UP_MESSAGE, HOLDING_MESSAGES, notEnoughHeldMessage } from "./messages";
import { objectiveChainId, publicClientFor, toAddress } from "./rpc";
import { NEEDS_WALLET, userWallets } from "./wallets";

/**
 * onchain_holding_crypto: one wallet holds at least crypto_amount base units of the token
 * (values.contract_address, ERC-20) or of the chain's native currency when there is no contract.
 * Wallets are not summed, so splitting one balance over several linked wallets cannot count twice.
 */
export const verifyHoldingCrypto: Verifier = async (ctx) => {
  const values = ctx.objective.values;
  const amount = baseUnits(values.crypto_amount);
  const token = values.contract_address === undefined ? null : toAddress(values.contract_address);
  if (amount === null || (values.contract_address !== undefined && !token)) {
    return { status: "incomplete", message: CONTRACT_NOT_SET_UP_MESSAGE };
  }
  const wallets = await userWallets(ctx);
  if (!wallets) return NEEDS_WALLET;
  const chainId = objectiveChainId(ctx);
  const client = publicClientFor(ctx, chainId);
  const holder = await firstHolder(wallets, amount, (wallet) =>
    token ? tokenBalance(client, token, wallet) : nativeBalance(client, wallet),
  );
  if (holder === "unsupported") return { status: "incomplete", message: HOLDING_MESSAGES.notTokenContract };
  if (holder === "none")
    return { status: "incomplete", message: notEnoughHeldMessage(describeAmount(values, amount, chainId)) };
  return {
    status: "completed",
    evidence: {
      chain_id: chainId,
      ...(token ? { token } : { native: true }),
      wallet: holder.wallet,
      balance: holder.balance.toString(),
    },
  };
};
