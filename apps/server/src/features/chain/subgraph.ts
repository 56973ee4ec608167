import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import {
  buildSchema,
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
} from "graphql";
import type { Db } from "../../db/client";
import { streamRecordId } from "./chain-setup";
import { chainAsset, chainStream } from "../../db/schema/index";

// A read-only subgraph of the indexed streams, shaped like Sablier's on The Graph so the web's
// `getStreams` query (streams by lowercase recipient) works against this server unchanged.
// BigInt fields are decimal strings, ids are `${contract}-${chainId}-${streamId}`.

export const MAX_DOCUMENT_BYTES = 10 * 1024;
export const MAX_FIRST = 1000;
const MAX_TOKENS = 2_000;
const MAX_SKIP = 100_000;

const schema = buildSchema(/* GraphQL */ `
  scalar BigInt

  enum OrderDirection {
    asc
    desc
  }

  enum Stream_orderBy {
    id
    tokenId
    startTime
    endTime
    depositAmount
    withdrawnAmount
    canceledTime
  }

  input Stream_filter {
    id: ID
    recipient: String
    sender: String
    canceled: Boolean
    chainId: BigInt
  }

  type Asset {
    id: ID!
    address: String!
    chainId: BigInt!
    decimals: BigInt
    name: String
    symbol: String
  }

  type Stream {
    id: ID!
    tokenId: BigInt!
    contract: String!
    chainId: BigInt!
    recipient: String!
    sender: String!
    depositAmount: BigInt!
    withdrawnAmount: BigInt!
    refundedAmount: BigInt!
    startTime: BigInt!
    endTime: BigInt!
    duration: BigInt!
    cliff: Boolean!
    cliffAmount: BigInt
    cliffTime: BigInt
    cancelable: Boolean!
    canceled: Boolean!
    canceledTime: BigInt
    asset: Asset!
  }

  type Query {
    streams(
      where: Stream_filter, first: Int = 100, skip: Int = 0, orderBy: Stream_orderBy = id,
      orderDirection: OrderDirection = asc
    ): [Stream!]!
    stream(id: ID!): Stream
  }
`);

type StreamFilter = {
  id?: string | null;
  recipient?: string | null;
  sender?: string | null;
  canceled?: boolean | null;
  chainId?: string | null;
};
type StreamsArgs = {
  where?: StreamFilter | null;
  first?: number | null;
  skip?: number | null;
  orderBy?: string | null;
  orderDirection?: "asc" | "desc" | null;
};

const orderColumns = {
  id: chainStream.streamId,
  tokenId: chainStream.streamId,
  startTime: chainStream.startTime,
  endTime: chainStream.endTime,
  depositAmount: chainStream.depositAmount,
  withdrawnAmount: chainStream.withdrawnAmount,
  canceledTime: chainStream.canceledTime,
} as const;

const bad = (message: string) => new GraphQLError(message);

function integerText(value: string | null | undefined, field: string): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw bad(`${field} must be a non-negative integer.`);
  return Number(value);
}

/** `${contract}-${chainId}-${streamId}`, or null when the id has another shape (matches nothing). */
function parseStreamId(id: string): { contract: string; chainId: number; streamId: string } | null {
  const m = /^(0x[0-9a-fA-F]{40})-(\d{1,15})-(\d{1,78})$/.exec(id);
  return m ? { contract: m[1]!.toLowerCase(), chainId: Number(m[2]), streamId: BigInt(m[3]!).toString() } : null;
}

async function selectStreams(db: Db, where: SQL[], order: SQL[], limit: number, offset: number) {
  const rows = await db
    .select({ s: chainStream, a: chainAsset })
    .from(chainStream)
    .leftJoin(chainAsset, and(eq(chainAsset.chainId, chainStream.chainId), eq(chainAsset.address, chainStream.asset)))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(({ s, a }) => toRecord(s, a));
}

function toRecord(s: typeof chainStream.$inferSelect, a: typeof chainAsset.$inferSelect | null) {
  const duration = BigInt(s.endTime - s.startTime);
  const cliff = s.cliffTime > s.startTime;
  const cliffAmount = cliff && duration > 0n ? (s.depositAmount * BigInt(s.cliffTime - s.startTime)) / duration : 0n;
  return {
    id: streamRecordId(s),
    tokenId: s.streamId,
    contract: s.contract,
    chainId: String(s.chainId),
    recipient: s.recipient,
    sender: s.sender,
    depositAmount: s.depositAmount.toString(),
    withdrawnAmount: s.withdrawnAmount.toString(),
    refundedAmount: s.refundedAmount.toString(),
    startTime: String(s.startTime),
    endTime: String(s.endTime),
    duration: duration.toString(),
    cliff,
    cliffAmount: cliffAmount.toString(),
    cliffTime: cliff ? String(s.cliffTime) : null,
    cancelable: s.cancelable,
    canceled: s.canceled,
    canceledTime: s.canceledTime === null ? null : String(s.canceledTime),
    asset: {
      id: `${s.asset}-${s.chainId}`,
      address: s.asset,
      chainId: String(s.chainId),
      decimals: a ? String(a.decimals) : null,
      name: a?.name ?? null,
      symbol: a?.symbol ?? null,
    },
  };
}

