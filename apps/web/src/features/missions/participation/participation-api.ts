import {
  GENERIC_ERROR_MESSAGE,
  isErrorBody,
  type CompleteInput,
  type ParticipantView,
  type ParticipateResult,
} from "@questhq/core";
import { queryOptions } from "@tanstack/react-query";
import { participationKeys } from "@/features/mission-shared/index";
import { ApiError, apiData } from "@/lib/api";

// Query options and calls of the participation API (docs/PARTICIPATION-API.md). The keys (mission-shared's
// participationKeys) sit under "missions" so a mission-wide invalidation refreshes them too.

const enc = encodeURIComponent;

export const participantQuery = (missionId: string) =>
  queryOptions({
    queryKey: participationKeys.participant(missionId),
    queryFn: () => apiData<ParticipantView>(`/api/v1/missions/${enc(missionId)}/participant`),
  });

export type ParticipateBody = {
  objective_id: string | -1;
  action?: "verify" | "visit";
  tx_hash?: string;
  client_signal?: { okx_wallet_present: boolean };
};

export function participate(missionId: string, body: ParticipateBody): Promise<ParticipateResult> {
  return apiData<ParticipateResult>(`/api/v1/missions/${enc(missionId)}/participate/`, { method: "POST", body });
}

export type CompleteResult = {
  participant: ParticipantView;
  cost: number;
  message: "You have added entries to the raffle!" | "You have completed the Mission!";
};

/** POST /complete/ carries an Idempotency-Key header, which lib/api's helper cannot send. */
export async function completeEntry(
  missionId: string,
  body: CompleteInput,
  idempotencyKey: string,
): Promise<CompleteResult> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/missions/${enc(missionId)}/complete/`, {
      method: "POST",
      credentials: "include",
      headers: { accept: "application/json", "content-type": "application/json", "Idempotency-Key": idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, "network_error", "Could not reach the server. Check your connection and try again.");
  }
  const text = await res.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!res.ok) {
    if (isErrorBody(payload)) {
      const { code, message, fields } = payload.error;
      throw new ApiError(res.status, code, message || GENERIC_ERROR_MESSAGE, fields);
    }
    throw new ApiError(res.status, res.status === 401 ? "unauthorized" : "error", GENERIC_ERROR_MESSAGE);
  }
  return (payload as { data: CompleteResult }).data;
}

export type SkipResult = { objectives_skipped: number; cost: number; participant: ParticipantView };

export function skipTwitterObjectives(missionId: string): Promise<SkipResult> {
  return apiData<SkipResult>(`/api/v1/missions/${enc(missionId)}/skip_twitter/`, { method: "POST" });
}

/** A fresh idempotency key; crypto.randomUUID needs a secure context, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The numbers of a 409 insufficient_balance answer (fields carry them as strings); missing ones come from `fallback`.
 */
export function insufficientFields(
  error: unknown,
  fallback: { cost: number; balance: number },
): { cost: number; balance: number; need: number } | null {
  if (!(error instanceof ApiError) || error.code !== "insufficient_balance") return null;
  const read = (name: string, otherwise: number) => {
    const n = Number(error.fields?.[name]?.[0]);
    return Number.isFinite(n) ? n : otherwise;
  };
  const cost = read("cost", fallback.cost);
  const balance = read("balance", fallback.balance);
  return { cost, balance, need: read("need", Math.max(0, cost - balance)) };
}
