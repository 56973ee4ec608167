import { describe, expect, it } from "vitest";
import { erc20Abi, erc721Abi, parseEther, parseUnits } from "viem";
import {
  DEMO_COLLECTIBLE,
  DEMO_CONTRACTS,
  DEMO_OBJECTIVE_NFT,
  DEMO_OWNER,
  DEMO_REWARD_NFT,
  DEMO_SWAP_RESERVE,
  DEMO_USDC,
  deployDemoContracts,
} from "../src/demo-contracts";
import { hqMissionNFTAbi } from "../src/generated/HQMissionNFT";
import { hqMissionVestingAbi } from "../src/generated/HQMissionVesting";
import { demoTokenAbi } from "../src/generated/DemoToken";
import { demoCollectibleAbi } from "../src/generated/DemoCollectible";
import { demoSwapAbi } from "../src/generated/DemoSwap";
import { revertChecker } from "./revert";
import { useChain } from "./kit";

// The demo contracts the seeded on-chain objectives point at: deployed at the addresses the seed
// names (CREATE2), once, with a stocked swap; only the owner mints.

const chain = useChain();

describe("demo contracts", () => {
  it("land at the addresses named before deployment, and a second run changes nothing", async () => {
    const read = chain.publicClient;
    for (const address of Object.values(DEMO_CONTRACTS)) expect(await read.getCode({ address })).toBeUndefined();
    const logged: string[] = [];
    expect(await deployDemoContracts(chain.anvil.url, (l) => logged.push(l))).toEqual(DEMO_CONTRACTS);
    // Seven contracts, the swap's stock, the mission vesting contract's funding and the router's ether and demo USDC.
    expect(logged).toHaveLength(11);
    expect(
      await read.readContract({
        address: DEMO_CONTRACTS.DemoRewardVesting,
        abi: hqMissionVestingAbi,
        functionName: "funded",
      }),
    ).toBe(true);
    const config = await read.readContract({
      address: DEMO_CONTRACTS.DemoRewardNFT,
      abi: hqMissionNFTAbi,
      functionName: "mintConfig",
    });
    expect(config[5]).toBe(DEMO_REWARD_NFT.price);
    const stamp = await read.readContract({
      address: DEMO_CONTRACTS.DemoObjectiveNFT,
      abi: hqMissionNFTAbi,
      functionName: "mintConfig",
    });
    expect([stamp[2], stamp[5]]).toEqual([DEMO_OBJECTIVE_NFT.maxSupply, DEMO_OBJECTIVE_NFT.price]);
    for (const address of Object.values(DEMO_CONTRACTS))
      expect((await read.getCode({ address }))?.length).toBeGreaterThan(2);
    const block = await read.getBlockNumber();
    const again: string[] = [];
    await deployDemoContracts(chain.anvil.url, (l) => again.push(l));
    expect(again).toEqual([]);
    expect(await read.getBlockNumber()).toBe(block);

    const usdc = DEMO_CONTRACTS.DemoUSDC;
    expect(await read.readContract({ address: usdc, abi: erc20Abi, functionName: "decimals" })).toBe(
      DEMO_USDC.decimals,
    );
    expect(await read.readContract({ address: usdc, abi: erc20Abi, functionName: "symbol" })).toBe(DEMO_USDC.symbol);
    expect(
      await read.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [DEMO_CONTRACTS.DemoSwap],
      }),
    ).toBe(DEMO_SWAP_RESERVE);
    const nft = DEMO_CONTRACTS.DemoCollectible;
    expect(await read.readContract({ address: nft, abi: erc721Abi, functionName: "name" })).toBe(DEMO_COLLECTIBLE.name);
    expect(await read.readContract({ address: nft, abi: demoCollectibleAbi, functionName: "owner" })).toBe(DEMO_OWNER);
  });

  it("mint only for the owner", async () => {
    const read = chain.publicClient;
    const user = chain.users[0]!;
    const who = user.account.address;
    await chain.mined(
      await chain.deployer.writeContract({
        address: DEMO_CONTRACTS.DemoUSDC,
        abi: demoTokenAbi,
        functionName: "mint",
        args: [who, 5_000_000n],
      }),
    );
    expect(await chain.balanceOf(DEMO_CONTRACTS.DemoUSDC, who)).toBe(5_000_000n);
    await chain.mined(
      await chain.deployer.writeContract({
        address: DEMO_CONTRACTS.DemoCollectible,
        abi: demoCollectibleAbi,
        functionName: "mint",
        args: [who],
      }),
    );
    expect(
      await read.readContract({
        address: DEMO_CONTRACTS.DemoCollectible,
        abi: erc721Abi,
        functionName: "ownerOf",
        args: [1n],
      }),
    ).toBe(who);

    const tokenReverts = revertChecker(demoTokenAbi);
    await tokenReverts(
      user.writeContract({
        address: DEMO_CONTRACTS.DemoUSDC,
        abi: demoTokenAbi,
        functionName: "mint",
        args: [who, 1n],
      }),
      "OwnableUnauthorizedAccount",
      [who],
    );
    const nftReverts = revertChecker(demoCollectibleAbi);
    await nftReverts(
      user.writeContract({
        address: DEMO_CONTRACTS.DemoCollectible,
        abi: demoCollectibleAbi,
        functionName: "mint",
        args: [who],
      }),
      "OwnableUnauthorizedAccount",
      [who],
    );
  });

  it("swap ether for demo USDC at 2,000 per ether, and refuse an empty swap", async () => {
    const read = chain.publicClient;
    const user = chain.users[1]!;
    const who = user.account.address;
    const swap = DEMO_CONTRACTS.DemoSwap;
    await chain.mined(
      await user.writeContract({
        address: swap,
        abi: demoSwapAbi,
        functionName: "swapExactEtherForTokens",
        value: parseEther("0.01"),
      }),
    );
    expect(await chain.balanceOf(DEMO_CONTRACTS.DemoUSDC, who)).toBe(parseUnits("20", 6));
    expect(await read.getBalance({ address: swap })).toBe(parseEther("0.01"));
    const expectRevert = revertChecker(demoSwapAbi);
    await expectRevert(
      user.writeContract({ address: swap, abi: demoSwapAbi, functionName: "swapExactEtherForTokens", value: 0n }),
      "DemoSwap_NothingIn",
    );
  });
});
