"use client";

import { useEffect, useRef } from "react";

/** Calls `onDigit` (with the key press's time stamp) for digit keys pressed anywhere on the page except in a form field. */
export function useDigitKeys(onDigit: (digit: number, at: number) => void) {
  const ref = useRef(onDigit);
  useEffect(() => {
    ref.current = onDigit;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || !/^[0-9]$/.test(e.key)) return;
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      e.preventDefault();
      ref.current(Number(e.key), e.timeStamp);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);
}
