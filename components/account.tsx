"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { Me } from "@/lib/client/api";

// Display names of the sign-in providers the server may offer (GET /api/me `signIn`).
const PROVIDER_NAMES: Record<string, string> = { github: "GitHub" };
const providerName = (id: string) => PROVIDER_NAMES[id] ?? id;

const BUTTON =
  "rounded-md border border-felt px-3 py-1.5 text-sm font-semibold text-felt hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-felt-dark aria-disabled:opacity-60";

/**
 * Sign in (a guest's history moves into the account) and sign out. next-auth's client functions
 * fetch /api/auth/* and then set window.location, so the page's form-action CSP is not involved,
 * and they need no SessionProvider. Both come back to this page (without its ?error=).
 * Nothing shows when the server offers no provider.
 */
export function Account({ me, signInError }: { me: Me; signInError: boolean }) {
  const t = useTranslations("Me.account");
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<"error" | "signOutFailed" | null>(null);
  useEffect(() => {
    // Back from GitHub may restore this page as it was left: "Taking you to GitHub…"
    const restored = (e: PageTransitionEvent) => e.persisted && setPending(null);
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  if (me.signIn.length === 0) return null;

  const run = async (
    message: string,
    problem: "error" | "signOutFailed",
    action: (auth: typeof import("next-auth/react")) => Promise<unknown>,
  ) => {
    if (pending) return;
    setFailed(null);
    setPending(message);
    try {
      // loaded on demand: most visitors of this page never sign in
      await action(await import("next-auth/react"));
    } catch {
      setPending(null);
      setFailed(problem);
    }
  };
  const back = () => window.location.pathname;
  const linked = me.providers.map(providerName);
  const problem = failed ?? (signInError ? "error" : null);

  return (
    <section aria-labelledby="account-heading" className="space-y-2">
      <h2 id="account-heading" className="text-lg font-semibold">
        {t("heading")}
      </h2>
      {linked.length > 0 ? (
        <>
          <p className="text-sm">{t("signedIn", { provider: linked.join(", ") })}</p>
          <p className="text-sm">{t("signOutNote")}</p>
          <button
            type="button"
            className={BUTTON}
            aria-disabled={pending ? true : undefined}
            onClick={() => run(t("signingOut"), "signOutFailed", (auth) => auth.signOut({ callbackUrl: back() }))}
          >
            {t("signOut")}
          </button>
        </>
      ) : (
        <>
          <p className="text-sm">{t("guest")}</p>
          <div className="flex flex-wrap gap-2">
            {me.signIn.map((id) => (
              <button
                key={id}
                type="button"
                className={BUTTON}
                aria-disabled={pending ? true : undefined}
                onClick={() =>
                  run(t("redirecting", { provider: providerName(id) }), "error", (auth) => auth.signIn(id, { callbackUrl: back() }))
                }
              >
                {t("signInWith", { provider: providerName(id) })}
              </button>
            ))}
          </div>
        </>
      )}
      <p role="status" className="text-sm">
        {pending ?? (problem ? <span className="text-red-800">{t(problem)}</span> : "")}
      </p>
    </section>
  );
}
