import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Profile } from "@/components/profile";
import { pageParams } from "@/lib/i18n/page";

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await pageParams(params);
  const t = await getTranslations("Me");
  return { title: t("title") };
}

export default async function MePage({ params, searchParams }: { params: Params; searchParams: Promise<{ error?: string | string[] }> }) {
  await pageParams(params);
  // next-auth sends a failed sign-in here with ?error=<code> (authOptions `pages` in lib/server/auth.ts)
  const { error } = await searchParams;
  const t = await getTranslations("Me");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <Profile signInError={error !== undefined} />
    </div>
  );
}
