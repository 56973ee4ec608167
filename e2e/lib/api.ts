import type { Page } from "playwright-core";

// Journeys set up what they do not test (organizations, missions, sandbox accounts) through the API, as the
// signed-in user of a page: its context's cookies and base URL, and the app's origin, which the server wants on
// every request that changes something.

export type Method = "get" | "post" | "put" | "patch" | "delete";

/** An API caller for the product at `baseUrl`: `api(page, "post", url, body)` answers the body's `data`. */
export function apiAt(baseUrl: string) {
  return async function api<T>(page: Page, method: Method, url: string, data?: unknown): Promise<T> {
    const res = await page.request.fetch(url, {
      method: method.toUpperCase(),
      headers: { origin: baseUrl },
      ...(method === "get" ? {} : { data: data ?? {} }),
    });
    if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
    const body = (await res.json()) as { data?: T };
    // The API wraps answers in `data`; the sandbox fakes' control routes answer the bare object.
    return (body.data ?? body) as T;
  };
}

export type Api = ReturnType<typeof apiAt>;

/** The seeded "QuestHQ Demo" organization, as its admin (admin@demo.local) sees it. */
export async function demoOrganization(api: Api, admin: Page): Promise<{ id: string; slug: string }> {
  const orgs = await api<{ id: string; slug: string }[]>(admin, "get", "/api/v1/organizations");
  const demo = orgs.find((o) => o.slug === "questhq-demo");
  if (!demo) throw new Error("the signed-in user is not in the demo organization questhq-demo");
  return demo;
}
