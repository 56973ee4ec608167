import { z } from "zod";
import { hexSchema } from "./chain";
import { dataAnswer } from "./common";

// What the system routes answer: readiness and the web app's runtime settings.

export const readyAnswer = z.object({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
  redis: z.enum(["connected", "not configured"]).describe("Redis (REDIS_URL), which holds the rate limits' counters"),
});

export const publicConfigSchema = z.object({
  publicUrl: z.string(),
  isDevelopment: z.boolean(),
  hasDevMailbox: z.boolean().describe("Outgoing mail is kept at /dev/mailbox"),
  emailSignIn: z.boolean().describe("Sign-in with a code sent by email is offered (EMAIL_SIGN_IN)"),
  docsUrl: z.string(),
  communityUrl: z.string(),
  memberDiscordUrl: z.string(),
  walletChainId: z.number().int(),
  staking: z
    .object({
      chainId: z.number().int(),
      contracts: z.record(z.string(), hexSchema).describe("The platform's contracts by name (HQToken, HQStaking, …)"),
      confirmations: z.number().int(),
    })
    .nullable()
    .describe("The staking chain; null until its contracts are deployed"),
  sandboxChainId: z.number().int().nullable().describe("The local chain the sandbox can act on; null when it cannot"),
  platform: z
    .object({ signer: hexSchema, treasury: hexSchema.nullable() })
    .describe("What a mission NFT contract is deployed with"),
  localChainRpcUrl: z.string().nullable().describe("A loopback development node only; null elsewhere"),
  localChainExplorerUrl: z
    .string()
    .nullable()
    .describe("The sandbox explorer of the local chain (tx/, address/, token/ paths); null without sandbox and chain"),
  bridge: z
    .object({
      apiUrl: z.string().describe("LI.FI API root (the sandbox's in development)"),
      integrator: z.string(),
      fee: z.number().describe("Integrator fee as a fraction of the amount paid, 0 for none"),
      readChainIds: z.array(z.number().int()).describe("Chains the widget reads through POST /api/v1/rpc/{chainId}"),
    })
    .describe("The bridge page's LI.FI widget settings"),
});
export const publicConfigAnswer = dataAnswer(publicConfigSchema);
