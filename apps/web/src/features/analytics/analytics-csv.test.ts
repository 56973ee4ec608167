import type { MissionAnalyticsView } from "@questhq/core";
import { describe, expect, it } from "vitest";
import {
  csvFileName,
  funnelCsv,
  linkedAccountsCsv,
  overviewCsv,
  participantsCsv,
  seriesCsv,
  signalsCsv,
  sourcesCsv,
} from "./analytics-csv";

const view: MissionAnalyticsView = {
  mission_id: "m-1",
  from: "2026-11-01T00:00:00.000Z",
  to: "2026-11-03T00:00:00.000Z",
  bucket: "day",
  counted_at: "2026-11-02T23:59:00.000Z",
  funnel: [
    { step: "visitors", label: "Visitors", objective_id: null, count: 1200, drop_off: null },
    { step: "signed_in_visitors", label: "Signed-in visitors", objective_id: null, count: 300, drop_off: 900 },
    { step: "started", label: "Started", objective_id: null, count: 320, drop_off: -20 },
    { step: "objective", label: "Completed: Follow, then share", objective_id: "o-1", count: 160, drop_off: 160 },
    { step: "entered", label: "Entered", objective_id: null, count: 0, drop_off: 160 },
    { step: "winners", label: "Winners", objective_id: null, count: 0, drop_off: 0 },
  ],
  series: [
    { at: "2026-11-01T00:00:00.000Z", views: 1500, visitors: 700, completions: 90, entries: 40 },
    { at: "2026-11-02T00:00:00.000Z", views: 0, visitors: 0, completions: 0, entries: 0 },
  ],
  sources: [
    { referrer_host: "t.co", utm_source: "twitter", utm_campaign: "launch", views: 900, visitors: 500 },
    { referrer_host: "", utm_source: "", utm_campaign: "", views: 400, visitors: 150 },
    { referrer_host: "=cmd", utm_source: "@sum(a1)", utm_campaign: "-2+3", views: 1, visitors: 1 },
    { referrer_host: "evil.example", utm_source: 'say "hi", ok', utm_campaign: "+x", views: 2, visitors: 2 },
  ],
  participants: { started: 320, new: 240, returning: 80 },
  linked_providers: [
    { provider: "twitter", participants: 300 },
    { provider: "discord", participants: 1 },
  ],
  signals: {
    participants: 320,
    new_accounts: 48,
    entry_wallets_checked: 0,
    entry_wallets_without_transactions: 0,
    shared_network: 5,
  },
};

describe("the mission analytics CSV files", () => {
  it("writes the funnel with shares of the first step and drop-offs, empty where there is nothing to divide", () => {
    expect(funnelCsv(view)).toBe(
      [
        "Step,Count,Share of first step (%),Drop-off from previous step,Drop-off from previous step (%)",
        "Visitors,1200,100,,",
        "Signed-in visitors,300,25,900,75",
        "Started,320,26.7,-20,-6.7",
        '"Completed: Follow, then share",160,13.3,160,50',
        "Entered,0,0,160,100",
        "Winners,0,0,0,",
        "",
      ].join("\r\n"),
    );
  });

  it("makes a referring site or a campaign that looks like a formula safe, and keeps numbers as numbers", () => {
    expect(sourcesCsv(view)).toBe(
      [
        "Referring site,utm_source,utm_campaign,Views,Visitors",
        "t.co,twitter,launch,900,500",
        "Direct / inside QuestHQ,,,400,150",
        "'=cmd,'@sum(a1),'-2+3,1,1",
        `evil.example,"say ""hi"", ok",'+x,2,2`,
        "",
      ].join("\r\n"),
    );
  });

  it("writes every point of the series with its UTC start", () => {
    expect(seriesCsv(view)).toBe(
      [
        "Start (UTC),Views,Visitors,Objectives completed,Entries",
        "2026-11-01T00:00:00.000Z,1500,700,90,40",
        "2026-11-02T00:00:00.000Z,0,0,0,0",
        "",
      ].join("\r\n"),
    );
  });

  it("writes new and returning participants and linked accounts as shares of those who started", () => {
    expect(participantsCsv(view)).toBe(
      [
        "Participants,Count,Share of started (%)",
        "Started,320,100",
        "New to the organization,240,75",
        "Returning,80,25",
        "",
      ].join("\r\n"),
    );
    expect(linkedAccountsCsv(view)).toBe(
      ["Linked account,Participants,Share of started (%)", "Twitter/X,300,93.8", "Discord,1,0.3", ""].join("\r\n"),
    );
  });

  it("writes the signals with what they are out of, and no share when nothing was checked", () => {
    const lines = signalsCsv(view).split("\r\n");
    expect(lines[0]).toBe("Signal,Count,Out of,Share (%),What it counts");
    expect(lines[1]).toMatch(/^New accounts,48,320,15,Participants whose QuestHQ account was under 24 hours old/);
    expect(lines[2]).toMatch(/^Entry wallets without transactions,0,0,,/);
    expect(lines[3]).toMatch(/^Shared network,5,320,1\.6,"?Participants on a network shared with at least 4 other/);
  });

  it("writes the organization overview, a mission without participants without a completion rate", () => {
    expect(
      overviewCsv([
        {
          mission_id: "m-1",
          title: '=HYPERLINK("x")',
          slug: "launch",
          status: "published",
          visitors: 12_345_678,
          participants: 3,
          completed: 1,
          completion_rate: 1 / 3,
          entries: 1,
          winners: 0,
          collected: 0,
        },
        {
          mission_id: "m-2",
          title: "Quiet one",
          slug: "quiet-one",
          status: "draft",
          visitors: 0,
          participants: 0,
          completed: 0,
          completion_rate: null,
          entries: 0,
          winners: 0,
          collected: 0,
        },
      ]),
    ).toBe(
      [
        "Mission,Slug,Status,Visitors,Participants,Completed,Completion rate (%),Entries,Winners,Collected",
        `"'=HYPERLINK(""x"")",launch,published,12345678,3,1,33.3,1,0,0`,
        "Quiet one,quiet-one,draft,0,0,0,,0,0,0",
        "",
      ].join("\r\n"),
    );
  });
});

describe("csvFileName", () => {
  it("names what, whose, and the first and last UTC day the window covers", () => {
    const range = { from: "2026-11-01T00:00:00.000Z", to: "2026-12-01T00:00:00.000Z" };
    expect(csvFileName("mission-analytics-funnel", "spring-quest", range)).toBe(
      "mission-analytics-funnel-spring-quest-2026-11-01-2026-11-30.csv",
    );
    expect(
      csvFileName("mission-analytics-series", "spring-quest", { from: range.from, to: "2026-11-30T14:00:00.000Z" }),
    ).toBe("mission-analytics-series-spring-quest-2026-11-01-2026-11-30.csv");
  });

  it("keeps only letters, digits and dashes of the subject", () => {
    const range = { from: "2026-11-01T05:00:00Z", to: "2026-11-02T05:00:00Z" };
    expect(csvFileName("organization-analytics", "../Café Crew/", range)).toBe(
      "organization-analytics-Cafe-Crew-2026-11-01-2026-11-02.csv",
    );
    expect(csvFileName("organization-analytics", "///", range)).toBe(
      "organization-analytics-export-2026-11-01-2026-11-02.csv",
    );
  });
});
