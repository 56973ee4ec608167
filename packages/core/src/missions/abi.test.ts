import { erc20Abi } from "viem";
import { describe, expect, it } from "vitest";
import { INVALID_ABI_MESSAGE, listAbiFunctions, parseAbiJson } from "./abi";
import { ERC20_ABI_JSON } from "./test-fixtures";

const invalid = { success: false, message: "Invalid ABI" };

function abiOf(value: unknown) {
  const result = parseAbiJson(value);
  if (!result.success) throw new Error("expected a valid ABI");
  return result.abi;
}

describe("parseAbiJson", () => {
  it("accepts an ERC-20 ABI as JSON text or as an array", () => {
    expect(INVALID_ABI_MESSAGE).toBe("Invalid ABI");
    expect(abiOf(ERC20_ABI_JSON)).toHaveLength(5);
    expect(abiOf(JSON.stringify(erc20Abi))).toHaveLength(erc20Abi.length);
    expect(abiOf([...erc20Abi])).toHaveLength(erc20Abi.length);
  });

  it("accepts constructors, errors, fallback, receive, tuples and arrays", () => {
    const abi = abiOf([
      { type: "constructor", stateMutability: "nonpayable", inputs: [{ name: "owner", type: "address" }] },
      { type: "error", name: "NotOwner", inputs: [] },
      { type: "fallback", stateMutability: "payable" },
      { type: "receive", stateMutability: "payable" },
      {
        type: "function",
        name: "mint",
        stateMutability: "payable",
        inputs: [
          {
            name: "order",
            type: "tuple",
            internalType: "struct Order",
            components: [
              { name: "id", type: "uint256" },
              { name: "to", type: "address[]" },
            ],
          },
          { name: "proof", type: "bytes32[]" },
        ],
        outputs: [],
      },
    ]);
    expect(abi).toHaveLength(5);
  });

  it.each([
    ["non-array JSON", '{"abi": []}'],
    ["garbage text", "not an abi"],
    ["an empty array", "[]"],
    ["a number", 42],
    ["null", null],
    ["an array with a bogus entry", JSON.stringify([...erc20Abi, { foo: "bar" }])],
    ["an unknown item type", JSON.stringify([{ type: "modifier", name: "onlyOwner", inputs: [] }])],
    [
      "an unknown solidity type",
      JSON.stringify([{ type: "function", name: "f", inputs: [{ name: "a", type: "uint7" }], outputs: [] }]),
    ],
    ["a function without a name", JSON.stringify([{ type: "function", inputs: [], outputs: [] }])],
    ["a function without inputs", JSON.stringify([{ type: "function", name: "f", outputs: [] }])],
    ["a bad state mutability", JSON.stringify([{ type: "function", name: "f", inputs: [], stateMutability: "free" }])],
    [
      "a tuple without components",
      JSON.stringify([{ type: "function", name: "f", inputs: [{ name: "t", type: "tuple" }] }]),
    ],
    [
      "indexed function input",
      JSON.stringify([{ type: "function", name: "f", inputs: [{ name: "a", type: "address", indexed: true }] }]),
    ],
    ["a name with spaces", JSON.stringify([{ type: "function", name: "do it", inputs: [] }])],
  ])("rejects %s", (_label, value) => {
    expect(parseAbiJson(value)).toEqual(invalid);
  });

  it("accepts structs nested 32 levels and refuses deeper ones, even thousands of levels, as an invalid ABI", () => {
    const tuple = '{"type":"tuple","name":"s","components":[';
    const nested = (levels: number) => `${tuple.repeat(levels)}{"type":"uint256","name":"x"}${"]}".repeat(levels)}`;
    const abi = (levels: number) => `[{"type":"function","name":"f","inputs":[${nested(levels)}],"outputs":[]}]`;
    expect(listAbiFunctions(abiOf(abi(32)))[0]?.signature).toBe(`f(${"(".repeat(32)}uint256${")".repeat(32)})`);
    expect(parseAbiJson(abi(33))).toEqual(invalid);
    expect(parseAbiJson(abi(20_000))).toEqual(invalid);
  });

  it("fills the state mutability of old ABIs", () => {
    const abi = abiOf([
      { type: "function", name: "balance", constant: true, inputs: [], outputs: [{ name: "", type: "uint256" }] },
      { type: "function", name: "deposit", payable: true, inputs: [] },
    ]);
    expect(listAbiFunctions(abi).map((f) => [f.name, f.stateMutability, f.isWrite])).toEqual([
      ["deposit", "payable", true],
      ["balance", "view", false],
    ]);
  });
});

describe("listAbiFunctions", () => {
  it("lists functions with their signatures, writes first then by name", () => {
    const fns = listAbiFunctions(abiOf(JSON.stringify(erc20Abi)));
    expect(fns.map((f) => f.signature)).toEqual([
      "approve(address,uint256)",
      "transfer(address,uint256)",
      "transferFrom(address,address,uint256)",
      "allowance(address,address)",
      "balanceOf(address)",
      "decimals()",
      "name()",
      "symbol()",
      "totalSupply()",
    ]);
    expect(fns[0]).toEqual({
      name: "approve",
      signature: "approve(address,uint256)",
      inputs: [
        { name: "spender", type: "address" },
        { name: "amount", type: "uint256" },
      ],
      stateMutability: "nonpayable",
      isWrite: true,
    });
    expect(fns.find((f) => f.name === "balanceOf")).toMatchObject({ stateMutability: "view", isWrite: false });
  });

  it("writes tuple inputs in canonical form and keeps overloads apart", () => {
    const fns = listAbiFunctions(
      abiOf([
        {
          type: "function",
          name: "submit",
          stateMutability: "nonpayable",
          inputs: [
            {
              name: "orders",
              type: "tuple[]",
              components: [
                { name: "id", type: "uint256" },
                { name: "to", type: "address" },
              ],
            },
          ],
          outputs: [],
        },
        {
          type: "function",
          name: "safeMint",
          stateMutability: "nonpayable",
          inputs: [
            { name: "to", type: "address" },
            { name: "data", type: "bytes" },
          ],
          outputs: [],
        },
        {
          type: "function",
          name: "safeMint",
          stateMutability: "nonpayable",
          inputs: [{ name: "to", type: "address" }],
          outputs: [],
        },
        { type: "event", name: "Minted", inputs: [] },
      ]),
    );
    expect(fns.map((f) => f.signature)).toEqual([
      "safeMint(address)",
      "safeMint(address,bytes)",
      "submit((uint256,address)[])",
    ]);
    expect(fns[2]?.inputs).toEqual([{ name: "orders", type: "(uint256,address)[]" }]);
  });
});
