import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { AppError, MISSION_UPLOAD_MAX_BYTES, type MISSION_UPLOAD_TYPES } from "@questhq/core";

// Banners and reward assets are stored under DATA_DIR/uploads by content hash, so the same
// file uploaded twice is stored once and a URL never changes meaning. The type is decided by
// the bytes (file-type), never by the name or the Content-Type the browser claims.

const EXTENSIONS: Record<(typeof MISSION_UPLOAD_TYPES)[number], string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "video/mp4": "mp4",
};
const MIME_BY_EXTENSION = Object.fromEntries(Object.entries(EXTENSIONS).map(([mime, ext]) => [ext, mime]));
export const UPLOAD_NAME = /^[0-9a-f]{64}\.(png|jpg|gif|webp|mp4)$/;
export const UPLOAD_URL_PREFIX = "/api/v1/uploads/";

export const UPLOAD_TYPE_MESSAGE = "Upload a PNG, JPEG, GIF or WebP image or an MP4 video.";
export const UPLOAD_SIZE_MESSAGE = `The file is larger than ${MISSION_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

export type StoredUpload = { url: string; mime: string; kind: "image" | "video"; bytes: number };

export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, "uploads");
}

export async function storeUpload(dataDir: string, data: Buffer, field: string): Promise<StoredUpload> {
  if (data.length > MISSION_UPLOAD_MAX_BYTES)
    throw new AppError("payload_too_large", UPLOAD_SIZE_MESSAGE, { [field]: [UPLOAD_SIZE_MESSAGE] });
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime as (typeof MISSION_UPLOAD_TYPES)[number] | undefined;
  // MP4 files are sometimes detected as video/quicktime-compatible brands; accept only true mp4.
  if (!mime || !(mime in EXTENSIONS)) {
    throw new AppError("unsupported_media_type", UPLOAD_TYPE_MESSAGE, { [field]: [UPLOAD_TYPE_MESSAGE] });
  }
  const name = `${createHash("sha256").update(data).digest("hex")}.${EXTENSIONS[mime]}`;
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    // Write then rename so a reader never sees half a file.
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
  }
  return {
    url: `${UPLOAD_URL_PREFIX}${name}`,
    mime,
    kind: mime.startsWith("video/") ? "video" : "image",
    bytes: data.length,
  };
}

export async function readUpload(dataDir: string, name: string): Promise<{ data: Buffer; mime: string } | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  const ext = name.split(".").pop() as string;
  try {
    const data = await readFile(path.join(uploadsDir(dataDir), name));
    return { data, mime: MIME_BY_EXTENSION[ext] as string };
  } catch {
    return null;
  }
}

/** "image", "video" or null for a stored asset URL (by extension, which we chose from the bytes). */
export function assetKind(url: string | null): "image" | "video" | null {
  if (!url) return null;
  return /\.mp4($|\?)/i.test(url) ? "video" : "image";
}