function rootValue(db: Db) {
  return {
    async streams(args: StreamsArgs) {
      const first = args.first ?? 100;
      const skip = args.skip ?? 0;
      if (first < 0 || first > MAX_FIRST) throw bad(`first must be between 0 and ${MAX_FIRST}.`);
      if (skip < 0 || skip > MAX_SKIP) throw bad(`skip must be between 0 and ${MAX_SKIP}.`);
      if (first === 0) return [];
      const w = args.where ?? {};
      const where: SQL[] = [];
      if (w.id != null) {
        const key = parseStreamId(w.id);
        if (!key) return [];
        where.push(
          eq(chainStream.contract, key.contract),
          eq(chainStream.chainId, key.chainId),
          eq(chainStream.streamId, key.streamId),
        );
      }
      // Addresses are stored lowercase; clients send them lowercase (as The Graph requires), any case matches.
      if (w.recipient != null) where.push(eq(chainStream.recipient, w.recipient.toLowerCase()));
      if (w.sender != null) where.push(eq(chainStream.sender, w.sender.toLowerCase()));
      if (w.canceled != null) where.push(eq(chainStream.canceled, w.canceled));
      if (w.chainId != null) where.push(eq(chainStream.chainId, integerText(w.chainId, "where.chainId")));
      const column = orderColumns[(args.orderBy ?? "id") as keyof typeof orderColumns] ?? chainStream.streamId;
      const dir = args.orderDirection === "desc" ? desc : asc;
      // Stable pages: ties broken by the stream's key.
      const order = [
        dir(column),
        dir(chainStream.chainId),
        dir(chainStream.contract),
        dir(chainStream.createdBlock),
        dir(chainStream.streamId),
      ];
      return selectStreams(db, where, order, first, skip);
    },
    async stream(args: { id: string }) {
      const key = parseStreamId(args.id);
      if (!key) return null;
      const [row] = await selectStreams(
        db,
        [
          eq(chainStream.contract, key.contract),
          eq(chainStream.chainId, key.chainId),
          eq(chainStream.streamId, key.streamId),
        ],
        [asc(chainStream.streamId)],
        1,
        0,
      );
      return row ?? null;
    },
  };
}

export type SubgraphRequest = { query?: unknown; variables?: unknown; operationName?: unknown };
export type SubgraphAnswer = { status: 200 | 400; body: { data?: unknown; errors?: readonly GraphQLFormattedError[] } };

const requestError = (message: string): SubgraphAnswer => ({ status: 400, body: { errors: [{ message }] } });

/**
 * POST /subgraph: one GraphQL request as graphql-over-http has it: a request that cannot be run
 * (no query, too large, unparsable, invalid) answers 400 with `errors`; a request that ran
 * answers 200 with `data` (and `errors` for fields that failed). Queries only.
 */
export async function runSubgraph(db: Db, body: unknown): Promise<SubgraphAnswer> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return requestError("Send a JSON object with a `query`.");
  const { query, variables, operationName } = body as SubgraphRequest;
  if (typeof query !== "string" || query.trim() === "") return requestError("Send a JSON object with a `query`.");
  if (Buffer.byteLength(query, "utf8") > MAX_DOCUMENT_BYTES)
    return requestError(`The query is larger than ${MAX_DOCUMENT_BYTES} bytes.`);
  if (variables != null && (typeof variables !== "object" || Array.isArray(variables)))
    return requestError("`variables` must be an object.");
  if (operationName != null && typeof operationName !== "string")
    return requestError("`operationName` must be a string.");

  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS, noLocation: false });
  } catch (err) {
    if (err instanceof GraphQLError) return { status: 400, body: { errors: [err.toJSON()] } };
    throw err;
  }
  const validationErrors = validate(schema, document, specifiedRules);
  if (validationErrors.length > 0) return { status: 400, body: { errors: validationErrors.map((e) => e.toJSON()) } };
  for (const def of document.definitions) {
    if (def.kind === "OperationDefinition" && def.operation !== "query")
      return requestError("Only queries are supported.");
  }

  const result = (await execute({
    schema,
    document,
    rootValue: rootValue(db),
    variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: (operationName ?? undefined) as string | undefined,
  })) as ExecutionResult;
  const errors = result.errors?.map(formatError);
  // Variables that do not fit the operation never reach execution: that is a bad request too.
  if (result.data === undefined && errors) return { status: 400, body: { errors } };
  return { status: 200, body: { data: result.data, ...(errors ? { errors } : {}) } };
}

/** Our own refusals keep their words; anything unexpected (a database error) is not shown. */
function formatError(e: GraphQLError): GraphQLFormattedError {
  const unexpected = e.originalError !== undefined && !(e.originalError instanceof GraphQLError);
  return unexpected
    ? { message: "Something went wrong on our side.", ...(e.path ? { path: e.path } : {}) }
    : e.toJSON();
}
