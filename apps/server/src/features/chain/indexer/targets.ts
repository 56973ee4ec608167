import { and, eq, isNotNull } from "drizzle-orm";
import { getAddress, type Address } from "viem";
import type { Db } from "../../../db/client";
import { reward } from "../../../db/schema/index";
import type { ChainSetup } from "../chain-setup";
import type { IndexTarget } from "./index-chain";

/** The staking chain's target: the platform contracts plus every mission reward contract on it. */
export function stakingChainTarget(db: Db, setup: ChainSetup): IndexTarget {
  const platform = Object.values(setup.deployment.contracts);
  return {
    chainId: setup.chainId,
    client: setup.client,
    confirmations: setup.confirmations,
    startBlock: setup.deployment.startBlock,
    membership: setup.deployment.contracts.HQMembership,
    async addresses() {
      const rows = await db
        .selectDistinct({ address: reward.contractAddress })
        .from(reward)
        .where(and(eq(reward.blockchainChainId, setup.chainId), isNotNull(reward.contractAddress)));
      const missions = rows.flatMap((r) => (r.address ? [getAddress(r.address)] : []));
      return [...new Set<Address>([...platform, ...missions])];
    },
  };
}
