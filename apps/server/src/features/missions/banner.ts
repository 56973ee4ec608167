import { AppError } from "@questhq/core";
import { storeUpload } from "../../lib/uploads";

export const BANNER_IMAGE_MESSAGE = "The banner must be an image (PNG, JPEG, GIF or WebP).";

/** Stores an uploaded banner; a video is refused because cards and headers show a still image. */
export async function storeBanner(dataDir: string, data: Buffer | undefined): Promise<string | null> {
  if (!data) return null;
  const stored = await storeUpload(dataDir, data, "banner");
  if (stored.kind !== "image")
    throw new AppError("unsupported_media_type", BANNER_IMAGE_MESSAGE, { banner: [BANNER_IMAGE_MESSAGE] });
  return stored.url;
}
