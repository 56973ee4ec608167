import { describe, expect, it } from "vitest";
import {
  MISSION_STATUSES,
  MISSION_TOASTS,
  MISSION_UPLOAD_MAX_BYTES,
  MISSION_UPLOAD_TYPES,
  missionFormSchema,
  missionListQuerySchema,
  missionUpdateSchema,
  REPORT_FAILED_MESSAGE,
  REPORT_REASON_REQUIRED_MESSAGE,
  REPORT_REASONS,
  reorderObjectivesSchema,
  reportMissionSchema,
  rewardChainLabel,
  rewardFormSchema,
  rewardUpdateSchema,
  winnersLabel,
} from "./mission-schemas";

const ORG = "0b6a2c3d-4e5f-4a1b-8c9d-0e1f2a3b4c5d";
const MISSION = "3f2b8c1e-6a7d-4e5f-9a0b-1c2d3e4f5a6b";

/** Field → first message, the way a form shows them. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const mission = {
  organization_id: ORG,
  title: "  Summer quest  ",
  blockchain: "8453",
  start_date: "2025-06-01T10:00:00Z",
  end_date: "2025-06-30T10:00:00Z",
};

describe("missionFormSchema", () => {
  it("parses form data with defaults", () => {
    expect(missionFormSchema.parse(mission)).toEqual({
      organization_id: ORG,
      title: "Summer quest",
      description: "",
      blockchain: 8453,
      start_date: "2025-06-01T10:00:00Z",
      end_date: "2025-06-30T10:00:00Z",
      free_entries: 1,
      is_multi_entry_enabled: false,
    });
    const full = missionFormSchema.parse({
      ...mission,
      description: "<p>Hi</p>",
      free_entries: "0",
      is_multi_entry_enabled: "on",
      banner_url: "https://cdn.example.com/b.png",
    });
    expect(full).toMatchObject({
      free_entries: 0,
      is_multi_entry_enabled: true,
      banner_url: "https://cdn.example.com/b.png",
    });
    expect(missionFormSchema.parse({ ...mission, is_multi_entry_enabled: "false", banner_url: "" })).toMatchObject({
      is_multi_entry_enabled: false,
      banner_url: "",
    });
    expect(missionFormSchema.parse({ ...mission, is_multi_entry_enabled: true }).is_multi_entry_enabled).toBe(true);
  });

  it("gives the form messages", () => {
    expect(errors(missionFormSchema.safeParse({}))).toEqual({
      organization_id: "Organization is required.",
      title: "Title must be at least 3 characters.",
      blockchain: "Blockchain field is required.",
      start_date: "Invalid date format. Please use a valid date string.",
      end_date: "Invalid date format. Please use a valid date string.",
    });
    expect(errors(missionFormSchema.safeParse({ ...mission, title: "ab " }))).toEqual({
      title: "Title must be at least 3 characters.",
    });
    expect(errors(missionFormSchema.safeParse({ ...mission, title: "x".repeat(101) }))).toEqual({
      title: "Title must be at most 100 characters.",
    });
    expect(errors(missionFormSchema.safeParse({ ...mission, blockchain: "424242" }))).toEqual({
      blockchain: "Blockchain field is required.",
    });
    expect(errors(missionFormSchema.safeParse({ ...mission, start_date: "soon" }))).toEqual({
      start_date: "Invalid date format. Please use a valid date string.",
    });
    expect(missionFormSchema.safeParse({ ...mission, description: "x".repeat(10001) }).success).toBe(false);
    expect(missionFormSchema.safeParse({ ...mission, free_entries: "1000" }).success).toBe(false);
    expect(missionFormSchema.safeParse({ ...mission, banner_url: "banner.png" }).success).toBe(false);
  });

  it("needs the end after the start", () => {
    for (const end_date of ["2025-05-01T10:00:00Z", mission.start_date]) {
      const result = missionFormSchema.safeParse({ ...mission, end_date });
      expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
        [["end_date"], "End date must be after the start date."],
      ]);
    }
  });
});

describe("missionUpdateSchema", () => {
  it("takes any subset and adds no defaults", () => {
    expect(missionUpdateSchema.parse({})).toEqual({});
    expect(missionUpdateSchema.parse({ title: "New title" })).toEqual({ title: "New title" });
    expect(missionUpdateSchema.parse({ organization_id: ORG, free_entries: "3" })).toEqual({ free_entries: 3 });
  });

  it("checks the dates only when both are sent", () => {
    expect(missionUpdateSchema.safeParse({ end_date: "2020-01-01" }).success).toBe(true);
    expect(errors(missionUpdateSchema.safeParse({ start_date: "2025-02-01", end_date: "2025-01-01" }))).toEqual({
      end_date: "End date must be after the start date.",
    });
  });
});

const reward = { mission: MISSION, title: "Allowlist spot", blockchain_chain_id: "1", selection_process: "raffle" };

describe("rewardFormSchema", () => {
  it("parses form data; absent or TBD winners are null", () => {
    expect(rewardFormSchema.parse(reward)).toEqual({
      mission: MISSION,
      kind: "raffle",
      title: "Allowlist spot",
      about: "",
      blockchain_chain_id: 1,
      selection_process: "raffle",
      number_of_winners: null,
      winner_next_steps: "",
      contract_address: null,
      token_allocation: null,
      wallet_deadline: null,
    });
    for (const number_of_winners of ["", "TBD", "tbd", null, undefined]) {
      expect(rewardFormSchema.parse({ ...reward, number_of_winners }).number_of_winners).toBeNull();
    }
    expect(rewardFormSchema.parse({ ...reward, number_of_winners: "25" }).number_of_winners).toBe(25);
  });

  it("takes a reward contract address and a whole-number token allocation in base units", () => {
    const parsed = rewardFormSchema.parse({
      ...reward,
      kind: "token",
      contract_address: " 0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82 ",
      token_allocation: "25000000000000000000",
    });
    expect(parsed).toMatchObject({
      contract_address: "0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82",
      token_allocation: "25000000000000000000",
    });
    expect(rewardFormSchema.parse({ ...reward, contract_address: "", token_allocation: "" })).toMatchObject({
      contract_address: null,
      token_allocation: null,
    });
    for (const token_allocation of ["0", "1.5", "-3", "1e18", "abc"]) {
      expect(errors(rewardFormSchema.safeParse({ ...reward, token_allocation }))).toEqual({
        token_allocation: "The token allocation must be a whole number of base units greater than 0.",
      });
    }
    expect(errors(rewardFormSchema.safeParse({ ...reward, contract_address: "0x123" }))).toEqual({
      contract_address: "Please enter a valid contract address.",
    });
  });

  it("allows Bitcoin Ordinals (-2), Solana (-1) and registry chains only", () => {
    expect(rewardFormSchema.parse({ ...reward, blockchain_chain_id: "-2" }).blockchain_chain_id).toBe(-2);
    expect(rewardFormSchema.parse({ ...reward, blockchain_chain_id: -1 }).blockchain_chain_id).toBe(-1);
    for (const blockchain_chain_id of ["-3", "0", "", "base", undefined]) {
      expect(errors(rewardFormSchema.safeParse({ ...reward, blockchain_chain_id }))).toEqual({
        blockchain_chain_id: "Blockchain field is required.",
      });
    }
  });

  it("gives the form messages", () => {
    expect(errors(rewardFormSchema.safeParse({ ...reward, title: "A" }))).toEqual({
      title: "Title must be at least 2 characters.",
    });
    expect(errors(rewardFormSchema.safeParse({ ...reward, selection_process: "first come" }))).toEqual({
      selection_process: "Please choose a selection process.",
    });
    expect(errors(rewardFormSchema.safeParse({ ...reward, selection_process: undefined }))).toEqual({
      selection_process: "Please choose a selection process.",
    });
    for (const number_of_winners of ["0", "-1", "1.5", "many"]) {
      expect(errors(rewardFormSchema.safeParse({ ...reward, number_of_winners }))).toEqual({
        number_of_winners: "Number of winners must be at least 1.",
      });
    }
    expect(rewardFormSchema.safeParse({ ...reward, number_of_winners: "100001" }).success).toBe(false);
    expect(rewardFormSchema.safeParse({ ...reward, kind: "coupon" }).success).toBe(false);
    expect(rewardFormSchema.safeParse({ ...reward, selection_process: "All" }).success).toBe(true);
  });
});

describe("rewardUpdateSchema", () => {
  it("needs the mission and leaves unsent fields alone", () => {
    expect(rewardUpdateSchema.parse({ mission: MISSION })).toEqual({ mission: MISSION });
    expect(rewardUpdateSchema.parse({ mission: MISSION, number_of_winners: "TBD" })).toEqual({
      mission: MISSION,
      number_of_winners: null,
    });
    expect(rewardUpdateSchema.parse({ mission: MISSION, title: "Tokens" })).toEqual({
      mission: MISSION,
      title: "Tokens",
    });
    expect(rewardUpdateSchema.safeParse({ title: "Tokens" }).success).toBe(false);
  });
});

describe("reportMissionSchema", () => {
  it("requires one of the three reasons", () => {
    expect(REPORT_REASONS).toEqual(["Inappropriate or Harmful Content", "Fraudulent or Suspicious Activity", "Other"]);
    for (const flag_type of [undefined, "", "Spam"]) {
      expect(errors(reportMissionSchema.safeParse({ flag_type }))).toEqual({
        flag_type: "Please select a reason for reporting",
      });
    }
    expect(REPORT_REASON_REQUIRED_MESSAGE).toBe("Please select a reason for reporting");
    expect(REPORT_FAILED_MESSAGE).toBe("Failed to report mission.");
  });

  it("keeps optional notes", () => {
    expect(reportMissionSchema.parse({ flag_type: "Other" })).toEqual({ flag_type: "Other", notes: "" });
    expect(reportMissionSchema.parse({ flag_type: "Other", notes: "Scam link" }).notes).toBe("Scam link");
    expect(reportMissionSchema.safeParse({ flag_type: "Other", notes: "x".repeat(1001) }).success).toBe(false);
  });
});

describe("missionListQuerySchema", () => {
  it("defaults sort and limit and drops blank values", () => {
    expect(missionListQuerySchema.parse({})).toEqual({ sort: "featured", limit: 12 });
    expect(missionListQuerySchema.parse({ search: "  ", blockchain: "", organization_id: "" })).toEqual({
      sort: "featured",
      limit: 12,
    });
    expect(
      missionListQuerySchema.parse({
        blockchain: "8453",
        sort: "ending_soon",
        search: " quest ",
        limit: "50",
        next: "abc",
        organization_id: ORG,
      }),
    ).toEqual({ blockchain: 8453, sort: "ending_soon", search: "quest", limit: 50, next: "abc", organization_id: ORG });
  });

  it("needs a search of at least 2 characters and a limit of 1 to 50", () => {
    expect(errors(missionListQuerySchema.safeParse({ search: "a" }))).toEqual({
      search: "Search must be at least 2 characters.",
    });
    expect(missionListQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
    expect(missionListQuerySchema.safeParse({ limit: "0" }).success).toBe(false);
    expect(missionListQuerySchema.safeParse({ sort: "oldest" }).success).toBe(false);
  });
});

describe("other mission values", () => {
  it("reorders objectives by id", () => {
    expect(reorderObjectivesSchema.parse({ order: [MISSION, ORG] }).order).toEqual([MISSION, ORG]);
    expect(reorderObjectivesSchema.safeParse({ order: [] }).success).toBe(false);
    expect(reorderObjectivesSchema.safeParse({ order: ["1"] }).success).toBe(false);
  });

  it("labels reward chains and winners", () => {
    expect(rewardChainLabel(-2)).toBe("Bitcoin Ordinals");
    expect(rewardChainLabel(-1)).toBe("Solana");
    expect(rewardChainLabel(8453)).toBe("Base");
    expect(rewardChainLabel(4242)).toBe("Chain 4242");
    expect(winnersLabel(null)).toBe("TBD");
    expect(winnersLabel(undefined)).toBe("TBD");
    expect(winnersLabel(0)).toBe("0");
    expect(winnersLabel(25)).toBe("25");
  });

  it("exports the toasts, statuses and upload limits", () => {
    expect(MISSION_TOASTS.created).toBe("Mission has been created!");
    expect(MISSION_TOASTS.objectiveSaveFailed).toBe("Objective could not be saved.");
    expect(MISSION_TOASTS.rewardDeleted).toBe("Reward has been deleted.");
    expect(MISSION_TOASTS.missingMissionId).toBe("Mission ID is undefined.");
    expect(MISSION_STATUSES).toContain("archived");
    expect(MISSION_UPLOAD_MAX_BYTES).toBe(10_485_760);
    expect(MISSION_UPLOAD_TYPES).toContain("video/mp4");
  });
});
