import type { PayoutReport, SagaSummary, SagaWeekSummary, SettlementStatus } from "@questhq/core";
import type { OperatorJob } from "@questhq/core/schemas/responses/operators";
import { apiData } from "@/lib/api";

export type OperatorSaga = SagaSummary & { status: SettlementStatus; weeks: number; challenges: number };
export type OperatorChallenge = {
  id: string;
  template: string;
  provider: string;
  values: Record<string, unknown>;
  credits: number;
  position: number;
};
export type OperatorSagaDetail = {
  season: SagaSummary;
  weeks: (SagaWeekSummary & { challenges: OperatorChallenge[] })[];
};
export type SettlementPreview = {
  hq_pool: string;
  vault_bps: number;
  participant_count: number;
  total_boosted: string;
  table_hash: string;
  top: { account: string; boosted_credits: string; amount: string }[];
};

export const operatorKeys = {
  list: ["operator", "sagas"] as const,
  detail: (id: string) => ["operator", "sagas", id] as const,
  jobs: ["operator", "jobs"] as const,
};

export const listSagas = () => apiData<OperatorSaga[]>("/api/v1/operator/seasons");
export const getSaga = (id: string) => apiData<OperatorSagaDetail>(`/api/v1/operator/seasons/${id}`);
export const createSaga = (body: Record<string, unknown>) =>
  apiData<SagaSummary>("/api/v1/operator/seasons", { method: "POST", body });
export const addChallenge = (weekId: string, body: unknown) =>
  apiData<OperatorChallenge>(`/api/v1/operator/weeks/${weekId}/challenges`, { method: "POST", body });
export const removeChallenge = (id: string) =>
  apiData<{ id: string }>(`/api/v1/operator/challenges/${id}`, { method: "DELETE" });
export const previewSettlement = (id: string) => apiData<SettlementPreview>(`/api/v1/operator/seasons/${id}/preview`);
export const settleSaga = (id: string) =>
  apiData<{ table_hash: string; participant_count: number }>(`/api/v1/operator/seasons/${id}/settle`, {
    method: "POST",
    body: {},
  });
export const payoutSaga = (id: string) =>
  apiData<PayoutReport>(`/api/v1/operator/seasons/${id}/payout`, { method: "POST", body: {} });
export const listJobs = () => apiData<OperatorJob[]>("/api/v1/operator/jobs");
