// Bad-input generators for a walk over every operation of the OpenAPI document: for each operation, requests
// whose path parameters, query parameters and JSON bodies carry NUL bytes, broken encodings, wrong types and
// extreme values. Values come from the operation's own JSON schemas; `realPath` supplies ids that exist, so
// requests that pass validation reach the handlers and the database.

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
};

export type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | null;
  /** The file fields of a body the operation also takes as multipart/form-data (missions' banner, rewards' asset). */
  fileFields?: string[];
};

/** `contentType` is application/json unless said otherwise. */
export type FuzzRequest = { label: string; method: string; url: string; body?: string | Buffer; contentType?: string };

type OpenApiDoc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const form = op.requestBody?.content["multipart/form-data"]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}])),
        body: op.requestBody?.content["application/json"]?.schema ?? null,
        ...(form
          ? { fileFields: Object.keys(form.properties ?? {}).filter((k) => form.properties?.[k]?.format === "binary") }
          : {}),
      });
    }
  }
  return ops;
}

const typeOf = (s: JsonSchema): string => {
  const variant = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (variant) return typeOf(variant);
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  return t ?? (s.properties ? "object" : "string");
};
const unwrap = (s: JsonSchema): JsonSchema => s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0] ?? s;

type Mode = "plausible" | "nul" | "wrongType" | "extreme" | "surrogate";

/** A value for `schema` in the given mode (the whole tree: every string, number, array and object). */
export function valueFor(schema: JsonSchema, mode: Mode, depth = 0): unknown {
  const s = unwrap(schema);
  const type = typeOf(s);
  if (depth > 4) return null;
  switch (type) {
    case "object": {
      if (mode === "wrongType") return ["not", "an", "object"];
      const props = s.properties ?? { note: { type: "string" } };
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueFor(v, mode, depth + 1)]));
    }
    case "array":
      if (mode === "wrongType") return { not: "an array" };
      return mode === "extreme"
        ? Array.from({ length: 500 }, () => valueFor(s.items ?? {}, "plausible", depth + 1))
        : [valueFor(s.items ?? {}, mode, depth + 1)];
    case "integer":
    case "number":
      return mode === "wrongType" ? "twelve" : mode === "extreme" ? 1e308 : mode === "plausible" ? 1 : -1;
    case "boolean":
      return mode === "wrongType" ? "maybe" : true;
    default: {
      const plain =
        s.enum?.[0] ??
        s.const ??
        (s.format === "uuid" ? "00000000-0000-4000-8000-000000000000" : "fuzz ✓ 'quote\" <b>x</b>");
      if (mode === "plausible") return plain;
      if (mode === "nul") return `${String(plain)}\u0000`;
      if (mode === "surrogate") return `${String(plain)}\ud800`;
      if (mode === "extreme") return "𝔵".repeat(20_000);
      return 12345;
    }
  }
}

