import { erc20Abi, parseEther, type Address } from "viem";
import { ANVIL_PRIVATE_KEYS, LOCAL_ROLES } from "./accounts";
import { connect } from "./deploy";
import { DEMO_CONTRACTS, DEMO_ROUTER_PRICES } from "./demo-contracts";
import { demoRouterAbi } from "./generated/DemoRouter";

// $HQ on the demo router: the token is deployed by the platform deploy (an ordinary CREATE, so its address is only
// known from the deployment), after the CREATE2 demo contracts. This lists it and keeps a reserve of it, taken from
// the treasury that holds the supply, so the bridge page's "Buy $HQ" can really buy some on the local chain.

/** The router's $HQ reserve, topped up from the treasury when it falls under half. */
export const DEMO_ROUTER_HQ_RESERVE = parseEther("10000000");

export async function stockDemoRouterWithHq(
  rpcUrl: string,
  hqToken: Address,
  log: (line: string) => void = () => {},
): Promise<void> {
  const router = DEMO_CONTRACTS.DemoRouter;
  const deployer = await connect(rpcUrl, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.deployer]);
  const [price] = await deployer.publicClient.readContract({
    address: router,
    abi: demoRouterAbi,
    functionName: "listings",
    args: [hqToken],
  });
  if (price !== DEMO_ROUTER_PRICES.HQ) {
    const args = [hqToken, DEMO_ROUTER_PRICES.HQ, 18] as const;
    await deployer.mined(
      await deployer.wallet.writeContract({ address: router, abi: demoRouterAbi, functionName: "list", args }),
    );
  }
  const reserve = await deployer.publicClient.readContract({
    address: hqToken,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [router],
  });
  if (reserve >= DEMO_ROUTER_HQ_RESERVE / 2n) return;
  const treasury = await connect(rpcUrl, ANVIL_PRIVATE_KEYS[LOCAL_ROLES.treasury]);
  const args = [router, DEMO_ROUTER_HQ_RESERVE] as const;
  await treasury.mined(
    await treasury.wallet.writeContract({ address: hqToken, abi: erc20Abi, functionName: "transfer", args }),
  );
  log("stocked the demo router with 10,000,000 $HQ from the treasury");
}
