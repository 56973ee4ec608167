import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { encodeFunctionData, parseEther, type Address } from "viem";
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts";
import { nftMintContract } from "../../db/schema/index";
import type { TestApp } from "../../test/harness";
import { verifierFor } from "../registry";
import { HOLDING_MESSAGES, notEnoughHeldMessage } from "./messages";
import { verifyContext, withAnvilWorld, type Fixture } from "./test-context";
import type { TestChain } from "./test-contracts/index";

// Holding and mint objectives read balances on a real anvil chain: one wallet must hold it.

let t: TestApp;
let chain: TestChain;
let fx: Fixture;
let holder: Address;
let other: Address;
const empty = () => privateKeyToAddress(generatePrivateKey()).toLowerCase() as Address;
type Obj = Awaited<ReturnType<Fixture["objective"]>>;

withAnvilWorld(async (world) => {
  ({ t, chain, fx } = world);
  [, holder, other] = chain.accounts as [Address, Address, Address];
});

const verify = (objective: Obj, wallets: string[]) =>
  verifierFor(objective.template)!(verifyContext(t, { userId: fx.users[0], objective, wallets }));

const mintNft = (to: Address) =>
  chain.send(chain.accounts[0]!, {
    to: chain.nft,
    data: encodeFunctionData({ abi: chain.artifacts.TestNft.abi, functionName: "mint", args: [to] }),
  });
const mintToken = (to: Address, amount: bigint) =>
  chain.send(chain.accounts[0]!, {
    to: chain.token,
    data: encodeFunctionData({ abi: chain.artifacts.TestToken.abi, functionName: "mint", args: [to, amount] }),
  });

const display = { title: "Hold", description: "Hold it", blockchain: 31337, url: "https://app.example.com" };

describe("onchain_holding_nft", () => {
  it("completes when any of the user's wallets holds an NFT of the collection", async () => {
    const objective = await fx.objective("onchain_holding_nft", { ...display, contract_address: chain.nft });
    const owner = empty();
    expect(await verify(objective, [owner])).toEqual({ status: "incomplete", message: HOLDING_MESSAGES.noNft });
    await mintNft(owner);
    expect(await verify(objective, [empty(), owner])).toEqual({
      status: "completed",
      evidence: { chain_id: 31337, contract: chain.nft, wallet: owner, balance: "1" },
    });
  });

  it("needs a wallet, and says so when the contract cannot report NFT balances", async () => {
    const objective = await fx.objective("onchain_holding_nft", { ...display, contract_address: chain.nft });
    expect(await verify(objective, [])).toMatchObject({ status: "needs_account", provider: "wallet" });
    const notNft = await fx.objective("onchain_holding_nft", { ...display, contract_address: chain.target });
    expect(await verify(notNft, [holder])).toEqual({ status: "incomplete", message: HOLDING_MESSAGES.notNftContract });
    const wallet = await fx.objective("onchain_holding_nft", { ...display, contract_address: other });
    expect(await verify(wallet, [holder])).toEqual({ status: "incomplete", message: HOLDING_MESSAGES.notNftContract });
  });
});

describe("onchain_holding_crypto", () => {
  it("native currency: one wallet must hold the whole amount (balances are not summed)", async () => {
    // Anvil funds each account with 10000 ETH: two of them hold 20000 together, but neither 15000.
    const objective = await fx.objective("onchain_holding_crypto", {
      ...display,
      crypto_amount: parseEther("15000").toString(),
    });
    expect(await verify(objective, [holder, other])).toEqual({
      status: "incomplete",
      message: notEnoughHeldMessage("15000 ETH"),
    });
    const enough = await fx.objective("onchain_holding_crypto", {
      ...display,
      crypto_amount: parseEther("9000").toString(),
    });
    expect(await verify(enough, [empty(), other])).toMatchObject({
      status: "completed",
      evidence: { chain_id: 31337, native: true, wallet: other },
    });
  });

  it("ERC-20: balanceOf of the token, with the amount shown in whole tokens", async () => {
    const objective = await fx.objective("onchain_holding_crypto", {
      ...display,
      contract_address: chain.token,
      crypto_amount: "5000000",
      token_decimals: 6,
      token_symbol: "TT",
    });
    const wallet = empty();
    await mintToken(wallet, 4_999_999n);
    expect(await verify(objective, [wallet])).toEqual({ status: "incomplete", message: notEnoughHeldMessage("5 TT") });
    await mintToken(wallet, 1n);
    expect(await verify(objective, [wallet])).toEqual({
      status: "completed",
      evidence: { chain_id: 31337, token: chain.token, wallet, balance: "5000000" },
    });
  });

  it("says so when the token contract cannot report balances", async () => {
    const objective = await fx.objective("onchain_holding_crypto", {
      ...display,
      contract_address: chain.target,
      crypto_amount: "1",
    });
    expect(await verify(objective, [holder])).toEqual({
      status: "incomplete",
      message: HOLDING_MESSAGES.notTokenContract,
    });
  });
});

describe("onchain_mint", () => {
  const mintValues = {
    title: "Mint the pass",
    about: "<p>A pass</p>",
    image_url: "https://cdn.example.com/pass.png",
    blockchain: 31337,
    nft_name: "Pass",
    nft_symbol: "PASS",
  };

  it("is not completable until the mission's NFT contract is deployed, then needs a minted NFT", async () => {
    const objective = await fx.objective("onchain_mint", mintValues);
    const wallet = empty();
    expect(await verify(objective, [wallet])).toEqual({
      status: "incomplete",
      message: HOLDING_MESSAGES.mintNotDeployed,
    });
    // Deployment fills in the address of the record created with the objective.
    const updated = await t.database.db
      .update(nftMintContract)
      .set({ status: "deployed", contractAddress: chain.nft })
      .where(eq(nftMintContract.objectiveId, objective.id))
      .returning({ id: nftMintContract.id });
    expect(updated).toHaveLength(1);
    expect(await verify(objective, [wallet])).toEqual({ status: "incomplete", message: HOLDING_MESSAGES.notMinted });
    await mintNft(wallet);
    expect(await verify(objective, [wallet])).toMatchObject({
      status: "completed",
      evidence: { contract: chain.nft, wallet, balance: "1" },
    });
  });

  it("uses the contract address stored on the objective when there is one", async () => {
    const objective = await fx.objective("onchain_mint", { ...mintValues, contract_address: chain.nft });
    const wallet = empty();
    await mintNft(wallet);
    expect(await verify(objective, [wallet])).toMatchObject({ status: "completed", evidence: { wallet } });
    expect(await verify(objective, [])).toMatchObject({ status: "needs_account", provider: "wallet" });
  });
});
