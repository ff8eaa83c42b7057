import { createElement, type ComponentProps, type FunctionComponent, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { Account } from "@/components/account";
import type { Me } from "@/lib/client/api";
import en from "@/messages/en.json";

// The profile's account section in its three states (the e2e tests reach only the guest's:
// signing in for real needs GitHub).
const IntlProvider = NextIntlClientProvider as FunctionComponent<
  Omit<ComponentProps<typeof NextIntlClientProvider>, "children"> & { children?: ReactNode }
>;
const render = (me: Partial<Me>, signInError = false) =>
  renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale: "en", messages: en, timeZone: "UTC" },
      createElement(Account, { me: { id: "p", name: "Ann", providers: [], signIn: [], stats: {}, ...me } as Me, signInError }),
    ),
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the account section", () => {
  it("says nothing about signing in when the server offers no provider", () => {
    expect(render({ signIn: [] })).toBe("");
    expect(render({ signIn: [] }, true)).toBe("");
  });

  it("offers a guest GitHub, saying what signing in does", () => {
    const html = render({ signIn: ["github"] });
    expect(text(html)).toBe(
      "Account Sign in to keep your results on every device. What you played as a guest moves into your account. Sign in with GitHub",
    );
    expect(html).toContain('<button type="button"');
    expect(html).toContain('<p role="status" class="text-sm"></p>');
  });

  it("tells a signed-in player which account, what signing out means, and offers only signing out", () => {
    const html = render({ signIn: ["github"], providers: ["github"] });
    expect(text(html)).toBe(
      "Account You are signed in with GitHub. Your results are kept on every device where you sign in. After signing out, you play as a new guest on this device. Sign out",
    );
  });

  it("shows a failed sign-in in the status region", () => {
    expect(render({ signIn: ["github"] }, true)).toMatch(
      /<p role="status"[^>]*><span[^>]*>Sign-in did not work\. Please try again\.<\/span><\/p>/,
    );
  });
});
