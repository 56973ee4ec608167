import { formatEther, parseEther } from "viem";
import { ANVIL_CHAIN_ID as LOCAL_CHAIN_ID, KNOWN_TOKENS } from "@questhq/core";
import { DEMO_CONTRACTS, DEMO_OBJECTIVE_NFT, DEMO_USDC } from "@questhq/contracts/demo-contracts";
import { demoSwapAbi } from "@questhq/contracts/generated/DemoSwap";
import { type DemoObjectiveSpec, guideUrl } from "../seed-spec";

// The on-chain objectives of the demo (db/seed/): on the local chain against the demo contracts, and on real chains
// for the Saga weeks.

/** Native USDC on a chain (6 decimals: 5 USDC = "5000000" base units), from core's known tokens. */
const usdcOn = (chainId: number): string =>
  KNOWN_TOKENS.find((t) => t.chainId === chainId && t.symbol === "USDC")?.address ?? "";

/** Uniswap's Universal Router shares one address across these chains. */
export const UNISWAP_UNIVERSAL_ROUTER = "0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD";
export const PUDGY_PENGUINS = "0xBd3531dA5CF5857e7CfAA92426877b022e612cf8";
/** Account #9 of the test mnemonic stands in for a demo treasury. */
export const DEMO_TREASURY = "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720";

/** Where a demo user reads how the local chain's objectives work (the sandbox action gets the tokens for them). */
const LOCAL_CHAIN_GUIDE = guideUrl("objectives-and-sandbox", "on-chain-objectives");

/** The demo swap contract on the local chain, which both swap objectives point at. */
const onDemoSwap = (title: string, description: string) => ({
  title,
  description,
  blockchain: LOCAL_CHAIN_ID,
  url: LOCAL_CHAIN_GUIDE,
  contract_address: DEMO_CONTRACTS.DemoSwap,
});

export const onchainSeed = {
  // The demo's on-chain objectives live on the local chain (npm start runs it) and point at the
  // demo contracts deployed there, so Verify reads real balances and transactions offline.
  holdDemoUsdc: (usdc: number): DemoObjectiveSpec => ({
    template: "onchain_holding_crypto",
    provider: "onchain",
    values: {
      title: `Hold ${usdc} demo USDC`,
      crypto_amount: String(usdc * 10 ** DEMO_USDC.decimals),
      description: `Keep at least ${usdc} demo USDC in your connected wallet on the local chain.`,
      blockchain: LOCAL_CHAIN_ID,
      url: LOCAL_CHAIN_GUIDE,
      contract_address: DEMO_CONTRACTS.DemoUSDC,
      token_decimals: DEMO_USDC.decimals,
      token_symbol: "demo USDC",
    },
  }),
  holdDemoNft: (): DemoObjectiveSpec => ({
    template: "onchain_holding_nft",
    provider: "onchain",
    values: {
      title: "Hold a Local Legend",
      blockchain: LOCAL_CHAIN_ID,
      description: "Hold at least one QuestHQ Local Legends NFT in your connected wallet on the local chain.",
      contract_address: DEMO_CONTRACTS.DemoCollectible,
      url: LOCAL_CHAIN_GUIDE,
    },
  }),
  /** The send template moves the chain's own currency (its form has no token field). */
  sendDemoEth: (eth: string): DemoObjectiveSpec => ({
    template: "onchain_send_token",
    provider: "onchain",
    values: {
      title: `Send ${eth} ETH`,
      blockchain: LOCAL_CHAIN_ID,
      crypto_amount: parseEther(eth).toString(),
      description: `Send ${eth} ETH to the demo treasury on the local chain to prove you can move funds.`,
      toAddress: DEMO_TREASURY,
      token_decimals: 18,
      token_symbol: "ETH",
    },
  }),
  /**
   * A contract call the app sends from the objective (docs/product/objectives.md#on-chain-objectives), not a hash
   * pasted afterwards.
   */
  demoSwapCall: (title: string, description: string): DemoObjectiveSpec => ({
    template: "onchain_transact_function",
    provider: "onchain",
    values: {
      ...onDemoSwap(title, description),
      abi: JSON.stringify(
        demoSwapAbi.filter((item) => item.type === "function" && item.name === "swapExactEtherForTokens"),
      ),
      function_name: "swapExactEtherForTokens",
      function_signature: "swapExactEtherForTokens()",
      inputs: [],
    },
  }),
  /**
   * The mint is done from the objective's drawer; its contract is deployed with the demo's, so it needs no organizer.
   */
  demoMint: (title: string, about: string): DemoObjectiveSpec => ({
    template: "onchain_mint",
    provider: "onchain",
    values: {
      title,
      about,
      image_url: "https://questhq.local/nft/local-stamp.svg",
      blockchain: LOCAL_CHAIN_ID,
      nft_version: "1",
      nft_name: DEMO_OBJECTIVE_NFT.name,
      nft_symbol: DEMO_OBJECTIVE_NFT.symbol,
      nft_description: "A stamp for minting on the local chain from an objective.",
      nft_price: formatEther(DEMO_OBJECTIVE_NFT.price),
      contract_address: DEMO_CONTRACTS.DemoObjectiveNFT,
    },
  }),
  demoSwap: (title: string, description: string): DemoObjectiveSpec => ({
    template: "onchain_transact",
    provider: "onchain",
    values: {
      ...onDemoSwap(title, description),
    },
  }),
  // Real-chain objectives: used by the Saga weeks, which nobody completes in the demo.
  holdUsdc: (chainId: number, usdc: number, url: string): DemoObjectiveSpec => ({
    template: "onchain_holding_crypto",
    provider: "onchain",
    values: {
      title: `Hold ${usdc} USDC`,
      crypto_amount: String(usdc * 1_000_000),
      description: `Keep at least ${usdc} USDC in your connected wallet.`,
      blockchain: chainId,
      url,
      contract_address: usdcOn(chainId),
    },
  }),
  holdNft: (chainId: number, collection: string, contract: string, url: string): DemoObjectiveSpec => ({
    template: "onchain_holding_nft",
    provider: "onchain",
    values: {
      title: `Hold a ${collection}`,
      blockchain: chainId,
      description: `Hold at least one ${collection} NFT in your connected wallet.`,
      contract_address: contract,
      url,
    },
  }),
  sendUsdc: (chainId: number, usdc: number): DemoObjectiveSpec => ({
    template: "onchain_send_token",
    provider: "onchain",
    values: {
      title: `Send ${usdc} USDC`,
      blockchain: chainId,
      crypto_amount: String(usdc * 1_000_000),
      description: `Send ${usdc} USDC to the demo treasury to prove you can move funds.`,
      toAddress: DEMO_TREASURY,
      contract_address: usdcOn(chainId),
    },
  }),
  transact: (chainId: number, title: string, description: string, url: string): DemoObjectiveSpec => ({
    template: "onchain_transact",
    provider: "onchain",
    values: { title, description, blockchain: chainId, url, contract_address: UNISWAP_UNIVERSAL_ROUTER },
  }),
};
