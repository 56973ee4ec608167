import {
  concat,
  encodeDeployData,
  erc20Abi,
  getContractAddress,
  keccak256,
  parseEther,
  parseUnits,
  toHex,
  type Address,
  type Hex,
} from "viem";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "./accounts";
import { connect } from "./deploy";
import { demoTokenAbi, demoTokenBytecode } from "./generated/DemoToken";
import { demoCollectibleAbi, demoCollectibleBytecode } from "./generated/DemoCollectible";
import { demoSwapAbi, demoSwapBytecode } from "./generated/DemoSwap";
import { demoRouterAbi, demoRouterBytecode } from "./generated/DemoRouter";
import { hqMissionNFTAbi, hqMissionNFTBytecode } from "./generated/HQMissionNFT";
import { hqMissionVestingAbi, hqMissionVestingBytecode } from "./generated/HQMissionVesting";

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
const at = (init: Hex) =>
  getContractAddress({ opcode: "CREATE2", from: CREATE2_DEPLOYER, salt: DEMO_SALT, bytecode: init });
const usdc = at(usdcInit);
const swapInit = encodeDeployData({ abi: demoSwapAbi, bytecode: demoSwapBytecode, args: [usdc, DEMO_SWAP_RATE] });

// The demo missions' on-chain rewards (the local-chain mint and token missions of the seed). Fixed times (open since
// the epoch, vesting until 2100) keep their init code, hence their addresses, the same on every fresh chain.
const PLATFORM_SIGNER = ANVIL_ADDRESSES[LOCAL_ROLES.signer];
const PLATFORM_TREASURY = ANVIL_ADDRESSES[LOCAL_ROLES.treasury];
const ORGANIZATION = ANVIL_ADDRESSES[LOCAL_ROLES.organization];
/** The local chain's flat fee per mint or claim (the registry's 0.00099 ETH). */
export const DEMO_REWARD_FEE = 990_000_000_000_000n;
export const DEMO_REWARD_NFT = {
  name: "QuestHQ Local Pass",
  symbol: "QHQLP",
  maxSupply: 10_000,
  price: 1_000_000_000_000_000n,
} as const;
/** The NFT of the seed's onchain_mint objective: minted from the objective's drawer, 0.0005 ETH each plus the fee. */
export const DEMO_OBJECTIVE_NFT = {
  name: "QuestHQ Local Stamp",
  symbol: "QHQLS",
  maxSupply: 100_000,
  price: 500_000_000_000_000n,
} as const;
/** 100 winners × 50 demo USDC, all claimable from the start, claims open until 2100 plus 30 days. */
export const DEMO_REWARD_VESTING = {
  allocation: parseUnits("50", DEMO_USDC.decimals),
  winners: 100n,
  endTime: 4_102_444_800n,
} as const;

const rewardNftInit = encodeDeployData({
  abi: hqMissionNFTAbi,
  bytecode: hqMissionNFTBytecode,
  args: [
    DEMO_REWARD_NFT.name,
    DEMO_REWARD_NFT.symbol,
    "https://questhq.local/nft/local-pass/",
    {
      startTime: 0n,
      endTime: 0n,
      maxSupply: DEMO_REWARD_NFT.maxSupply,
      maxPerWallet: 0,
      payee: ORGANIZATION,
      price: DEMO_REWARD_NFT.price,
    },
    DEMO_REWARD_FEE,
    PLATFORM_SIGNER,
    PLATFORM_TREASURY,
    DEMO_OWNER,
  ],
});
const objectiveNftInit = encodeDeployData({
  abi: hqMissionNFTAbi,
  bytecode: hqMissionNFTBytecode,
  args: [
    DEMO_OBJECTIVE_NFT.name,
    DEMO_OBJECTIVE_NFT.symbol,
    "https://questhq.local/nft/local-stamp/",
    {
      startTime: 0n,
      endTime: 0n,
      maxSupply: DEMO_OBJECTIVE_NFT.maxSupply,
      maxPerWallet: 0,
      payee: ORGANIZATION,
      price: DEMO_OBJECTIVE_NFT.price,
    },
    DEMO_REWARD_FEE,
    PLATFORM_SIGNER,
    PLATFORM_TREASURY,
    DEMO_OWNER,
  ],
});
const rewardVestingInit = encodeDeployData({
  abi: hqMissionVestingAbi,
  bytecode: hqMissionVestingBytecode,
  args: [
    usdc,
    ORGANIZATION,
    1n,
    DEMO_REWARD_VESTING.endTime,
    DEMO_REWARD_VESTING.allocation * DEMO_REWARD_VESTING.winners,
    [{ timestamp: 1n, bps: 10_000 }],
    {
      windowPeriodUser: 30n * 86_400n,
      windowPeriodOrg: 30n * 86_400n,
      fee: DEMO_REWARD_FEE,
      signer: PLATFORM_SIGNER,
      treasury: PLATFORM_TREASURY,
      initialOwner: DEMO_OWNER,
    },
  ],
});

