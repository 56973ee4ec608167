import { storeUpload } from "../../lib/uploads";

/** The reward asset may be an image or an mp4 (docs/product/rewards.md#reward-fields); the bytes decide which. */
export async function storeRewardAsset(dataDir: string, data: Buffer | undefined): Promise<string | null> {
  if (!data) return null;
  return (await storeUpload(dataDir, data, "reward_asset")).url;
}
