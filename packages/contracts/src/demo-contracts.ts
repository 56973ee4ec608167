import { concat, encodeDeployData, erc20Abi, getContractAddress, keccak256, parseUnits, toHex, type Address, type Hex } from "viem";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "./accounts";
import { connect } from "./deploy";
import { demoTokenAbi, demoTokenBytecode } from "./generated/DemoToken";
import { demoCollectibleAbi, demoCollectibleBytecode } from "./generated/DemoCollectible";
import { demoSwapAbi, demoSwapBytecode } from "./generated/DemoSwap";

// The demo's own on-chain world on the local chain: a USDC-like token, an NFT collection and a
// swap that sells the token for ether, so the seeded on-chain objectives check real state without
// a real chain. They are deployed with CREATE2 through the deterministic deployment proxy anvil
// ships, so their addresses depend only on the bytecode and arguments: the seed (which is plain
// data) can name them before any chain runs, and every fresh local chain has them at the same place.

/** Arachnid's deterministic deployment proxy, present on anvil unless disabled. */
export const CREATE2_DEPLOYER: Address = "0x4e59b44847b379578588920ca78fbf26c0b4956c";
export const DEMO_SALT: Hex = keccak256(toHex("questhq.demo-contracts.v1"));

/** Mints the demo token and collectible: the local chain's deployer (anvil account 0). */
export const DEMO_OWNER: Address = ANVIL_ADDRESSES[LOCAL_ROLES.deployer];

export const DEMO_USDC = { name: "Demo USDC", symbol: "dUSDC", decimals: 6 } as const;
export const DEMO_COLLECTIBLE = { name: "QuestHQ Local Legends", symbol: "LEGEND" } as const;
/** 1 ether buys 2,000 demo USDC. */
export const DEMO_SWAP_RATE = parseUnits("2000", DEMO_USDC.decimals);
/** What the swap holds to sell; topped up when it falls under half. */
export const DEMO_SWAP_RESERVE = parseUnits("100000000", DEMO_USDC.decimals);

const usdcInit = encodeDeployData({
  abi: demoTokenAbi,
  bytecode: demoTokenBytecode,
  args: [DEMO_USDC.name, DEMO_USDC.symbol, DEMO_USDC.decimals, DEMO_OWNER],
});
const collectibleInit = encodeDeployData({
  abi: demoCollectibleAbi,
  bytecode: demoCollectibleBytecode,
  args: [DEMO_COLLECTIBLE.name, DEMO_COLLECTIBLE.symbol, DEMO_OWNER],
});
const at = (init: Hex) => getContractAddress({ opcode: "CREATE2", from: CREATE2_DEPLOYER, salt: DEMO_SALT, bytecode: init });
const usdc = at(usdcInit);
const swapInit = encodeDeployData({ abi: demoSwapAbi, bytecode: demoSwapBytecode, args: [usdc, DEMO_SWAP_RATE] });

export type DemoContractName = "DemoUSDC" | "DemoCollectible" | "DemoSwap";

/** Where the demo contracts are on any local chain they were deployed to. */
export const DEMO_CONTRACTS: Readonly<Record<DemoContractName, Address>> = Object.freeze({
  DemoUSDC: usdc,
  DemoCollectible: at(collectibleInit),
  DemoSwap: at(swapInit),
});

const INIT_CODES: Record<DemoContractName, Hex> = { DemoUSDC: usdcInit, DemoCollectible: collectibleInit, DemoSwap: swapInit };

/**
 * Deploys whichever demo contract is missing and keeps the swap's reserve stocked. Safe to run on
 * every start (a resumed chain keeps them). Only ever run against a local development chain.
 */
export async function deployDemoContracts(rpcUrl: string, log: (line: string) => void = () => {}): Promise<typeof DEMO_CONTRACTS> {
  const deployer = await connect(rpcUrl, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]);
  const hasCode = async (address: Address) => {
    const code = await deployer.publicClient.getCode({ address });
    return code !== undefined && code !== "0x";
  };
  if (!(await hasCode(CREATE2_DEPLOYER))) {
    throw new Error(`the deterministic deployment proxy ${CREATE2_DEPLOYER} is not on this chain (anvil without --disable-default-create2-deployer has it)`);
  }
  for (const name of Object.keys(INIT_CODES) as DemoContractName[]) {
    if (await hasCode(DEMO_CONTRACTS[name])) continue;
    await deployer.mined(await deployer.wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([DEMO_SALT, INIT_CODES[name]]) }));
    if (!(await hasCode(DEMO_CONTRACTS[name]))) throw new Error(`${name} was not deployed at ${DEMO_CONTRACTS[name]}`);
    log(`${name.padEnd(15)} ${DEMO_CONTRACTS[name]}`);
  }
  const reserve = await deployer.publicClient.readContract({ address: DEMO_CONTRACTS.DemoUSDC, abi: erc20Abi, functionName: "balanceOf", args: [DEMO_CONTRACTS.DemoSwap] });
  if (reserve < DEMO_SWAP_RESERVE / 2n) {
    const hash = await deployer.wallet.writeContract({
      address: DEMO_CONTRACTS.DemoUSDC,
      abi: demoTokenAbi,
      functionName: "mint",
      args: [DEMO_CONTRACTS.DemoSwap, DEMO_SWAP_RESERVE],
    });
    await deployer.mined(hash);
    log("stocked the demo swap with 100,000,000 demo USDC");
  }
  return DEMO_CONTRACTS;
}
