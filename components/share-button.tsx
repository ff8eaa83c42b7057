"use client";

import { useState } from "react";
import { useTranslations } from "@/lib/i18n/client";

/** Shares a text (and link) with the Web Share API where the browser has it, else copies it. */
export function ShareButton({ text, url, label }: { text: string; url: string; label: string }) {
  const t = useTranslations("Share");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ text, url });
        return;
      } catch (e) {
        if (e instanceof DOMException && e.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text}\n${url}`);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={share} className="rounded-md bg-felt px-3 py-2 text-sm font-semibold text-white hover:bg-felt-dark">
        {label}
      </button>
      <span role="status" className="text-sm text-stone-700">
        {state === "idle" ? "" : t(state)}
      </span>
    </span>
  );
}
