import { describe, expect, it } from "vitest";
import { MISSION_UPLOAD_MAX_BYTES } from "@questhq/core";
import type { TestApp } from "../../test/harness";
import {
  addReward,
  createDraft,
  missionFields,
  MP4,
  PNG,
  rewardFields,
  withCastApp,
  type Cast,
} from "../../test/mission-kit";
import { UPLOAD_SIZE_MESSAGE, UPLOAD_TYPE_MESSAGE } from "../../lib/uploads";
import { BANNER_IMAGE_MESSAGE } from "../missions/index";
import { REWARD_RULES } from "./reward-rules";

let t: TestApp;
let cast: Cast;
withCastApp((s) => ({ t, cast } = s));

const asForm = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) as Record<string, string>;

describe("rewards", () => {
  it("creates a raffle reward from form data with an image and reads it back", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const res = await cast.member.form(
      "POST",
      "/api/v1/rewards",
      asForm(rewardFields(m.id, { about: '<p onclick="x()">Win <a href="javascript:alert(1)">this</a></p>' })),
      {
        reward_asset: { data: PNG, filename: "prize.png", type: "image/png" },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().data;
    expect(r).toMatchObject({
      mission: m.id,
      kind: "raffle",
      selection_process: "raffle",
      number_of_winners: 10,
      reward_asset_type: "image",
      chain_label: "Base",
    });
    expect(r.about).toBe('<p>Win <a rel="noopener noreferrer nofollow" target="_blank">this</a></p>');
    expect((await cast.visitor.get(r.reward_asset)).headers["content-type"]).toBe("image/png");
    const fetched = await cast.member.get(`/api/v1/missions/${m.slug}/reward`);
    expect(fetched.json().data.id).toBe(r.id);
  });

  it("accepts an mp4 asset, TBD winners and non-EVM chains", async () => {
    const solana = await createDraft(cast.admin, cast.orgId);
    const res = await cast.admin.form(
      "POST",
      "/api/v1/rewards",
      asForm(rewardFields(solana.id, { blockchain_chain_id: -1, selection_process: "All", number_of_winners: "" })),
      {
        reward_asset: { data: MP4, filename: "clip.mp4", type: "video/mp4" },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      blockchain_chain_id: -1,
      chain_label: "Solana",
      selection_process: "All",
      number_of_winners: null,
      winners_label: "TBD",
      reward_asset_type: "video",
    });
    const ordinals = await createDraft(cast.admin, cast.orgId);
    const r2 = await cast.admin.post("/api/v1/rewards", rewardFields(ordinals.id, { blockchain_chain_id: -2 }));
    expect(r2.json().data.chain_label).toBe("Bitcoin Ordinals");
  });

  it("keeps one reward per mission and lets drafts delete theirs", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const r = await addReward(cast.admin, m.id);
    const second = await cast.admin.post("/api/v1/rewards", rewardFields(m.id));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(REWARD_RULES.exists);
    expect((await cast.admin.delete(`/api/v1/rewards/${r.id}`)).statusCode).toBe(200);
    expect((await cast.admin.get(`/api/v1/missions/${m.id}/reward`)).statusCode).toBe(404);
  });

  it("validates reward fields", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const res = await cast.admin.post(
      "/api/v1/rewards",
      rewardFields(m.id, { selection_process: "lottery", number_of_winners: 0, blockchain_chain_id: 424242 }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      "blockchain_chain_id",
      "number_of_winners",
      "selection_process",
    ]);
    expect(res.json().error.fields.number_of_winners).toEqual(["Number of winners must be at least 1."]);
  });

  it("keeps the on-chain contract and per-winner token allocation of mint and token rewards", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const contract = "0x0DCd1Bf9A1b36cE34237eEaFef220932846BCD82";
    const res = await cast.admin.post(
      "/api/v1/rewards",
      rewardFields(m.id, { kind: "token", contract_address: contract, token_allocation: "1500000000000000000000" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json().data;
    expect(r).toMatchObject({ contract_address: contract, token_allocation: "1500000000000000000000" });
    const cleared = await cast.admin.put(`/api/v1/rewards/${r.id}`, { mission: m.id, contract_address: "" });
    expect(cleared.json().data).toMatchObject({ contract_address: null, token_allocation: "1500000000000000000000" });
    const bad = await cast.admin.put(`/api/v1/rewards/${r.id}`, {
      mission: m.id,
      contract_address: "0x1234",
      token_allocation: "1.5",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      contract_address: ["Please enter a valid contract address."],
      token_allocation: ["The token allocation must be a whole number of base units greater than 0."],
    });
  });
});

describe("upload checks", () => {
  it("refuses a file whose bytes are not an allowed type, whatever its name and declared type", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const disguised = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const res = await cast.admin.form("POST", "/api/v1/rewards", asForm(rewardFields(m.id)), {
      reward_asset: { data: disguised, filename: "prize.png", type: "image/png" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({
      code: "unsupported_media_type",
      message: UPLOAD_TYPE_MESSAGE,
      fields: { reward_asset: [UPLOAD_TYPE_MESSAGE] },
    });
    // Nothing was saved.
    expect((await cast.admin.get(`/api/v1/missions/${m.id}/reward`)).statusCode).toBe(404);
  });

  it("refuses a video as a banner", async () => {
    const res = await cast.admin.form("POST", "/api/v1/missions", asForm(missionFields(cast.orgId)), {
      banner: { data: MP4, filename: "banner.png", type: "image/png" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(BANNER_IMAGE_MESSAGE);
  });

  it("refuses a file over the size cap with 413", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const big = Buffer.concat([PNG, Buffer.alloc(MISSION_UPLOAD_MAX_BYTES + 1 - PNG.length + 1)]);
    const res = await cast.admin.form("POST", "/api/v1/rewards", asForm(rewardFields(m.id)), {
      reward_asset: { data: big, filename: "big.png", type: "image/png" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(UPLOAD_SIZE_MESSAGE);
  });

  it("refuses unexpected file fields and serves only stored names", async () => {
    const m = await createDraft(cast.admin, cast.orgId);
    const res = await cast.admin.form("POST", "/api/v1/rewards", asForm(rewardFields(m.id)), {
      banner: { data: PNG, filename: "x.png", type: "image/png" },
    });
    expect(res.statusCode).toBe(400);
    for (const name of ["..%2F..%2Fetc%2Fpasswd", "abc.png", `${"0".repeat(64)}.png`]) {
      expect((await cast.visitor.get(`/api/v1/uploads/${name}`)).statusCode, name).toBe(404);
    }
  });
});
