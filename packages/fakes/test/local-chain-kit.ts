import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseUnits,
  type Address,
  type Chain,
  type PublicClient,
} from "viem";
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { ANVIL_ADDRESSES, ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "@questhq/contracts/accounts";
import { startAnvil, type Anvil } from "@questhq/contracts/anvil";
import { DEMO_CONTRACTS, deployDemoContracts } from "@questhq/contracts/demo-contracts";
import { stockDemoRouterWithHq } from "@questhq/contracts/demo-router";
import { LOCAL_CHAIN_BASE_FEE } from "@questhq/contracts/local-chain";
import { demoTokenAbi } from "@questhq/contracts/generated/DemoToken";
import { hqTokenAbi, hqTokenBytecode } from "@questhq/contracts/generated/HQToken";
import { startFakeProviders, type RunningFakes } from "../src/index";

// The demo's local chain in small, for the LI.FI fake and the sandbox explorer: its own anvil node (with the demo
// chain's opening base fee, so gas figures are the demo's), the demo contracts, $HQ listed and stocked on the
// DemoRouter, 100 demo USDC for the user, and the fakes told about the chain as the server tells them.

export const chain = { ...foundry, id: 31337 } as Chain;

export type LocalWorld = {
  anvil: Anvil;
  fakes: RunningFakes;
  hq: Address;
  usdc: Address;
  /** Anvil account 4, with 100 demo USDC. */
  user: PrivateKeyAccount;
  read: PublicClient;
  close(): Promise<void>;
};

const post = async (url: string, body: unknown) => {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
};

export async function startLocalWorld(): Promise<LocalWorld> {
  const anvil = await startAnvil({ chainId: 31337, baseFee: LOCAL_CHAIN_BASE_FEE });
  await deployDemoContracts(anvil.url);
  const read = createPublicClient({ chain, transport: http(anvil.url) }) as PublicClient;
  const deployer = createWalletClient({
    chain,
    transport: http(anvil.url),
    account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]),
  });
  const hash = await deployer.deployContract({
    abi: hqTokenAbi,
    bytecode: hqTokenBytecode,
    args: [ANVIL_ADDRESSES[LOCAL_ROLES.treasury]],
  });
  const hq = getAddress((await read.waitForTransactionReceipt({ hash })).contractAddress!);
  await stockDemoRouterWithHq(anvil.url, hq);
  const user = privateKeyToAccount(ANVIL_PRIVATE_KEYS[4]);
  const usdc = DEMO_CONTRACTS.DemoUSDC;
  await read.waitForTransactionReceipt({
    hash: await deployer.writeContract({
      address: usdc,
      abi: demoTokenAbi,
      functionName: "mint",
      args: [user.address, parseUnits("100", 6)],
    }),
  });

  const fakes = await startFakeProviders();
  await post(`${fakes.url}/lifi/__control/world`, {
    chains: [
      {
        id: 31337,
        name: "Local chain",
        key: "anv",
        coin: "ETH",
        rpcUrl: anvil.url,
        router: DEMO_CONTRACTS.DemoRouter,
        tokens: [hq, usdc],
      },
    ],
  });
  await post(`${fakes.url}/explorer/__control/chains`, {
    chains: [
      {
        id: 31337,
        name: "Local chain",
        coin: "ETH",
        rpcUrl: anvil.url,
        labels: { [hq]: "HQToken", [DEMO_CONTRACTS.DemoRouter]: "DemoRouter" },
        tokens: [hq, usdc],
      },
    ],
  });
  return {
    anvil,
    fakes,
    hq,
    usdc,
    user,
    read,
    close: async () => {
      await fakes.close();
      await anvil.close();
    },
  };
}
