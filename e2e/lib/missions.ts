import type { Page } from "playwright-core";
import { demoOrganization, type Api } from "./api";

// Journeys that test entering, drawing or minting set up their mission through the API: this is that setup.

type Body = Record<string, unknown>;
type Created = { id: string; slug: string; objectiveIds: string[] };

/** An allowlist on Base for everyone who completes the mission: the reward of journeys about something else. */
export const ALLOWLIST = { kind: "allowlist", title: "Allowlist", blockchain_chain_id: 8453, selection_process: "All" };

/** A raffle on Base for one pass: the reward of the sandbox journeys, which end by entering. */
export function onePassRaffle(title: string) {
  return {
    kind: "raffle",
    title,
    about: "<p>One pass</p>",
    blockchain_chain_id: 8453,
    selection_process: "raffle",
    number_of_winners: 1,
    winner_next_steps: "<p>Watch your inbox.</p>",
  };
}

/** A mission on Base, live for three days, with one free entry and more to buy: the raffle a journey enters. */
export function multiEntryRaffleOnBase(title: string, description: string) {
  return { title, description, blockchain: 8453, free_entries: 1, is_multi_entry_enabled: true, ...liveFor(3) };
}

/** An NFT for everyone on the local chain: the reward whose contract the organizer deploys from the wizard. */
export function localNftMint(title: string, about: string, winners: number) {
  return {
    kind: "nft_mint",
    title,
    about,
    blockchain_chain_id: 31337,
    selection_process: "All",
    number_of_winners: winners,
    winner_next_steps: "<p>It is in your wallet.</p>",
  };
}

/** Mission dates: started a minute ago, ending in `days` days. */
export function liveFor(days: number) {
  return {
    start_date: new Date(Date.now() - 60_000).toISOString(),
    end_date: new Date(Date.now() + days * 86_400_000).toISOString(),
  };
}

/**
 * A draft mission with its objectives and rewards (each body without its `mission`), of the demo organization
 * unless `mission` names an `organization_id`.
 */
export async function draftMission(
  api: Api,
  page: Page,
  mission: Body,
  objectives: Body[],
  rewards: Body[],
): Promise<Created> {
  const organization_id = mission.organization_id ?? (await demoOrganization(api, page)).id;
  const created = await api<{ id: string; slug: string }>(page, "post", "/api/v1/missions", {
    organization_id,
    ...mission,
  });
  const objectiveIds: string[] = [];
  for (const objective of objectives) {
    const body = { mission: created.id, ...objective };
    objectiveIds.push((await api<{ id: string }>(page, "post", "/api/v1/objectives", body)).id);
  }
  for (const reward of rewards) await api(page, "post", "/api/v1/rewards", { mission: created.id, ...reward });
  return { ...created, objectiveIds };
}

/** `draftMission`, published. */
export async function publishMission(...args: Parameters<typeof draftMission>): Promise<Created> {
  const created = await draftMission(...args);
  const [api, page] = args;
  await api(page, "post", `/api/v1/missions/${created.id}/publish`);
  return created;
}
