import { formatNumber, getTemplate, type ObjectiveView } from "@questhq/core";

// Words about an objective that lists show without opening it (the drawer itself loads when first opened).

/** The action label: the creator's button_title, else the template's own title. */
export function objectiveActionLabel(objective: Pick<ObjectiveView, "template" | "values">): string {
  const custom = objective.values?.button_title;
  if (typeof custom === "string" && custom.trim()) return custom.trim();
  return getTemplate(objective.template)?.title ?? "Complete objective";
}

/** "10 credits"; null (the mission type's default, not known to the form) reads "Default credits". */
export function creditsLabel(credits: number | null | undefined): string {
  if (credits == null) return "Default credits";
  return `${formatNumber(credits)} ${credits === 1 ? "credit" : "credits"}`;
}

/** Credits a completion earns: the server's effective credits, else the objective's own. */
export function earnedCredits(objective: Pick<ObjectiveView, "credits" | "effective_credits">): number | null {
  return objective.effective_credits ?? objective.credits;
}
