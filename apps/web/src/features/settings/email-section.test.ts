import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_INFO,
  EMAIL_MESSAGES,
  type EmailCategory,
  type EmailPreferencesView,
} from "@questhq/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailPreferencesQuery } from "@/features/notifications/index";
import { EmailSection } from "./email-section";

// The Email section as a browser first draws it, from what the API answered. Switching a category (one PATCH naming
// it alone, put back on failure) is covered with the hooks in features/notifications/email-preferences.test.ts.

function preferences(email: string | null, off: EmailCategory[] = []): EmailPreferencesView {
  return {
    email,
    categories: EMAIL_CATEGORIES.map((category) => ({
      category,
      label: EMAIL_CATEGORY_INFO[category].label,
      description: EMAIL_CATEGORY_INFO[category].description,
      enabled: !off.includes(category),
    })),
  };
}

function render(queryClient: QueryClient): string {
  return renderToStaticMarkup(createElement(QueryClientProvider, { client: queryClient }, createElement(EmailSection)));
}

function renderWith(view: EmailPreferencesView): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(emailPreferencesQuery.queryKey, view);
  return render(queryClient);
}

/** The opening tag of the element with this data-testid. */
function tagOf(html: string, testId: string): string {
  const tag = new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element with data-testid="${testId}"`);
  return tag;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The text of the element with this id (no nested elements expected). */
function textOfId(html: string, id: string): string | undefined {
  return new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

const decodeEntities = (text: string | undefined) => text?.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Settings › Email", () => {
  it("lists every category as a labelled, described switch, and says where the emails go", () => {
    const html = renderWith(preferences("ada@example.com", ["digest"]));
    expect(html).toContain('id="email"');
    expect(html).toMatch(/<h2 id="email-title"[^>]*>Email<\/h2>/);
    expect(tagOf(html, "email-address")).toBeTruthy();
    expect(html).toContain("ada@example.com");
    expect(html).not.toContain(EMAIL_MESSAGES.noEmail);

    for (const category of EMAIL_CATEGORIES) {
      const control = tagOf(html, `email-category-${category}`);
      expect(control.startsWith("<input")).toBe(true);
      expect(attribute(control, "type")).toBe("checkbox");
      expect(attribute(control, "role")).toBe("switch");
      expect(attribute(control, "checked") !== undefined).toBe(category !== "digest");
      expect(attribute(control, "disabled")).toBeUndefined();
      // Named by its label (label for=) and described by the category's description.
      const id = attribute(control, "id");
      expect(html).toContain(`<label for="${id}"`);
      expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>${EMAIL_CATEGORY_INFO[category].label}</label>`));
      const describedBy = attribute(control, "aria-describedby") ?? "";
      expect(decodeEntities(textOfId(html, describedBy))).toBe(EMAIL_CATEGORY_INFO[category].description);
    }
  });

  it("without a verified address, says no email is sent and disables every switch", () => {
    const html = renderWith(preferences(null));
    expect(decodeEntities(html)).toContain(EMAIL_MESSAGES.noEmail);
    expect(html).not.toContain('data-testid="email-address"');
    for (const category of EMAIL_CATEGORIES) {
      expect(attribute(tagOf(html, `email-category-${category}`), "disabled")).toBe("");
    }
  });

  it("shows a loading state, then the server's message with a retry when the list cannot be read", async () => {
    // A browser mounting on a failed query asks once more first; drawn once here, the failure shows at once.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
    expect(render(queryClient)).toContain('aria-label="Loading email settings"');

    vi.stubGlobal("fetch", async () =>
      Response.json({ error: { code: "internal_error", message: "Request abc failed." } }, { status: 500 }),
    );
    await queryClient.prefetchQuery(emailPreferencesQuery);
    const html = render(queryClient);
    expect(html).toContain("Your email settings could not be loaded");
    expect(html).toContain("Request abc failed.");
    expect(html).toContain("Try again");
    expect(html).not.toContain("email-category-");
  });
});
