import { MISSION_UPLOAD_MAX_BYTES } from "@questhq/core";
import { FileVideo, ImageIcon, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

// Banner and reward asset uploads (docs/API.md: typed by their bytes server side, ≤ 10 MB).
// The same limits are checked here so a wrong file is refused before it is sent.

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const VIDEO_TYPES = ["video/mp4"] as const;
export const IMAGE_TYPE_MESSAGE = "Upload a PNG, JPEG, GIF or WebP image.";
export const ASSET_TYPE_MESSAGE = "Upload a PNG, JPEG, GIF or WebP image or an MP4 video.";
export const FILE_SIZE_MESSAGE = `The file is larger than ${MISSION_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

/** The client-side check of a chosen file, with the server's own messages. */
export function checkUpload(file: File, allowVideo: boolean): string | null {
  const types: readonly string[] = allowVideo ? [...IMAGE_TYPES, ...VIDEO_TYPES] : IMAGE_TYPES;
  if (!types.includes(file.type)) return allowVideo ? ASSET_TYPE_MESSAGE : IMAGE_TYPE_MESSAGE;
  if (file.size > MISSION_UPLOAD_MAX_BYTES) return FILE_SIZE_MESSAGE;
  return null;
}

function formatSize(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A preview of the chosen file. Images are read as data: URLs; videos (MP4) get an object URL,
 * which the app's CSP allows for media (`media-src blob:`), revoked when the file changes or the
 * field goes away.
 */
function useFilePreview(file: File | null): { url: string | null; kind: "image" | "video" | null } {
  const [url, setUrl] = useState<string | null>(null);
  const kind = file ? (file.type.startsWith("video/") ? "video" : "image") : null;
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    if (file.type.startsWith("video/")) {
      const objectUrl = URL.createObjectURL(file);
      setUrl(objectUrl);
      return () => URL.revokeObjectURL(objectUrl);
    }
    const reader = new FileReader();
    let isCurrent = true;
    reader.onload = () => {
      if (isCurrent && typeof reader.result === "string") setUrl(reader.result);
    };
    reader.readAsDataURL(file);
    return () => {
      isCurrent = false;
      reader.abort();
    };
  }, [file]);
  return { url, kind };
}

export function FileField({
  label,
  hint,
  allowVideo,
  file,
  currentUrl,
  currentKind,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  allowVideo: boolean;
  /** The newly chosen file, not yet uploaded. */
  file: File | null;
  /** What is stored now. */
  currentUrl?: string | null;
  currentKind?: "image" | "video" | null;
  error?: string | null;
  onChange: (file: File | null, error: string | null) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useFilePreview(file);
  // The URL the browser could not play (an MP4 with a codec it lacks, or a broken file): only
  // then does the name placeholder stand in for the video. Keyed by URL, so a new file retries.
  const [brokenVideoUrl, setBrokenVideoUrl] = useState<string | null>(null);
  const accept = (allowVideo ? [...IMAGE_TYPES, ...VIDEO_TYPES] : IMAGE_TYPES).join(",");
  const describedBy = error ? `${id}-error` : `${id}-hint`;

  const shownUrl = file ? preview.url : (currentUrl ?? null);
  const shownKind = file ? preview.kind : (currentKind ?? (currentUrl ? "image" : null));
  const isVideoBroken = shownKind === "video" && shownUrl !== null && shownUrl === brokenVideoUrl;
  const hasPreview = Boolean(shownUrl) && !isVideoBroken;

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={cn(
          "overflow-hidden rounded-lg border border-dashed bg-canvas",
          error ? "border-danger" : "border-line",
        )}
      >
        <div
          className={cn(
            "grid place-items-center bg-surface-2",
            !hasPreview ? "h-28" : shownKind === "video" ? "relative h-56 bg-black sm:h-72" : "aspect-[3/1] min-h-28",
          )}
        >
          {shownUrl && shownKind === "image" ? (
            <img src={shownUrl} alt={`${label} preview`} className="size-full object-cover" />
          ) : shownUrl && shownKind === "video" && !isVideoBroken ? (
            <video
              key={shownUrl}
              src={shownUrl}
              // Named after the file, not the field, so the field's label names only its input.
              aria-label={`Preview: ${file ? file.name : "current video"}`}
              className="absolute inset-0 size-full object-contain"
              preload="metadata"
              muted
              playsInline
              controls
              onError={() => setBrokenVideoUrl(shownUrl)}
            />
          ) : (
            <div className="flex flex-col items-center gap-1 p-4 text-center text-sm text-muted">
              {shownKind === "video" ? (
                <FileVideo className="size-6" aria-hidden />
              ) : (
                <ImageIcon className="size-6" aria-hidden />
              )}
              <span className="max-w-full break-all">
                {file ? file.name : isVideoBroken ? "Current video" : "No file chosen"}
              </span>
              {isVideoBroken ? (
                <span className="text-xs text-faint">This browser cannot preview the video.</span>
              ) : null}
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 border-t border-line px-3 py-2">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cn(
              "w-full min-w-0 text-sm text-muted sm:w-auto sm:flex-1 file:mr-3 file:rounded-md file:border-0",
              "file:bg-surface-3 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-ink",
              "hover:file:bg-line",
            )}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              if (!chosen) return onChange(null, null);
              const problem = checkUpload(chosen, allowVideo);
              if (problem) {
                // Keep nothing invalid selected: the message explains what to choose instead.
                e.target.value = "";
                return onChange(null, problem);
              }
              onChange(chosen, null);
            }}
          />
          {file ? (
            <>
              <span className="text-xs text-muted">{formatSize(file.size)}</span>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  if (inputRef.current) inputRef.current.value = "";
                  onChange(null, null);
                }}
              >
                <X className="size-4" aria-hidden />
                Remove file
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint ?? (allowVideo ? "PNG, JPEG, GIF, WebP or MP4, up to 10 MB." : "PNG, JPEG, GIF or WebP, up to 10 MB.")}
        </p>
      )}
    </div>
  );
}
