// The contract check's vocabulary: a provider's contract is its published document (vendored in documents/) and the
// probes that drive its fake through every operation the product calls, each answer checked against the document.

/** One answer of a fake, as read off the wire. */
export type Answer = {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The media type without parameters ("" when the answer has no body). */
  contentType: string;
  /** Parsed JSON when the media type is JSON, otherwise the text ("" for no body). */
  body: unknown;
};

/** What a probe can use: the fakes' base URL (…/<provider> is the fake), and fetch that reads an Answer. */
export type ProbeContext = {
  /** Base URL of this provider's fake, e.g. http://127.0.0.1:5123/twitter. */
  base: string;
  /** Sends a request and reads its answer. */
  call(url: string, init?: RequestInit): Promise<Answer>;
  /** POST/PUT/DELETE to the fake's control API (…/__control/<path>) with a JSON body; throws on a non-2xx. */
  control(path: string, body?: unknown, method?: string): Promise<unknown>;
};

export type Probe = {
  /** The operation as the document names it, e.g. "GET /2/users/me" or "getChatMember". */
  operation: string;
  /** What this call shows, e.g. "signed in" or "401 without a token". */
  name: string;
  run(ctx: ProbeContext): Promise<Answer>;
};

export type ProviderContract = {
  provider: string;
  /** The fake's mount prefix under the fakes server, e.g. "/twitter". */
  prefix: string;
  /** The document's title, version and where it came from (also in documents/SOURCES.md). */
  document: { title: string; version: string; source: string };
  /** Resets the fake to a known state before the probes (control API). */
  reset?(ctx: ProbeContext): Promise<void>;
  probes: Probe[];
  /** The ways this answer departs from the document ([] when it conforms). */
  check(probe: Probe, answer: Answer): string[];
};

export type ProbeResult = { operation: string; name: string; status: number; mismatches: string[] };

export type ProviderResult = {
  provider: string;
  document: ProviderContract["document"];
  operations: number;
  answers: number;
  results: ProbeResult[];
};
