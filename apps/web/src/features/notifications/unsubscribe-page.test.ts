import { EMAIL_MESSAGES, type UnsubscribeView } from "@questhq/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unsubscribeLinkQuery } from "./email-preferences-queries";
import { Unsubscribe } from "./unsubscribe-page";

// The unsubscribe page as a browser first draws it, for each answer of GET /api/v1/notifications/unsubscribe. That
// opening it sends nothing but that GET, and that the button's POST turns it to the done state, is covered with its
// queries in email-preferences.test.ts.

const TOKEN = "dXNlci0xOndpbm5lcg.c2lnbmVk";
const link = (enabled: boolean, emailHint: string | null = "a***@example.com"): UnsubscribeView => ({
  category: "winner",
  label: "You won",
  enabled,
  email_hint: emailHint,
});

/** Draws the page inside a router (its links need one) and returns its text-bearing HTML. */
async function render(queryClient: QueryClient, token: string | undefined): Promise<string> {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: "/unsubscribe",
    component: () => createElement(Unsubscribe, { token }),
  });
  const settings = createRoute({ getParentRoute: () => root, path: "/settings" });
  const router = createRouter({
    routeTree: root.addChildren([page, settings]),
    history: createMemoryHistory({ initialEntries: ["/unsubscribe"] }),
  });
  await router.load();
  const html = renderToStaticMarkup(
    createElement(QueryClientProvider, { client: queryClient }, createElement(RouterProvider, { router })),
  );
  // React separates neighbouring text with comments; the words read as one.
  return html.replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
}

function withLink(view: UnsubscribeView): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(unsubscribeLinkQuery(TOKEN).queryKey, view);
  return queryClient;
}

const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/unsubscribe", () => {
  it("asks first: what stops and where, with an Unsubscribe button", async () => {
    const html = await render(withLink(link(true)), TOKEN);
    expect(headingOf(html)).toBe("Stop “You won” emails to a***@example.com?");
    expect(html).toMatch(/<button[^>]*data-testid="unsubscribe-confirm"[^>]*>Unsubscribe<\/button>/);
    expect(html).not.toContain('data-testid="unsubscribe-done"');
  });

  it("asks without an address when the account has none", async () => {
    expect(headingOf(await render(withLink(link(true, null)), TOKEN))).toBe("Stop “You won” emails?");
  });

  it("shows the done state with a way to the email settings once the category is off", async () => {
    const html = await render(withLink(link(false)), TOKEN);
    expect(headingOf(html)).toBe("You will no longer get “You won” emails.");
    expect(html).toContain("Your other email categories are unchanged.");
    expect(html).toMatch(/<a [^>]*href="\/settings#email"[^>]*>Choose which emails you get<\/a>/);
    expect(html).not.toContain("unsubscribe-confirm");
  });

  it("shows the server's message for a link it did not sign", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { error: { code: "bad_request", message: EMAIL_MESSAGES.invalidUnsubscribeLink, fields: { token: ["x"] } } },
        { status: 400 },
      ),
    );
    await queryClient.prefetchQuery(unsubscribeLinkQuery(TOKEN));
    const html = await render(queryClient, TOKEN);
    expect(html).toMatch(
      new RegExp(`<p role="alert"[^>]*data-testid="unsubscribe-invalid"[^>]*>${EMAIL_MESSAGES.invalidUnsubscribeLink}`),
    );
    expect(html).not.toContain("Try again");
    expect(html).not.toContain("unsubscribe-confirm");
  });

  it("says the link is not valid when it has no token, without asking the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const html = await render(new QueryClient(), undefined);
    expect(html).toContain(EMAIL_MESSAGES.invalidUnsubscribeLink);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a loading state while the link is checked", async () => {
    const html = await render(new QueryClient(), TOKEN);
    expect(html).toContain('aria-label="Checking the link"');
    expect(html).not.toContain("unsubscribe-confirm");
  });
});
