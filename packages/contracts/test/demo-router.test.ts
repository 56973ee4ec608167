import { describe, expect, it } from "vitest";
import { erc20Abi, parseEther, parseUnits, zeroAddress } from "viem";
import { DEMO_CONTRACTS, DEMO_ROUTER_PRICES, DEMO_ROUTER_RESERVES, deployDemoContracts } from "../src/demo-contracts";
import { DEMO_ROUTER_HQ_RESERVE, stockDemoRouterWithHq } from "../src/demo-router";
import { demoRouterAbi } from "../src/generated/DemoRouter";
import { demoTokenAbi } from "../src/generated/DemoToken";
import { hqTokenAbi, hqTokenBytecode } from "../src/generated/HQToken";
import { revertChecker } from "./revert";
import { useChain } from "./kit";

// The sandbox LI.FI's router: fixed prices, reserves it pays out from, the integrator fee kept in the token paid in,
// and every way a swap is refused.

const chain = useChain();
const router = DEMO_CONTRACTS.DemoRouter;
const usdc = DEMO_CONTRACTS.DemoUSDC;
const expectRevert = revertChecker(demoRouterAbi);

describe("demo router", () => {
  it("is listed and stocked once, and $HQ comes from the treasury", async () => {
    const read = chain.publicClient;
    await deployDemoContracts(chain.anvil.url);
    expect(await read.getBalance({ address: router })).toBe(DEMO_ROUTER_RESERVES.ETH);
    expect(await read.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [router] })).toBe(
      DEMO_ROUTER_RESERVES.dUSDC,
    );
    expect(
      await read.readContract({ address: router, abi: demoRouterAbi, functionName: "listings", args: [zeroAddress] }),
    ).toEqual([DEMO_ROUTER_PRICES.ETH, 18]);

    const hq = await chain.deploy(chain.deployer, { abi: hqTokenAbi, bytecode: hqTokenBytecode }, [
      chain.treasury.account.address,
    ]);
    const logged: string[] = [];
    await stockDemoRouterWithHq(chain.anvil.url, hq, (l) => logged.push(l));
    await stockDemoRouterWithHq(chain.anvil.url, hq, (l) => logged.push(l));
    expect(logged).toHaveLength(1);
    expect(await read.readContract({ address: hq, abi: erc20Abi, functionName: "balanceOf", args: [router] })).toBe(
      DEMO_ROUTER_HQ_RESERVE,
    );
    // 1 demo USDC ($1) buys 20 $HQ ($0.05).
    expect(
      await read.readContract({
        address: router,
        abi: demoRouterAbi,
        functionName: "quote",
        args: [usdc, 1_000_000n, hq],
      }),
    ).toBe(parseEther("20"));
  });

  it("swaps an ERC-20 for ether after an approval, keeping the fee in the token paid in", async () => {
    const read = chain.publicClient;
    const user = chain.users[2]!;
    const who = user.account.address;
    const amountIn = parseUnits("30", 6);
    const fee = parseUnits("0.75", 6);
    await chain.mint(chain.deployer, usdc, who, amountIn);
    // $29.25 of demo USDC at $3,000 per ether.
    const expected = parseEther("0.00975");
    expect(
      await read.readContract({
        address: router,
        abi: demoRouterAbi,
        functionName: "quote",
        args: [usdc, amountIn - fee, zeroAddress],
      }),
    ).toBe(expected);
    const unapproved = user.writeContract({
      address: router,
      abi: demoRouterAbi,
      functionName: "swap",
      args: [usdc, amountIn, zeroAddress, expected, who, fee],
    });
    await expectRevert(unapproved, "ERC20InsufficientAllowance", [router, 0n, amountIn], demoTokenAbi);
    await chain.mined(
      await user.writeContract({ address: usdc, abi: erc20Abi, functionName: "approve", args: [router, amountIn] }),
    );
    const before = await read.getBalance({ address: who });
    const hash = await user.writeContract({
      address: router,
      abi: demoRouterAbi,
      functionName: "swap",
      args: [usdc, amountIn, zeroAddress, expected, who, fee],
    });
    const receipt = await chain.mined(hash);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await read.getBalance({ address: who })).toBe(before + expected - gas);
    expect(await read.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [who] })).toBe(0n);
    expect(await read.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [router] })).toBe(
      DEMO_ROUTER_RESERVES.dUSDC + amountIn,
    );
  });

  it("swaps ether sent with the call for an ERC-20", async () => {
    const read = chain.publicClient;
    const user = chain.users[3]!;
    const who = user.account.address;
    const value = parseEther("0.01");
    await chain.mined(
      await user.writeContract({
        address: router,
        abi: demoRouterAbi,
        functionName: "swap",
        args: [zeroAddress, value, usdc, 0n, who, 0n],
        value,
      }),
    );
    expect(await read.readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [who] })).toBe(
      parseUnits("30", 6),
    );
  });

  it("refuses what it cannot honour", async () => {
    const user = chain.users[4]!;
    const who = user.account.address;
    const value = parseEther("0.01");
    const swap = (args: readonly [`0x${string}`, bigint, `0x${string}`, bigint, `0x${string}`, bigint], sent = 0n) =>
      user.writeContract({ address: router, abi: demoRouterAbi, functionName: "swap", args, value: sent });
    await expectRevert(swap([zeroAddress, value, usdc, parseUnits("31", 6), who, 0n], value), "DemoRouter_Slippage", [
      parseUnits("30", 6),
      parseUnits("31", 6),
    ]);
    await expectRevert(swap([zeroAddress, value, usdc, 0n, who, 0n], value - 1n), "DemoRouter_WrongValue", [
      value - 1n,
      value,
    ]);
    await expectRevert(swap([zeroAddress, value, usdc, 0n, who, value], value), "DemoRouter_FeeTooHigh", [
      value,
      value,
    ]);
    await expectRevert(swap([zeroAddress, 0n, usdc, 0n, who, 0n]), "DemoRouter_NothingIn");
    await expectRevert(swap([zeroAddress, value, zeroAddress, 0n, who, 0n], value), "DemoRouter_SameToken");
    await expectRevert(swap([zeroAddress, value, who, 0n, who, 0n], value), "DemoRouter_NotListed", [who]);
    const tooMuch = parseEther("9000");
    await expectRevert(swap([zeroAddress, tooMuch, usdc, 0n, who, 0n], tooMuch), "DemoRouter_ReserveTooLow", [
      DEMO_ROUTER_RESERVES.dUSDC,
      parseUnits("27000000", 6),
    ]);
    await expectRevert(
      user.writeContract({ address: router, abi: demoRouterAbi, functionName: "list", args: [who, 1n, 18] }),
      "OwnableUnauthorizedAccount",
      [who],
    );
  });
});