const routerInit = encodeDeployData({ abi: demoRouterAbi, bytecode: demoRouterBytecode, args: [DEMO_OWNER] });

/** The sandbox LI.FI's "DEX": fixed USD prices (18 decimals) of what it trades; $HQ is listed by demo-router.ts. */
export const DEMO_ROUTER_PRICES = { ETH: parseEther("3000"), dUSDC: parseEther("1"), HQ: parseEther("0.05") } as const;
/** What the router holds to pay out; topped up when it falls under half. */
export const DEMO_ROUTER_RESERVES = {
  ETH: parseEther("1000"),
  dUSDC: parseUnits("10000000", DEMO_USDC.decimals),
} as const;
const NATIVE: Address = "0x0000000000000000000000000000000000000000";

export type DemoContractName =
  | "DemoUSDC"
  | "DemoCollectible"
  | "DemoSwap"
  | "DemoRewardNFT"
  | "DemoObjectiveNFT"
  | "DemoRewardVesting"
  | "DemoRouter";

/** Where the demo contracts are on any local chain they were deployed to. */
export const DEMO_CONTRACTS: Readonly<Record<DemoContractName, Address>> = Object.freeze({
  DemoUSDC: usdc,
  DemoCollectible: at(collectibleInit),
  DemoSwap: at(swapInit),
  DemoRewardNFT: at(rewardNftInit),
  DemoObjectiveNFT: at(objectiveNftInit),
  DemoRewardVesting: at(rewardVestingInit),
  DemoRouter: at(routerInit),
});

const INIT_CODES: Record<DemoContractName, Hex> = {
  DemoUSDC: usdcInit,
  DemoCollectible: collectibleInit,
  DemoSwap: swapInit,
  DemoRewardNFT: rewardNftInit,
  DemoObjectiveNFT: objectiveNftInit,
  DemoRewardVesting: rewardVestingInit,
  DemoRouter: routerInit,
};

/**
 * Deploys whichever demo contract is missing and keeps the swap's reserve stocked. Safe to run on
 * every start (a resumed chain keeps them). Only ever run against a local development chain.
 */
export async function deployDemoContracts(
  rpcUrl: string,
  log: (line: string) => void = () => {},
): Promise<typeof DEMO_CONTRACTS> {
  const deployer = await connect(rpcUrl, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]);
  const hasCode = async (address: Address) => {
    const code = await deployer.publicClient.getCode({ address });
    return code !== undefined && code !== "0x";
  };
  if (!(await hasCode(CREATE2_DEPLOYER))) {
    throw new Error(
      `the deterministic deployment proxy ${CREATE2_DEPLOYER} is not on this chain ` +
        "(anvil without --disable-default-create2-deployer has it)",
    );
  }
  for (const name of Object.keys(INIT_CODES) as DemoContractName[]) {
    if (await hasCode(DEMO_CONTRACTS[name])) continue;
    await deployer.mined(
      await deployer.wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([DEMO_SALT, INIT_CODES[name]]) }),
    );
    if (!(await hasCode(DEMO_CONTRACTS[name]))) throw new Error(`${name} was not deployed at ${DEMO_CONTRACTS[name]}`);
    log(`${name.padEnd(15)} ${DEMO_CONTRACTS[name]}`);
  }
  if ((await demoUsdcOf(deployer, DEMO_CONTRACTS.DemoSwap)) < DEMO_SWAP_RESERVE / 2n) {
    await mintDemoUsdc(deployer, DEMO_CONTRACTS.DemoSwap, DEMO_SWAP_RESERVE);
    log("stocked the demo swap with 100,000,000 demo USDC");
  }
  await fundDemoVesting(deployer, log);
  await stockDemoRouter(deployer, log);
  return DEMO_CONTRACTS;
}