function queryString(
  query: Record<string, JsonSchema>,
  mode: "plausible" | "wrongType" | "extreme" | "repeated",
): string {
  const params = new URLSearchParams();
  for (const [name, schema] of Object.entries(query)) {
    const type = typeOf(schema);
    if (mode === "repeated") {
      params.append(name, "1");
      params.append(name, "2");
    } else if (mode === "wrongType") {
      params.set(
        name,
        type === "integer" || type === "number" ? "1e400" : type === "boolean" ? "perhaps" : "[object Object]",
      );
    } else if (mode === "extreme") {
      params.set(name, type === "integer" || type === "number" ? "-99999999999999999999" : "ä".repeat(3000));
    } else {
      const plain = valueFor(schema, "plausible");
      params.set(name, name === "next" ? "bm90LWEtY3Vyc29y" : typeof plain === "object" ? "x" : String(plain));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const withPath = (op: Operation, values: (name: string) => string) =>
  op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values(name));

/**
 * The bad requests for one operation. `realPath(op, name)` returns an existing id for a path parameter (or a
 * plausible value); `formBody(op)` a valid body for routes that read form bodies (no JSON schema in the doc).
 */
export function badRequestsFor(
  op: Operation,
  realPath: (op: Operation, name: string) => string,
  formBody: (op: Operation) => Record<string, unknown> | null,
): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const real = withPath(op, (name) => encodeURIComponent(realPath(op, name)));
  const hasBody = op.method !== "GET" && op.method !== "DELETE";
  const json = (v: unknown) => JSON.stringify(v);
  const add = (label: string, url: string, body?: string | Buffer) =>
    out.push({ label, method: op.method, url, body: body ?? (hasBody ? "{}" : undefined) });

  if (op.pathParams.length > 0) {
    // Every path parameter takes the same (already encoded) value.
    const paths: [label: string, value: string][] = [
      ["path NUL", "%00"],
      ["path NUL inside", "abc%00def"],
      ["path broken encoding", "%E0%A4%A"],
      ["path invalid UTF-8", "%FF%FE"],
      ["path over-long", "a".repeat(300)],
      ["path wrong type", "-1.5e999"],
      ["path dot segments", "..%2F..%2Fetc%2Fpasswd"],
    ];
    for (const [label, value] of paths)
      add(
        label,
        withPath(op, () => value),
      );
  }
  add("query NUL", `${real}?q=%00&${Object.keys(op.query)[0] ?? "x"}=a%00b`);
  add("query broken encoding", `${real}?${Object.keys(op.query)[0] ?? "x"}=%E0%A4%A`);
  if (Object.keys(op.query).length > 0) {
    for (const mode of ["plausible", "wrongType", "extreme", "repeated"] as const)
      add(`query ${mode}`, real + queryString(op.query, mode));
  }
  if (hasBody) {
    const schema: JsonSchema | null =
      op.body ?? (formBody(op) ? { type: "object", properties: schemaOf(formBody(op)!) } : null);
    const plausible = formBody(op) ?? (schema ? valueFor(schema, "plausible") : {});
    add("body plausible", real, json(plausible));
    if (schema) {
      for (const mode of ["nul", "surrogate", "wrongType", "extreme"] as const)
        add(`body ${mode}`, real, json(valueFor(schema, mode)));
    }
    add("body NUL in a key", real, json({ ...(plausible as object), "k\u0000": "v" }));
    add(
      "body invalid UTF-8",
      real,
      Buffer.concat([Buffer.from('{"title":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
    );
    add("body escaped NUL", real, '{"title":"\\u0000","name":"\\u0000","values":{"x":"\\u0000"}}');
    for (const body of ["[]", '"text"', "null", "0", '{"a":{"b":{"c":[[[[[[[[[]]]]]]]]]}}}', '{"__proto__":{"x":1}}'])
      add(`body ${body.slice(0, 12)}`, real, body);
  }
  const fields = formBody(op);
  if (op.fileFields?.length && fields) out.push(...formRequestsFor(op, real, fields, op.fileFields));
  return out;
}

/** A 1×1 PNG: a file every upload field accepts. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart/form-data body of these parts (a file part when it has a filename). */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = "----questhq-openapi-fuzz";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const type = part.type ?? "application/octet-stream";
    const file = part.filename ? `; filename="${part.filename}"\r\nContent-Type: ${type}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Form bodies sent as multipart/form-data, as the web app sends them: a good one, then broken fields and files. */
function formRequestsFor(op: Operation, url: string, fields: Record<string, unknown>, files: string[]): FuzzRequest[] {
  const asText = (v: unknown) => (typeof v === "object" ? JSON.stringify(v) : String(v));
  const text = Object.entries(fields).map(([name, v]): Part => ({ name, value: asText(v) }));
  const file = (name: string, value: Buffer, type: string): Part => ({ name, value, filename: `${name}.bin`, type });
  // A free-text field (not the id that names what the form belongs to).
  const firstText = text.find((p) => p.name !== "organization_id" && p.name !== "mission");
  const broken = (value: string | Buffer) => text.map((p) => (p === firstText ? { ...p, value } : p));
  const cases: [string, Part[]][] = [
    ["form plausible", [...text, file(files[0]!, PNG, "image/png")]],
    ["form NUL in a field", broken(`${String(firstText?.value)}\u0000`)],
    ["form invalid UTF-8 in a field", broken(Buffer.from([0xc3, 0x28, 0xff]))],
    ["form file that is not an image", [...text, file(files[0]!, Buffer.from("plain text, no picture"), "image/png")]],
    ["form empty file", [...text, file(files[0]!, Buffer.alloc(0), "image/png")]],
    ["form file in a text field", [...text, file(firstText?.name ?? "title", PNG, "image/png")]],
    ["form two files", [...text, file(files[0]!, PNG, "image/png"), file(files[0]!, PNG, "image/png")]],
  ];
  const out: FuzzRequest[] = cases.map(([label, parts]) => ({ label, method: op.method, url, ...multipart(parts) }));
  const brokenBoundary = { body: "--nope\r\n", contentType: "multipart/form-data; boundary=x" };
  out.push({ label: "form broken boundary", method: op.method, url, ...brokenBoundary });
  return out;
}

/** A loose JSON schema of a concrete body, so form routes get the same nul/wrong-type/extreme variants. */
function schemaOf(body: Record<string, unknown>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [
      k,
      typeof v === "object" && v !== null && !Array.isArray(v)
        ? { type: "object", properties: schemaOf(v as Record<string, unknown>) }
        : {
            type: Array.isArray(v)
              ? "array"
              : typeof v === "number"
                ? "number"
                : typeof v === "boolean"
                  ? "boolean"
                  : "string",
          },
    ]),
  );
}
