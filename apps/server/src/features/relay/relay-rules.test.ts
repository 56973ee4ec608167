import { describe, expect, it } from "vitest";
import { encodeErrorResult, encodeFunctionData, zeroAddress, type Hex } from "viem";
import { hqMissionNFTAbi } from "@questhq/contracts/generated/HQMissionNFT";
import { hqMissionVestingAbi } from "@questhq/contracts/generated/HQMissionVesting";
import { MINT_MESSAGES } from "@questhq/core";
import { decodeRelayCall, refusalOf, relayKey } from "./relay-rules";

const WALLET = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const SIG: Hex = `0x${"11".repeat(65)}`;
/** A mint's selector with its arguments cut off. */
const MINT_CUT = encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "mintNFTs", args: [1n, WALLET, SIG] }).slice(
  0,
  40,
) as Hex;

describe("what a relayed request may call", () => {
  it("reads a mint and a claim from their calldata", () => {
    const mint = encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "mintNFTs", args: [2n, WALLET, SIG] });
    expect(decodeRelayCall(mint)).toEqual({ kind: "mint", count: 2n, wallet: WALLET, permit: SIG });
    const claim = encodeFunctionData({ abi: hqMissionVestingAbi, functionName: "vesting", args: [5n, SIG] });
    expect(decodeRelayCall(claim)).toEqual({ kind: "claim", allocation: 5n, signature: SIG });
  });

  it("refuses every other call of the same contracts, and anything else", () => {
    const others: Hex[] = [
      encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "transferFrom", args: [WALLET, zeroAddress, 1n] }),
      encodeFunctionData({ abi: hqMissionNFTAbi, functionName: "setFee", args: [0n] }),
      encodeFunctionData({ abi: hqMissionVestingAbi, functionName: "organizationWithdraw" }),
      encodeFunctionData({ abi: hqMissionVestingAbi, functionName: "headquartersWithdraw" }),
      "0x",
      "0x12345678",
      MINT_CUT,
    ];
    for (const data of others) expect(decodeRelayCall(data), data).toBeNull();
  });

  it("keys a request by its signature, per chain", () => {
    expect(relayKey(1, SIG)).toBe(relayKey(1, SIG));
    expect(relayKey(1, SIG)).not.toBe(relayKey(2, SIG));
    expect(relayKey(1, SIG)).not.toBe(relayKey(1, `0x${"22".repeat(65)}`));
  });

  it("says the contracts' refusals in words, and anything else as the generic failure", () => {
    const errorName = "HQMissionNFT_WalletLimitExceeded";
    const limit = encodeErrorResult({ abi: hqMissionNFTAbi, errorName, args: [3n, 0n] });
    expect(refusalOf(limit)).toBe("This wallet has minted as many as it may.");
    const nothing = encodeErrorResult({ abi: hqMissionVestingAbi, errorName: "HQMissionVesting_NothingToClaim" });
    expect(refusalOf(nothing)).toBe("You have nothing to claim right now.");
    const fee = encodeErrorResult({ abi: hqMissionNFTAbi, errorName: "HQMissionNFT_WrongPayment", args: [1n, 0n] });
    expect(refusalOf(fee)).toBe(MINT_MESSAGES.failed);
    expect(refusalOf(undefined)).toBe(MINT_MESSAGES.failed);
    expect(refusalOf("0xdeadbeef")).toBe(MINT_MESSAGES.failed);
  });
});
