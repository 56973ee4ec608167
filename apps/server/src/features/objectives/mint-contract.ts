import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { nftMintContract, type Objective } from "../../db/schema/index";

// onchain_mint objectives describe the NFT the mission mints. Saving one records the mint
// contract to deploy (status pending_deployment); deployment fills in the address later.

type MintValues = Record<string, unknown>;
const str = (v: unknown, fallback = "") => (v === undefined || v === null ? fallback : String(v));

function recordFields(values: MintValues) {
  return {
    chainId: Number(values.blockchain),
    name: str(values.nft_name, str(values.title)),
    symbol: str(values.nft_symbol, "NFT"),
    description: str(values.nft_description, str(values.about)),
    imageUrl: str(values.image_url),
    version: str(values.nft_version, "1"),
    price: str(values.nft_price, "0"),
    maxSupply:
      values.max_supply === undefined || values.max_supply === null || values.max_supply === ""
        ? null
        : Number(values.max_supply),
  };
}

/** Creates or refreshes the record; returns its id for the objective's nft_contract_object_id. */
export async function upsertMintContract(
  tx: Db,
  o: Pick<Objective, "id" | "missionId">,
  values: MintValues,
): Promise<string> {
  const existingId = typeof values.nft_contract_object_id === "string" ? values.nft_contract_object_id : null;
  if (existingId) {
    const [current] = await tx.select().from(nftMintContract).where(eq(nftMintContract.id, existingId));
    if (current && current.missionId === o.missionId) {
      // A deployed contract is what it is; only a pending record follows the form.
      if (current.status === "pending_deployment") {
        await tx.update(nftMintContract).set(recordFields(values)).where(eq(nftMintContract.id, current.id));
      }
      return current.id;
    }
  }
  const [created] = await tx
    .insert(nftMintContract)
    .values({ missionId: o.missionId, objectiveId: o.id, ...recordFields(values) })
    .returning({ id: nftMintContract.id });
  return created!.id;
}
