import { describe, expect, it } from "vitest";
import { parseArgument, parseValue, planOnchain } from "./onchain-call";

const swapAbi = JSON.stringify([
  {
    type: "function",
    name: "swapExactEtherForTokens",
    inputs: [],
    outputs: [{ name: "tokensOut", type: "uint256" }],
    stateMutability: "payable",
  },
  {
    type: "function",
    name: "transfer",
    inputs: [
      { name: "to", type: "address" },
      { name: "amount", type: "uint256" },
    ],
    outputs: [],
    stateMutability: "nonpayable",
  },
]);
const contract = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

describe("what an on-chain objective sends from the page", () => {
  it("builds a call of the objective's function from its ABI, payable or not", () => {
    const swap = planOnchain({
      template: "onchain_transact_function",
      values: {
        blockchain: 31337,
        contract_address: contract,
        abi: swapAbi,
        function_signature: "swapExactEtherForTokens()",
      },
    });
    expect(swap).toMatchObject({ kind: "call", chainId: 31337, to: contract, payable: true, inputs: [] });
    const transfer = planOnchain({
      template: "onchain_transact_function",
      values: { blockchain: 1, contract_address: contract, abi: swapAbi, function_name: "transfer" },
    });
    expect(transfer).toMatchObject({ kind: "call", payable: false });
    expect(transfer.kind === "call" && transfer.inputs.map((i) => i.type)).toEqual(["address", "uint256"]);
  });

  it("sends the native amount of a send objective, and says why when it cannot", () => {
    const send = planOnchain({
      template: "onchain_send_token",
      values: { blockchain: 31337, toAddress: contract, crypto_amount: "10000000000000000" },
    });
    expect(send).toMatchObject({ kind: "send", value: 10_000_000_000_000_000n, label: "0.01 ETH" });
    expect(
      planOnchain({
        template: "onchain_send_token",
        values: { blockchain: 31337, toAddress: "nope", crypto_amount: "1" },
      }).kind,
    ).toBe("none");
    expect(
      planOnchain({
        template: "onchain_transact_function",
        values: { blockchain: 31337, contract_address: contract, abi: "[", function_name: "x" },
      }).kind,
    ).toBe("none");
    expect(
      planOnchain({
        template: "onchain_transact_function",
        values: { blockchain: -1, contract_address: contract, abi: swapAbi, function_name: "transfer" },
      }).kind,
    ).toBe("none");
  });

  it("parses typed arguments and refuses bad ones with the field's name", () => {
    expect(parseArgument({ name: "amount", type: "uint256" }, " 42 ")).toBe(42n);
    expect(parseArgument({ name: "ok", type: "bool" }, "true")).toBe(true);
    expect(parseArgument({ name: "ids", type: "uint256[]" }, "[1,2]")).toEqual([1, 2]);
    expect(() => parseArgument({ name: "amount", type: "uint256" }, "-1")).toThrow("amount: must not be negative.");
    expect(() => parseArgument({ name: "to", type: "address" }, "0x12")).toThrow("to: enter a 0x address.");
    expect(parseValue("0.001")).toBe(1_000_000_000_000_000n);
    expect(parseValue("")).toBe(0n);
    expect(() => parseValue("1e3")).toThrow("Value: enter an amount like 0.001.");
  });
});
