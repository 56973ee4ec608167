import { z } from "zod";
import { STREAM_STATUSES, type SagaRewards, type SignedStakeResponse } from "../../chain/schemas";
import type { SagaStreamsAnswer, SagaStreamView } from "../../sagas/saga-streams";
import { dataAnswer, type Flat } from "./common";
import { errorAnswer } from "./errors";
import { sameType } from "./same-type";

// What the chain routes answer: staking, vault, mint and claim signatures, Saga streams, NFT stake counts.

/** An address, hash or signature as viem types it. */
export const hexSchema = z.templateLiteral(["0x", z.string()]).describe("0x-prefixed hex");
/** A whole number too large for a JSON number, as a decimal string so no digit is lost. */
export const decimalStringSchema = z.string().regex(/^\d+$/);
/** A token amount in base units (18 decimals for $HQ). */
export const baseUnitsSchema = decimalStringSchema.describe("Base units, as a decimal string");

export const signedStakeSchema = z.object({
  signature: hexSchema,
  validUntilBlock: z.number().int(),
  nonce: z.string(),
  amount: baseUnitsSchema,
  wallet: hexSchema,
  contract: hexSchema,
  chain_id: z.number().int(),
});
sameType<z.output<typeof signedStakeSchema>, SignedStakeResponse>();
export const signedStakeAnswer = dataAnswer(signedStakeSchema);

/** GET /missions/{id}/signature and GET /objectives/{id}/signature. */
export const mintSignatureSchema = z.object({
  kind: z.enum(["mint", "claim"]),
  signature: hexSchema,
  wallet: hexSchema,
  contract_address: hexSchema,
  chain_id: z.number().int(),
  allocation: baseUnitsSchema.optional().describe("Token rewards: what the wallet may claim in total, base units"),
});
export const mintSignatureAnswer = dataAnswer(mintSignatureSchema);

/** POST /missions/{id}/claim. */
export const claimSchema = z.object({ claimed_block_timestamp: z.number().int(), confirmed: z.boolean() });
export const claimAnswer = dataAnswer(claimSchema);

/** POST /rewards/{id}/mint-deployment and POST /objectives/{id}/mint-deployment. */
export const mintDeploymentAnswer = dataAnswer(
  z.object({ contract_address: z.string(), chain_id: z.number().int(), status: z.literal("deployed") }),
);

const sagaRewardsSchema = z.object({
  streamedAmount: baseUnitsSchema,
  vaultAmount: baseUnitsSchema,
  totalRewards: baseUnitsSchema,
  claimedAmount: baseUnitsSchema,
  claimableVault: baseUnitsSchema,
  claimableStream: baseUnitsSchema,
  status: z.enum(STREAM_STATUSES),
  vestingEnds: z.number().int(),
});
sameType<z.output<typeof sagaRewardsSchema>, SagaRewards>();

export const sagaStreamSchema = z.object({
  ...sagaRewardsSchema.shape,
  id: z.string(),
  stream_id: z.string(),
  contract: hexSchema,
  chain_id: z.number().int(),
  sender: hexSchema,
  recipient: hexSchema,
  asset: hexSchema,
  depositAmount: baseUnitsSchema,
  withdrawnAmount: baseUnitsSchema,
  refundedAmount: baseUnitsSchema,
  startTime: z.number().int(),
  cliffTime: z.number().int(),
  endTime: z.number().int(),
  canceled: z.boolean(),
  vaultClaimed: z.boolean(),
  pendingVault: z.boolean(),
  saga: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
sameType<z.output<typeof sagaStreamSchema>, Flat<SagaStreamView>>();

export const sagaStreamsSchema = z.object({ stream: sagaStreamSchema.nullable(), streams: z.array(sagaStreamSchema) });
sameType<z.output<typeof sagaStreamsSchema>, Flat<SagaStreamsAnswer>>();
export const sagaStreamsAnswer = dataAnswer(sagaStreamsSchema);

/** GET /seasons/vaultsignature. */
export const vaultSignatureSchema = z.object({
  signature: hexSchema,
  validUntilBlock: z.number().int(),
  streamId: z.string(),
  contract: hexSchema,
  chain_id: z.number().int(),
  vaultAmount: baseUnitsSchema,
});
export const vaultSignatureAnswer = dataAnswer(vaultSignatureSchema);

/** GET /seasons/nft-stake: booster in hundredths (60 = 0.60). */
export const nftStakeCountsSchema = z.object({
  member: z.number().int(),
  whale: z.number().int(),
  boosterHundredths: z.number().int(),
});
export const nftStakeCountsAnswer = dataAnswer(nftStakeCountsSchema);

/** POST /subgraph: GraphQL's own answer (a query with errors can still answer 200 with partial data). */
const graphqlErrorSchema = z.object({
  message: z.string(),
  locations: z
    .array(z.object({ line: z.number().int(), column: z.number().int() }))
    .readonly()
    .optional(),
  path: z
    .array(z.union([z.string(), z.number()]))
    .readonly()
    .optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
});
export const subgraphAnswer = z.object({
  data: z.unknown().optional().describe("The query's result, shaped by the query"),
  errors: z.array(graphqlErrorSchema).readonly().optional(),
});

/** A request GraphQL refuses answers 400 in GraphQL's shape; a body that is not JSON, in the house error model. */
export const subgraphRefusal = z
  .union([errorAnswer, subgraphAnswer])
  .describe("The request refused: GraphQL's errors, or the house error model for a body that is not JSON");
