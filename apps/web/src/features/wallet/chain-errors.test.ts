import { MINT_MESSAGES, REWARD_GUIDE_LINKS, WALLET_MESSAGES } from "@questhq/core";
import {
  BaseError,
  ChainDisconnectedError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  InternalRpcError,
  InvalidParamsRpcError,
  MethodNotSupportedRpcError,
  SwitchChainError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from "viem";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api";
import {
  NO_WALLET_MESSAGE,
  REQUEST_PENDING_MESSAGE,
  walletErrorMessage,
  NoWalletError,
  CONNECT_ERROR_MESSAGE,
} from "./wallet-errors";
import {
  CANCELLED_MESSAGE,
  contractErrorMessage,
  mintErrorText,
  needsAddChain,
  switchChainErrorMessage,
} from "./chain-errors";

// Errors built the way viem builds them when a wallet or node answers, so the mapping is tested against the real
// class hierarchy (walk(), shortMessage, nested causes) rather than look-alike objects.

const rpc = (code: number, message: string) => Object.assign(new Error(message), { code });
const sendFailed = (cause: BaseError) =>
  new TransactionExecutionError(cause, {
    account: { address: "0x0000000000000000000000000000000000000001", type: "json-rpc" },
  });

describe("the catalogue's mint errors", () => {
  it("turns an internal RPC revert or missing funds into the insufficient-funds sentence with its guide", () => {
    for (const error of [
      sendFailed(new InternalRpcError(rpc(-32603, "Internal JSON-RPC error."))),
      sendFailed(new InsufficientFundsError({ cause: new BaseError("insufficient funds for gas * price + value") })),
    ]) {
      expect(mintErrorText(error)).toEqual({
        message: MINT_MESSAGES.insufficientFunds,
        guide: REWARD_GUIDE_LINKS.insufficientFunds,
      });
    }
  });

  it("sends invalid RPC parameters and a wallet without wallet_sendTransaction to the troubleshooting guide", () => {
    const invalid = sendFailed(
      new InvalidParamsRpcError(rpc(-32602, "Invalid parameters were provided to the RPC method.")),
    );
    const unsupported = sendFailed(
      new MethodNotSupportedRpcError(rpc(-32004, "The method wallet_sendTransaction does not exist"), {
        method: "wallet_sendTransaction",
      }),
    );
    for (const error of [invalid, unsupported]) {
      expect(mintErrorText(error)).toEqual({
        message: MINT_MESSAGES.walletTroubleshooting,
        guide: REWARD_GUIDE_LINKS.walletTroubleshooting,
      });
    }
  });

  it("shows the server's wallet-mismatch refusal as it is, and anything unknown as Failed to mint", () => {
    expect(mintErrorText(new ApiError(400, "bad_request", MINT_MESSAGES.walletMismatch))).toEqual({
      message: MINT_MESSAGES.walletMismatch,
    });
    expect(mintErrorText(new ChainDisconnectedError(new Error("gone")))).toEqual({ message: MINT_MESSAGES.failed });
    expect(mintErrorText(new Error("boom"))).toEqual({ message: "Failed to mint. Please try again." });
    expect(mintErrorText(sendFailed(new UserRejectedRequestError(new Error("User rejected the request."))))).toEqual({
      message: CANCELLED_MESSAGE,
    });
  });
});

describe("the catalogue's wallet and chain errors", () => {
  it("adds the chain on 4902 and -32603, directly or nested as MetaMask nests them", () => {
    expect(needsAddChain(rpc(4902, "Unrecognized chain ID"))).toBe(true);
    expect(needsAddChain(rpc(-32603, "Internal error"))).toBe(true);
    expect(
      needsAddChain(Object.assign(new Error("wrapped"), { code: -32603, data: { originalError: { code: 4902 } } })),
    ).toBe(true);
    expect(needsAddChain(new SwitchChainError(rpc(4902, "Unrecognized chain ID")))).toBe(true);
    expect(needsAddChain(rpc(4001, "User rejected"))).toBe(false);
  });

  it("reads a failed switch as its details, or Error switching chain", () => {
    expect(switchChainErrorMessage(new SwitchChainError(rpc(4900, "Disconnected")))).toBe(
      "An error occurred when attempting to switch chain.",
    );
    expect(switchChainErrorMessage({})).toBe(WALLET_MESSAGES.switchFailed);
    expect(WALLET_MESSAGES.switchFailed).toBe("Error switching chain");
  });

  it("reads a failed contract call as its short reason, or Error Interacting with contract", () => {
    const reverted = new ContractFunctionExecutionError(
      new ContractFunctionRevertedError({ abi: [], functionName: "vesting", message: "Nothing to claim" }),
      { abi: [], functionName: "vesting" },
    );
    expect(contractErrorMessage(reverted)).toBe("Nothing to claim");
    expect(contractErrorMessage("not an error")).toBe("Error Interacting with contract");
  });

  it("keeps the connect messages verbatim", () => {
    expect(walletErrorMessage(new NoWalletError())).toBe(NO_WALLET_MESSAGE);
    expect(NO_WALLET_MESSAGE).toBe("MetaMask or another web3 wallet is not installed. Please install one to proceed.");
    expect(walletErrorMessage(rpc(-32002, "Request of type 'wallet_requestPermissions' already pending"))).toBe(
      REQUEST_PENDING_MESSAGE,
    );
    expect(REQUEST_PENDING_MESSAGE).toBe("Wallet request is active. Confirm in wallet before proceeding.");
    expect(walletErrorMessage(new Error("?"))).toBe(CONNECT_ERROR_MESSAGE);
    expect(CONNECT_ERROR_MESSAGE).toBe("Error connecting wallet.");
    expect(WALLET_MESSAGES.installMetaMask).toBe("Please install MetaMask.");
  });
});
