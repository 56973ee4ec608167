import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { API_SCOPES, type ApiScope } from "@questhq/core";
import type { Client } from "./harness";

// An organization's system calling the API with a key: no cookies, no Origin, `Authorization: Bearer qhq_…`.

export class KeyClient {
  constructor(
    private app: FastifyInstance,
    readonly key: string,
  ) {}

  request(method: string, url: string, body?: unknown) {
    return this.app.inject({
      method: method as "GET",
      url,
      headers: {
        authorization: `Bearer ${this.key}`,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  get = (url: string) => this.request("GET", url);
  post = (url: string, body: unknown = {}) => this.request("POST", url, body);
  put = (url: string, body: unknown) => this.request("PUT", url, body);
  patch = (url: string, body: unknown) => this.request("PATCH", url, body);
  delete = (url: string) => this.request("DELETE", url);
}

/** An admin creates a key through the API; the answer's key is the only time it is seen. */
export async function createKey(
  app: FastifyInstance,
  admin: Client,
  orgId: string,
  options: { scopes?: readonly ApiScope[]; name?: string; expires_at?: string } = {},
) {
  const res = await admin.post(`/api/v1/organizations/${orgId}/api-keys`, {
    name: options.name ?? "Integration",
    scopes: options.scopes ?? API_SCOPES,
    ...(options.expires_at ? { expires_at: options.expires_at } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { id: string; key: string; prefix: string; scopes: ApiScope[] };
  return { ...data, client: new KeyClient(app, data.key) };
}
