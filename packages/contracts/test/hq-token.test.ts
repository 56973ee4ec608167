import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEther } from "viem";
import { hqTokenAbi, hqTokenBytecode } from "../src/generated/HQToken";
import { snapshotEach, useChain } from "./kit";

const chain = useChain();
let token: `0x${string}`;

describe("HQToken", () => {
  beforeEach(async () => {
    token ??= await chain.deploy(chain.deployer, { abi: hqTokenAbi, bytecode: hqTokenBytecode }, [
      chain.treasury.account.address,
    ]);
  });
  snapshotEach(chain, { beforeEach, afterEach });

  it("mints 1,000,000,000 HQ with 18 decimals to the treasury and nothing to anyone else", async () => {
    const read = (functionName: "totalSupply" | "decimals" | "symbol") =>
      chain.publicClient.readContract({ address: token, abi: hqTokenAbi, functionName });
    expect(await read("decimals")).toBe(18);
    expect(await read("symbol")).toBe("HQ");
    expect(await read("totalSupply")).toBe(parseEther("1000000000"));
    const balance = (who: `0x${string}`) =>
      chain.publicClient.readContract({ address: token, abi: hqTokenAbi, functionName: "balanceOf", args: [who] });
    expect(await balance(chain.treasury.account.address)).toBe(parseEther("1000000000"));
    expect(await balance(chain.deployer.account.address)).toBe(0n);
  });

  it("reverts a transfer above the balance with the ERC-20 custom error", async () => {
    const user = chain.users[0]!;
    await expect(
      user.writeContract({
        address: token,
        abi: hqTokenAbi,
        functionName: "transfer",
        args: [chain.treasury.account.address, 1n],
      }),
    ).rejects.toThrow(/ERC20InsufficientBalance/);
  });
});
