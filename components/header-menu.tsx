"use client";

import { useId, useState, type ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { usePathname } from "@/lib/i18n/link";

/** The pages with a card table, where a phone needs every line of the screen. */
const TABLE_PAGE = /^\/(daily|play)\/[^/]+/;

/**
 * The header's links. On a phone at the table they fold behind a menu button, so the header is
 * one line and the table, the hand and the calls fit the screen; elsewhere they show as they are.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const t = useTranslations("Table");
  const compact = TABLE_PAGE.test(usePathname());
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      {compact && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="ml-auto rounded px-2 py-1 text-sm hover:bg-white/15 sm:hidden"
        >
          <span aria-hidden="true">☰</span> {t("menu")}
        </button>
      )}
      <div id={id} className={compact && !open ? "hidden sm:contents" : "contents"}>
        {children}
      </div>
    </>
  );
}
