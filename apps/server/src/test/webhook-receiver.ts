import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

// A local webhook receiver for tests: a real HTTP server that checks every request the way an organization's system
// would, with the Standard Webhooks library and the endpoint's secret. Each path is one endpoint (its own secret and
// its own answer), so one receiver serves several endpoints.

export type Received = {
  path: string;
  id: string;
  body: string;
  headers: http.IncomingHttpHeaders;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  /** What the receiver answered. */
  status: number;
};

/** What a path answers: a status (with a body), or "hang" (never answers). */
export type Answer = { status: number; body?: string } | "hang";

export type Receiver = {
  /** "127.0.0.1:<port>", for FETCH_ALLOWED_HOSTS. */
  host: string;
  url(path: string): string;
  /** Verified requests, in arrival order, whatever they were answered. */
  received: Received[];
  /** Requests whose signature did not verify (a test expects none). */
  rejected: { path: string; reason: string }[];
  setSecret(path: string, secret: string): void;
  answer(path: string, answer: Answer): void;
  /** Stops listening (connections are refused) until start() again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const secrets = new Map<string, string>();
  const answers = new Map<string, Answer>();
  const received: Received[] = [];
  const rejected: { path: string; reason: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      const body = Buffer.concat(chunks).toString("utf8");
      const answer = answers.get(path) ?? { status: 200, body: "ok" };
      if (answer === "hang") return;
      const secret = secrets.get(path);
      try {
        if (!secret) throw new Error("no secret for this path");
        const payload = new Webhook(secret).verify(body, req.headers as Record<string, string>) as Received["payload"];
        const id = String(req.headers["webhook-id"]);
        received.push({ path, id, body, headers: req.headers, payload, status: answer.status });
      } catch (err) {
        rejected.push({ path, reason: (err as Error).message });
        res.writeHead(400).end("bad signature");
        return;
      }
      res.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body ?? "");
    });
  });
  const sockets = new Set<import("node:net").Socket>();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `127.0.0.1:${port}`,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    rejected,
    setSecret: (path, secret) => secrets.set(path, secret),
    answer: (path, answer) => answers.set(path, answer),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
    start: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
  };
}
