"use client";

import { useSyncExternalStore } from "react";

// A preference kept in localStorage, read by every component through one tiny external store
// rather than a context provider: a change in another tab arrives through the "storage" event,
// and the server snapshot (the default) keeps hydration exact.

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function localSetting<T extends string>(key: string, values: readonly T[], fallback: T) {
  const read = (): T => {
    const v = window.localStorage.getItem(key) as T | null;
    return v !== null && values.includes(v) ? v : fallback;
  };
  return {
    use: (): T => useSyncExternalStore(subscribe, read, () => fallback),
    set: (value: T) => {
      window.localStorage.setItem(key, value);
      listeners.forEach((listener) => listener());
    },
  };
}
