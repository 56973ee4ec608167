import { z } from "zod";

// "Do it on Sandbox …": with the built-in provider fakes (development and the demo), the server
// performs an objective's action for the caller's linked sandbox account, then Verify goes
// through the normal verification path. These schemas describe that route's answer.

import { SANDBOX_ACT_PROVIDERS, SANDBOX_ORGANIZER } from "./sandbox-providers";

export const sandboxActParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const sandboxActResultSchema = z.object({
  objective_id: z.string(),
  /**
   * "chain": the local development chain, acting for the user's linked wallet; "organizer": the sandbox stand-in for
   * an organization's own verification API.
   */
  provider: z.enum([...SANDBOX_ACT_PROVIDERS, "chain", SANDBOX_ORGANIZER]),
  /** What the sandbox recorded, in a sentence for a toast. */
  message: z.string(),
  /** The transaction a send or transact objective is verified with. */
  tx_hash: z.string().optional(),
});
export type SandboxActResult = z.infer<typeof sandboxActResultSchema>;
