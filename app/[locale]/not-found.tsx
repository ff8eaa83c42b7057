import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/link";

export default function NotFound() {
  const t = useTranslations("Site");
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">404</h1>
      <p>{t("notFound")}</p>
      <Link href="/" className="text-felt underline">
        {t("home")}
      </Link>
    </div>
  );
}
