import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { rulesOf } from "@/content/rules";
import { RulesTable } from "@/components/rules-table";
import { TrumpOrder } from "@/components/trump-order";
import { isGame } from "@/lib/games";
import { routing } from "@/lib/i18n/routing";

// Rendered per request, not prerendered: the site's CSP gives every page a fresh script nonce,
// and a prerendered page would carry none, so its scripts would be refused. The page reads no
// database, only the rules texts in content/rules.

type Params = Promise<{ locale: string; game: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, game } = await params;
  if (!isGame(game) || !hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: "Rules" });
  const g = await getTranslations({ locale, namespace: "Games" });
  return { title: t("title", { game: g(game) }), description: rulesOf(locale, game).lead };
}

export default async function RulesPage({ params }: { params: Params }) {
  const { locale, game } = await params;
  if (!isGame(game) || !hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations("Rules");
  const g = await getTranslations("Games");
  const rules = rulesOf(locale, game);
  return (
    <article className="max-w-3xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold">{t("title", { game: g(game) })}</h1>
        <p className="mt-2 text-lg">{rules.lead}</p>
      </header>
      <Section id="about" title={t("about", { game: g(game) })}>
        <Paragraphs paragraphs={rules.about} />
      </Section>
      <Section id="deal" title={t("deal")}>
        {rules.steps.map((step) => (
          <div key={step.title} className="space-y-2">
            <h3 className="text-lg font-semibold">{step.title}</h3>
            <Paragraphs paragraphs={step.text} />
            {step.table && <RulesTable table={step.table} />}
          </div>
        ))}
      </Section>
      <Section id="trump-order" title={t("trumpOrder")}>
        <TrumpOrder />
      </Section>
      <Section id="differences" title={t(game === "euchre" ? "options" : "differences")}>
        <RulesTable table={rules.differences} />
      </Section>
      <Section id="decisions" title={t("decisions")}>
        <ul className="list-disc space-y-1 pl-6">
          {rules.decisions.map((decision) => (
            <li key={decision}>{decision}</li>
          ))}
        </ul>
      </Section>
      <Section id="history" title={t("history")}>
        <Paragraphs paragraphs={rules.history} />
      </Section>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((text) => (
    <p key={text} className="max-w-prose">
      {text}
    </p>
  ));
}
