import { hqMissionVestingAbi } from "@questhq/contracts/generated/HQMissionVesting";
import { MINT_MESSAGES } from "@questhq/core";
import { encodeFunctionData, isAddressEqual, type Address, type Hash, type Hex } from "viem";
import { getBlock, simulateContract, waitForTransactionReceipt, writeContract } from "wagmi/actions";
import { apiData } from "@/lib/api";
import { wagmiConfig } from "@/lib/wagmi";
import { ChainFlowError } from "@/features/wallet/index";
import { relayCall } from "@/features/gasless/index";

export type ClaimSignature = {
  kind: "claim";
  signature: Hex;
  wallet: Address;
  contract_address: Address;
  chain_id: number;
  allocation: string;
};

/**
 * Token claim (docs/product/rewards.md#token-claim): the server's Claim signature for the winner's primary wallet,
 * vesting(allocation, signature) paying the contract's fee (simulated first), the receipt, then POST
 * /missions/{id}/claim with the block's timestamp. With a `forwarder` the claim is relayed for a staker instead: the
 * wallet signs, the platform sends it, paying gas and fee.
 */
export async function claimTokens(
  missionId: string,
  account: Address,
  fee: bigint,
  onHash: (hash: Hash) => void,
  forwarder?: Address,
): Promise<Hash> {
  const path = `/api/v1/missions/${encodeURIComponent(missionId)}`;
  const signed = await apiData<ClaimSignature | { kind: "mint" }>(`${path}/signature?wallet=${account}`);
  if (signed.kind !== "claim") throw new ChainFlowError(MINT_MESSAGES.noOnchainReward);
  if (!isAddressEqual(signed.wallet, account)) throw new ChainFlowError(MINT_MESSAGES.walletMismatch);
  const args = [BigInt(signed.allocation), signed.signature] as const;
  const { hash, blockNumber } = forwarder
    ? await relayCall(
        {
          chainId: signed.chain_id,
          account,
          to: signed.contract_address,
          data: encodeFunctionData({ abi: hqMissionVestingAbi, functionName: "vesting", args }),
          value: fee,
          forwarder,
        },
        onHash,
      )
    : await sendClaim(signed, account, fee, onHash);
  const block = await getBlock(wagmiConfig, { chainId: signed.chain_id, blockNumber });
  await apiData(`${path}/claim`, {
    method: "POST",
    body: { claimed_block_timestamp: Number(block.timestamp), tx_hash: hash },
  });
  return hash;
}

/** vesting(allocation, signature) from the wallet, paying the fee: simulated, sent, awaited. */
async function sendClaim(signed: ClaimSignature, account: Address, fee: bigint, onHash: (hash: Hash) => void) {
  const { request } = await simulateContract(wagmiConfig, {
    chainId: signed.chain_id,
    account,
    address: signed.contract_address,
    abi: hqMissionVestingAbi,
    functionName: "vesting",
    args: [BigInt(signed.allocation), signed.signature],
    value: fee,
  });
  const hash = await writeContract(wagmiConfig, request);
  onHash(hash);
  const receipt = await waitForTransactionReceipt(wagmiConfig, { chainId: signed.chain_id, hash });
  if (receipt.status !== "success") throw new ChainFlowError("The claim transaction failed on chain.");
  return { hash, blockNumber: receipt.blockNumber };
}
