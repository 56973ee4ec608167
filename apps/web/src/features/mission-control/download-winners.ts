import { exportFileName, GENERIC_ERROR_MESSAGE, isErrorBody, type ExportField } from "@questhq/core";
import { saveFile } from "@/lib/save-file";

// POST /missions/{id}/export/ answers a CSV stream (not JSON), so it is fetched directly and
// saved through a temporary object URL.

/** The filename of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // Malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? "").trim();
  return name || null;
}

/** A refused export, with the HTTP status (403: contact columns without the organizer tool). */
export class ExportRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ExportRequestError";
    this.status = status;
  }
}

async function failureMessage(res: Response): Promise<string> {
  try {
    const body: unknown = await res.json();
    if (isErrorBody(body) && body.error.message) return body.error.message;
  } catch {
    // Not JSON: say what the status was.
  }
  return res.status ? `${GENERIC_ERROR_MESSAGE.replace(/\.$/, "")} (HTTP ${res.status}).` : GENERIC_ERROR_MESSAGE;
}

/** Downloads the winners CSV; resolves with the file name, rejects with the server's message. */
export async function downloadWinnersCsv(missionId: string, title: string, fields: ExportField[]): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/missions/${encodeURIComponent(missionId)}/export/`, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json", accept: "text/csv" },
      body: JSON.stringify({ fields }),
    });
  } catch {
    throw new Error("Could not reach the server. Check your connection and try again.");
  }
  if (!res.ok) throw new ExportRequestError(res.status, await failureMessage(res));
  const blob = await res.blob();
  const name = fileNameFromDisposition(res.headers.get("content-disposition")) ?? exportFileName(title, new Date());
  saveFile(blob, name);
  return name;
}
