import { linkRow, plural, sinceDate, sinceRow, text, textRow } from "../display-helpers";
import type { FamilyTemplates } from "../template-family";
import { opt, req } from "../template-fields";

// QuestHQ: the user's history in this product (docs/product/objectives.md#templates).

const NO_DATE_HELP = "Only activity from this date counts. Leave empty for no date.";
const missionUrl = req("missionUrl", "Mission URL", "url", { placeholder: "https://" });
const missionTitle = opt("missionTitle", "Mission title", "text");
const startDate = opt("start_date", "Start date", "date", { help: NO_DATE_HELP });

function countAddresses(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  const t = text(v);
  return t ? t.split(/[\s,]+/).filter(Boolean).length : 0;
}

const questhq = { provider: "questhq", category: "QuestHQ" } as const;

export const questhqTemplates = {
  questhq_complete_mission: {
    ...questhq,
    title: "Complete a mission",
    description: "Users complete another mission.",
    fields: [missionUrl, missionTitle],
    displayTitle: (v) =>
      text(v.missionTitle) ? `Complete the mission ${text(v.missionTitle)}` : "Complete this mission",
    detailRows: (v) => linkRow("Mission", v.missionUrl, text(v.missionTitle)),
  },
  questhq_mission_won: {
    ...questhq,
    title: "Win a mission",
    description: "Users are among the winners of another mission.",
    fields: [missionUrl, missionTitle],
    displayTitle: (v) => (text(v.missionTitle) ? `Win the mission ${text(v.missionTitle)}` : "Win this mission"),
    detailRows: (v) => linkRow("Mission", v.missionUrl, text(v.missionTitle)),
  },
  questhq_missions_completed: {
    ...questhq,
    title: "Complete missions",
    description: "Users have completed a number of missions.",
    fields: [startDate, req("number_of_missions", "Number of missions", "integer")],
    displayTitle: (v) => `Complete ${plural(text(v.number_of_missions) ?? "?", "mission", "missions")}${sinceDate(v)}`,
    detailRows: (v) => [...textRow("Missions to complete", v.number_of_missions), ...sinceRow(v)],
  },
  questhq_objectives_completed: {
    ...questhq,
    title: "Complete objectives",
    description: "Users have completed a number of objectives.",
    fields: [startDate, req("number_of_objectives", "Number of objectives", "integer")],
    displayTitle: (v) =>
      `Complete ${plural(text(v.number_of_objectives) ?? "?", "objective", "objectives")}${sinceDate(v)}`,
    detailRows: (v) => [...textRow("Objectives to complete", v.number_of_objectives), ...sinceRow(v)],
  },
  questhq_points_earned: {
    ...questhq,
    title: "Earn credits",
    description: "Users have earned a number of credits.",
    fields: [
      startDate,
      req("number_of_points", "Number of credits", "integer"),
      opt("category", "Credits category", "text", { help: "Leave empty to count credits of every category." }),
    ],
    displayTitle: (v) => {
      const category = text(v.category);
      const credits = plural(text(v.number_of_points) ?? "?", "credit", "credits");
      return `Earn ${credits}${category ? ` in ${category}` : ""}${sinceDate(v)}`;
    },
    detailRows: (v) => [
      ...textRow("Credits to earn", v.number_of_points),
      ...textRow("Category", v.category),
      ...sinceRow(v),
    ],
  },
  questhq_custom_list_import: {
    ...questhq,
    title: "Custom list",
    description: "Only wallets on your list complete this objective.",
    fields: [
      req("addresses", "Wallet addresses", "addresses", { help: "One EVM address per line, or separated by commas." }),
    ],
    displayTitle: () => "Be on the list of eligible wallets",
    detailRows: (v) => {
      const n = countAddresses(v.addresses);
      return n
        ? [{ label: "Eligible wallets", value: { kind: "text", text: `${n} ${n === 1 ? "wallet" : "wallets"}` } }]
        : [];
    },
  },
} satisfies FamilyTemplates;