type Deployer = Awaited<ReturnType<typeof connect>>;

/** Demo USDC held by `who`. */
function demoUsdcOf(deployer: Deployer, who: Address) {
  return deployer.publicClient.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [who] });
}

/** Mints demo USDC to `to` (DemoToken's mint is its owner's, the deployer's), mined. */
async function mintDemoUsdc(deployer: Deployer, to: Address, amount: bigint) {
  const args = [to, amount] as const;
  await deployer.mined(
    await deployer.wallet.writeContract({ address: usdc, abi: demoTokenAbi, functionName: "mint", args }),
  );
}

/** The vesting contract pays out only once funded: mint its total in demo USDC to the deployer and fund it, once. */
async function fundDemoVesting(deployer: Deployer, log: (line: string) => void) {
  const vesting = DEMO_CONTRACTS.DemoRewardVesting;
  const funded = await deployer.publicClient.readContract({
    address: vesting,
    abi: hqMissionVestingAbi,
    functionName: "funded",
  });
  if (funded) return;
  const total = DEMO_REWARD_VESTING.allocation * DEMO_REWARD_VESTING.winners;
  const me = deployer.wallet.account.address;
  await mintDemoUsdc(deployer, me, total);
  await deployer.mined(
    await deployer.wallet.writeContract({
      address: usdc,
      abi: erc20Abi,
      functionName: "approve",
      args: [vesting, total],
    }),
  );
  await deployer.mined(
    await deployer.wallet.writeContract({ address: vesting, abi: hqMissionVestingAbi, functionName: "fund" }),
  );
  log(`funded the demo mission vesting contract with ${total / 10n ** BigInt(DEMO_USDC.decimals)} demo USDC`);
}

/** The router sells ether and demo USDC at their demo prices: list both once, keep each reserve over half. */
async function stockDemoRouter(deployer: Deployer, log: (line: string) => void) {
  const router = DEMO_CONTRACTS.DemoRouter;
  const listed = async (token: Address) =>
    (
      await deployer.publicClient.readContract({
        address: router,
        abi: demoRouterAbi,
        functionName: "listings",
        args: [token],
      })
    )[0] > 0n;
  for (const [token, price, decimals] of [
    [NATIVE, DEMO_ROUTER_PRICES.ETH, 18],
    [usdc, DEMO_ROUTER_PRICES.dUSDC, DEMO_USDC.decimals],
  ] as const) {
    if (await listed(token)) continue;
    await deployer.mined(
      await deployer.wallet.writeContract({
        address: router,
        abi: demoRouterAbi,
        functionName: "list",
        args: [token, price, decimals],
      }),
    );
  }
  if ((await deployer.publicClient.getBalance({ address: router })) < DEMO_ROUTER_RESERVES.ETH / 2n) {
    await deployer.mined(await deployer.wallet.sendTransaction({ to: router, value: DEMO_ROUTER_RESERVES.ETH }));
    log("stocked the demo router with 1,000 ETH");
  }
  if ((await demoUsdcOf(deployer, router)) < DEMO_ROUTER_RESERVES.dUSDC / 2n) {
    await mintDemoUsdc(deployer, router, DEMO_ROUTER_RESERVES.dUSDC);
    log("stocked the demo router with 10,000,000 demo USDC");
  }
}
