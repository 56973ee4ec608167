import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

// A real organization endpoint for the tests of endpoint_check: a node:http server on a loopback port that checks
// each request's signature with the Standard Webhooks library, as an organizer's receiver would, and answers what
// the test tells it to.

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Whether `new Webhook(secret).verify(body, headers)` accepted it with the receiver's current secret. */
  isSignatureValid: boolean;
};

export type ReceiverAnswer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  /** Never answers: the caller's timeout is what ends the request. */
  | "hang";

export type Receiver = {
  url: string;
  /** host:port, for FETCH_ALLOWED_HOSTS. */
  host: string;
  requests: ReceivedRequest[];
  secret: string | null;
  answer: (request: ReceivedRequest) => ReceiverAnswer;
  close(): Promise<void>;
};

export async function startReceiver(): Promise<Receiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: Receiver = {
    url: "",
    host: "",
    requests: [],
    secret: null,
    answer: () => ({ status: 200, body: { completed: true } }),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let isSignatureValid = false;
      try {
        if (receiver.secret) {
          new Webhook(receiver.secret).verify(body, req.headers as Record<string, string>);
          isSignatureValid = true;
        }
      } catch {
        isSignatureValid = false;
      }
      const request = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body, isSignatureValid };
      receiver.requests.push(request);
      const answer = receiver.answer(request);
      if (answer === "hang") {
        hanging.add(res);
        return;
      }
      const payload = answer.body === undefined ? "" : JSON.stringify(answer.body);
      res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers });
      res.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  receiver.host = `127.0.0.1:${port}`;
  receiver.url = `http://${receiver.host}`;
  return receiver;
}
