import type { SandboxOrganizerAct, SandboxWay } from "../types";

// "Do it on the sandbox organizer API": the stand-in for an organization's own system (packages/fakes organizer)
// records that this user did the objective's task, so the signed verification request then answers completed.

export const SANDBOX_ORGANIZER_NAME = "the sandbox organizer API";

async function actOnOrganizer({ userId, objectiveId, call }: SandboxOrganizerAct): Promise<string> {
  await call("organizer", "PUT", `objectives/${encodeURIComponent(objectiveId)}/users/${encodeURIComponent(userId)}`);
  return "Sandbox organizer API: it now says you did the task. Verify to let it confirm.";
}

export const endpointSandbox = { kind: "organizer", act: actOnOrganizer } satisfies SandboxWay;
