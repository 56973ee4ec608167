import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWalletClient, erc20Abi, formatUnits, http, parseEther, zeroAddress, type Hash } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts/accounts";
import { DEMO_CONTRACTS } from "@questhq/contracts/demo-contracts";
import { demoCollectibleAbi } from "@questhq/contracts/generated/DemoCollectible";
import { demoRouterAbi } from "@questhq/contracts/generated/DemoRouter";
import { chain, startLocalWorld, type LocalWorld } from "./local-chain-kit";

// The sandbox explorer answers the app's explorer links for the local chain (tx/{hash}, address/{address},
// token/{token}, token/{token}?a={holder}) with what the chain says at that moment: a swap's status, fee and token
// transfers, an account's ether and tokens, a token and one holder's balance, in exact amounts.

let world: LocalWorld;
let swap: Hash;
const explorer = (path: string) => fetch(`${world.fakes.url}/explorer/31337${path}`);
const text = async (path: string, status = 200) => {
  const res = await explorer(path);
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("text/html");
  return res.text();
};

beforeAll(async () => {
  world = await startLocalWorld();
  // 0.003 ETH for 180 $HQ at the router's prices, sent by the user; and a Local Legend minted to the user.
  const wallet = createWalletClient({ chain, transport: http(world.anvil.url), account: world.user });
  swap = await wallet.writeContract({
    address: DEMO_CONTRACTS.DemoRouter,
    abi: demoRouterAbi,
    functionName: "swap",
    args: [zeroAddress, parseEther("0.003"), world.hq, 0n, world.user.address, 0n],
    value: parseEther("0.003"),
  });
  await world.read.waitForTransactionReceipt({ hash: swap });
  const owner = createWalletClient({
    chain,
    transport: http(world.anvil.url),
    account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]),
  });
  await world.read.waitForTransactionReceipt({
    hash: await owner.writeContract({
      address: DEMO_CONTRACTS.DemoCollectible,
      abi: demoCollectibleAbi,
      functionName: "mint",
      args: [world.user.address],
    }),
  });
}, 60_000);

afterAll(async () => {
  await world?.close();
});

describe("sandbox explorer", () => {
  it("shows a transaction: status, parties by name, value, the fee actually paid and its token transfers", async () => {
    const receipt = await world.read.getTransactionReceipt({ hash: swap });
    const page = await text(`/tx/${swap}`);
    expect(page).toContain(swap);
    expect(page).toContain("Success");
    expect(page).toContain(`DemoRouter (${DEMO_CONTRACTS.DemoRouter})`);
    expect(page).toContain("0.003 ETH");
    const fee = formatUnits(receipt.gasUsed * receipt.effectiveGasPrice, 18);
    expect(page).toContain(`${fee} ETH (${receipt.gasUsed} gas)`);
    expect(page).toContain("180 HQ");
    expect(page).toContain(`href="${world.fakes.url}/explorer/31337/token/${world.hq}"`);
    expect(page).toContain(`href="${world.fakes.url}/explorer/31337/address/${world.user.address}"`);
    expect(await text(`/tx/0x${"ab".repeat(32)}`, 404)).toContain("Transaction not found");
    expect(await text("/tx/not-a-hash", 404)).toContain("is not a transaction hash");
  });

  it("shows an address: kind, ether and the known tokens it holds, each linked to its holder page", async () => {
    const balance = await world.read.getBalance({ address: world.user.address });
    const hq = await world.read.readContract({
      address: world.hq,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [world.user.address],
    });
    const page = await text(`/address/${world.user.address.toLowerCase()}`);
    expect(page).toContain("Account");
    expect(page).toContain(`${formatUnits(balance, 18)} ETH`);
    expect(page).toContain(`${formatUnits(hq, 18)} HQ`);
    expect(page).toContain("100 dUSDC");
    expect(page).toContain(`href="${world.fakes.url}/explorer/31337/token/${world.hq}?a=${world.user.address}"`);
    const router = await text(`/address/${DEMO_CONTRACTS.DemoRouter}`);
    expect(router).toContain("Contract");
    expect(router).toContain("<h1>DemoRouter</h1>");
  });

  it("shows a token and one holder's balance of it, for ERC-20s and ERC-721s", async () => {
    const supply = await world.read.readContract({ address: world.hq, abi: erc20Abi, functionName: "totalSupply" });
    const token = await text(`/token/${world.hq}`);
    expect(token).toContain("ERC-20");
    expect(token).toContain(`${formatUnits(supply, 18)} HQ`);
    const held = await world.read.readContract({
      address: world.hq,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [world.user.address],
    });
    const holder = await text(`/token/${world.hq}?a=${world.user.address}`);
    expect(holder).toContain(`<td>${formatUnits(held, 18)} HQ</td>`);
    const nft = await text(`/token/${DEMO_CONTRACTS.DemoCollectible}?a=${world.user.address}`);
    expect(nft).toContain("ERC-721");
    expect(nft).toContain("<td>1 ");
    expect(await text(`/token/${world.user.address}`, 404)).toContain("is not a token contract");
    expect(await text(`/token/${world.hq}?a=nobody`, 404)).toContain("nobody is not an address");
  });

  it("searches by hash or address, and answers an unknown chain or a silent node with a page saying so", async () => {
    const byHash = await explorer(`/search?q=${swap}`);
    expect(byHash.url).toBe(`${world.fakes.url}/explorer/31337/tx/${swap}`);
    const byAddress = await explorer(`/search?q=${world.user.address.toLowerCase()}`);
    expect(byAddress.url).toBe(`${world.fakes.url}/explorer/31337/address/${world.user.address}`);
    expect((await fetch(`${world.fakes.url}/explorer/1/tx/${swap}`)).status).toBe(404);

    const control = (chains: unknown) =>
      fetch(`${world.fakes.url}/explorer/__control/chains`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ chains }),
      });
    await control([
      { id: 31337, name: "Local <chain>", coin: "ETH", rpcUrl: world.anvil.url, labels: { [swap]: "<b>" } },
      { id: 5, name: "Gone", coin: "ETH", rpcUrl: "http://127.0.0.1:9" },
    ]);
    const escaped = await text("");
    expect(escaped).toContain("Local &lt;chain&gt;");
    expect(escaped).not.toContain("<chain>");
    const gone = await fetch(`${world.fakes.url}/explorer/5/address/${world.user.address}`);
    expect(gone.status).toBe(502);
    expect(await gone.text()).toContain("Reading Gone failed");
  });
});
