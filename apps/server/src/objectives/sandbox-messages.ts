// Messages the families' sandbox actions share with features/sandbox/act-on-objective.ts.

export const SANDBOX_MESSAGES = {
  off: "Not found.",
  nothingToDo: "This objective has nothing to do on a sandbox provider.",
  inProduct:
    "This objective counts what you have done in QuestHQ itself, so the sandbox cannot do it for you. " +
    "Complete the missions it asks for, then verify.",
  linkFirst: (name: string) => `Link your Sandbox ${name} account first.`,
  notSandbox: (name: string) => `Your linked ${name} account is a real one: do this objective on ${name} itself.`,
  badTarget:
    "This objective's link or id is not valid, so the sandbox cannot act on it. " +
    "The mission's organizer needs to fix it.",
  failed: "The sandbox could not record this action. Try again in a moment.",
} as const;

export const sandboxText = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
export const handleOf = (a: { username: string | null }) => (a.username ?? "").replace(/^@/, "");
