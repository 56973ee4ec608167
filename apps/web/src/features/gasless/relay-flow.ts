import { hqForwarderAbi } from "@questhq/contracts/generated/HQForwarder";
import { forwarderDomain, forwardRequestTypes } from "@questhq/contracts/typed-data";
import { GASLESS_MAX_GAS, type RelayResult } from "@questhq/core";
import type { Address, Hash, Hex } from "viem";
import { readContract, signTypedData, waitForTransactionReceipt } from "wagmi/actions";
import { apiData } from "@/lib/api";
import { wagmiConfig } from "@/lib/wagmi";
import { ChainFlowError } from "@/features/wallet/index";

/** A signed request stays usable this long: enough to be sent, too short to be kept and replayed later. */
const REQUEST_LIFETIME_SECONDS = 15 * 60;

export type RelayedCall = {
  chainId: number;
  account: Address;
  to: Address;
  data: Hex;
  /** The contract's fee, which the relayer pays (never a price). */
  value: bigint;
  forwarder: Address;
};

/**
 * A gasless transaction: the wallet signs an EIP-712 ForwardRequest at the forwarder's current nonce (a signature,
 * not a transaction, so it costs nothing), the server checks and sends it from the platform's relayer, and the
 * receipt is awaited like any other. `onHash` fires when the server answers the hash.
 */
export async function relayCall(call: RelayedCall, onHash: (hash: Hash) => void) {
  const { chainId, account, to, data, value, forwarder } = call;
  const nonce = await readContract(wagmiConfig, {
    chainId,
    address: forwarder,
    abi: hqForwarderAbi,
    functionName: "nonces",
    args: [account],
  });
  const deadline = Math.floor(Date.now() / 1000) + REQUEST_LIFETIME_SECONDS;
  const gas = BigInt(GASLESS_MAX_GAS);
  const signature = await signTypedData(wagmiConfig, {
    account,
    domain: forwarderDomain(chainId, forwarder),
    types: forwardRequestTypes,
    primaryType: "ForwardRequest",
    message: { from: account, to, value, gas, nonce, deadline, data },
  });
  const request = { from: account, to, value: value.toString(), gas: gas.toString(), deadline, data, signature };
  const relayed = await apiData<RelayResult>("/api/v1/relay", { method: "POST", body: { chain_id: chainId, request } });
  onHash(relayed.tx_hash);
  const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId, hash: relayed.tx_hash });
  if (receipt.status !== "success") throw new ChainFlowError("The transaction failed on chain.");
  return { hash: relayed.tx_hash, blockNumber: receipt.blockNumber };
}
