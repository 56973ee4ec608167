import { describe, expect, it } from "vitest";
import { TEMPLATE_KEYS } from "./templates";
import { ADDRESS, ERC20_ABI_JSON, OTHER_ADDRESS, VALID_VALUES, errorOf, parsed } from "./test-fixtures";

// The on-chain templates' values (docs/product/objectives.md#on-chain-fields), messages verbatim.

describe("on-chain", () => {
  const onchainTemplates = TEMPLATE_KEYS.filter((k) => k.startsWith("onchain_"));

  it("requires a title and (where present) a description on every on-chain template", () => {
    for (const t of onchainTemplates) {
      expect([t, errorOf(t, { title: "" }, "title")]).toEqual([t, "Title is required."]);
      if ("description" in VALID_VALUES[t]) {
        expect([t, errorOf(t, { description: undefined }, "description")]).toEqual([t, "Description is required."]);
      }
    }
  });

  it("requires a known EVM chain", () => {
    for (const t of onchainTemplates.filter((k) => "blockchain" in VALID_VALUES[k])) {
      for (const blockchain of [undefined, "", "abc", 999999999, "1.5", -1]) {
        expect([t, blockchain, errorOf(t, { blockchain }, "blockchain")]).toEqual([
          t,
          blockchain,
          "Blockchain field is required.",
        ]);
      }
    }
    expect(parsed("onchain_transact", { blockchain: "137" }).blockchain).toBe(137);
  });

  it("requires a valid http(s) url", () => {
    for (const t of [
      "onchain_transact_function",
      "onchain_transact",
      "onchain_holding_nft",
      "onchain_holding_crypto",
    ] as const) {
      expect(errorOf(t, { url: "" }, "url")).toBe("Url is required.");
      expect(errorOf(t, { url: undefined }, "url")).toBe("Url is required.");
      expect(errorOf(t, { url: "app.example.com" }, "url")).toBe("Invalid URL");
    }
  });

  it("checks contract, recipient and implementation addresses", () => {
    for (const t of [
      "onchain_transact_function",
      "onchain_function_onclick",
      "onchain_transact",
      "onchain_holding_nft",
    ] as const) {
      expect(errorOf(t, { contract_address: "0x1234" }, "contract_address")).toBe("Invalid EVM address");
      expect(errorOf(t, { contract_address: "" }, "contract_address")).toBe("Invalid EVM address");
    }
    expect(parsed("onchain_transact", { contract_address: ADDRESS.slice(2) }).contract_address).toBe(ADDRESS.slice(2));
    expect(errorOf("onchain_send_token", { toAddress: "vitalik.eth" }, "toAddress")).toBe("Invalid EVM address");
    expect(errorOf("onchain_transact_function", { implementation_address: "0xzz" }, "implementation_address")).toBe(
      "Invalid EVM address",
    );
    expect(parsed("onchain_transact_function", { implementation_address: "" })).not.toHaveProperty(
      "implementation_address",
    );
  });

  it("checks the ABI, function name, signature and inputs of a function call", () => {
    const t = "onchain_transact_function";
    expect(parsed(t).abi).toBe(JSON.stringify(JSON.parse(ERC20_ABI_JSON)));
    expect(parsed(t, { abi: JSON.parse(ERC20_ABI_JSON) }).abi).toEqual(expect.any(String));
    for (const abi of [
      "{}",
      "not json",
      "[]",
      JSON.stringify([{ type: "function", name: "x", inputs: [{ type: "uint7" }] }]),
    ]) {
      expect(errorOf(t, { abi }, "abi")).toBe("Invalid ABI");
    }
    expect(errorOf(t, { function_name: "" }, "function_name")).toBe("Function name is required.");
    expect(errorOf(t, { function_signature: " " }, "function_signature")).toBe("Function signature is required.");
    expect(errorOf(t, { inputs: undefined }, "inputs")).toBe("Function inputs are required.");
    expect(errorOf(t, { inputs: [{ name: "a" }] }, "inputs")).toBe("Function inputs are required.");
    expect(errorOf(t, { inputs: "not json" }, "inputs")).toBe("Function inputs are required.");
    expect(parsed(t, { inputs: [] }).inputs).toEqual([]);
    expect(parsed(t, { inputs: '[{"name":"to","type":"address"}]' }).inputs).toEqual([{ name: "to", type: "address" }]);
    expect(errorOf(t, { function_signature: "mint(uint256)" }, "function_signature")).toBe(
      "Function not found in the ABI.",
    );
    expect(parsed(t, { function_signature: "approve(address, uint256)" }).function_signature).toBe(
      "approve(address, uint256)",
    );
    expect(errorOf("onchain_function_onclick", { function_name: "mint" }, "function_name")).toBe(
      "Function not found in the ABI.",
    );
  });

  it("checks the NFT mint values", () => {
    const t = "onchain_mint";
    expect(errorOf(t, { about: "" }, "about")).toBe("About is required.");
    expect(errorOf(t, { image_url: "" }, "image_url")).toBe("Asset URL is required.");
    expect(errorOf(t, { image_url: "pass.png" }, "image_url")).toBe("Invalid URL");
    expect(errorOf(t, { nft_symbol: "X".repeat(21) }, "nft_symbol")).toBe("NFT symbol must be at most 20 characters.");
    expect(parsed(t, { nft_symbol: "X".repeat(20) }).nft_symbol).toHaveLength(20);
    expect(errorOf(t, { nft_price: "-1" }, "nft_price")).toBe("Price must be a positive number");
    expect(errorOf(t, { nft_price: "free" }, "nft_price")).toBe("Price must be a positive number");
    expect(parsed(t).nft_price).toBe(0.01);
    expect(parsed(t, { nft_price: "" }).nft_price).toBe(0);
    // Set by the server once the contract exists.
    expect(parsed(t)).not.toHaveProperty("contract_address");
    expect(parsed(t, { contract_address: ADDRESS, nft_contract_object_id: 7 })).toMatchObject({
      contract_address: ADDRESS,
      nft_contract_object_id: "7",
    });
    expect(errorOf(t, { contract_address: "0x1" }, "contract_address")).toBe("Invalid EVM address");
  });

  it("stores crypto amounts as whole base units", () => {
    const hold = "onchain_holding_crypto";
    expect(parsed(hold, { crypto_amount: 5000000 }).crypto_amount).toBe("5000000");
    expect(parsed(hold, { crypto_amount: "000123" }).crypto_amount).toBe("123");
    expect(parsed(hold, { crypto_amount: "5000000.0" }).crypto_amount).toBe("5000000");
    expect(parsed(hold, { crypto_amount: "123456789012345678901234567890" }).crypto_amount).toBe(
      "123456789012345678901234567890",
    );
    for (const crypto_amount of ["abc", "", undefined, "1e6", "5 USDC"]) {
      expect([crypto_amount, errorOf(hold, { crypto_amount }, "crypto_amount")]).toEqual([
        crypto_amount,
        "Not a valid number",
      ]);
    }
    for (const crypto_amount of ["0", "-5", 0]) {
      expect(errorOf(hold, { crypto_amount }, "crypto_amount")).toBe("Amount must be a positive number");
    }
    expect(errorOf(hold, { crypto_amount: "1.5" }, "crypto_amount")).toBe(
      "Amount must be a whole number of base units.",
    );

    const send = "onchain_send_token";
    expect(parsed(send, { crypto_amount: "0" }).crypto_amount).toBe("0");
    expect(errorOf(send, { crypto_amount: "-1" }, "crypto_amount")).toBe("Amount must be a positive number");
    expect(errorOf(send, { crypto_amount: "x" }, "crypto_amount")).toBe("Not a valid number");
    expect(errorOf(send, { crypto_amount: "0.5" }, "crypto_amount")).toBe(
      "Amount must be a whole number of base units.",
    );
  });

  it("fills token decimals and symbol", () => {
    // A well-known token brings its own.
    expect(parsed("onchain_holding_crypto")).toMatchObject({ token_decimals: 6, token_symbol: "USDC" });
    // Without a contract the amount is the chain's native currency.
    expect(parsed("onchain_holding_crypto", { contract_address: "" })).toMatchObject({
      token_decimals: 18,
      token_symbol: "ETH",
    });
    expect(parsed("onchain_send_token", { blockchain: 137 })).toMatchObject({
      token_decimals: 18,
      token_symbol: "MATIC",
    });
    // An unknown token defaults to 18 decimals and no symbol.
    const unknown = parsed("onchain_holding_crypto", { contract_address: OTHER_ADDRESS });
    expect(unknown.token_decimals).toBe(18);
    expect(unknown).not.toHaveProperty("token_symbol");
    // Explicit values win.
    expect(
      parsed("onchain_holding_crypto", { token_decimals: "8", token_symbol: "WBTC", contract_address: OTHER_ADDRESS }),
    ).toMatchObject({
      token_decimals: 8,
      token_symbol: "WBTC",
    });
    expect(errorOf("onchain_holding_crypto", { token_decimals: "1.5" }, "token_decimals")).toBe(
      "Token decimals must be a whole number from 0 to 36.",
    );
  });

  it("needs only title and description for check gems", () => {
    expect(parsed("onchain_check_gems")).toEqual({ title: "Check gems", description: "See your gems" });
  });
});
