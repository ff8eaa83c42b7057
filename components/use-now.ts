"use client";

import { useSyncExternalStore } from "react";

// A clock for countdowns that ticks every 15 seconds on the client; null on the server.
function subscribeClock(tick: () => void) {
  const timer = setInterval(tick, 15_000);
  return () => clearInterval(timer);
}

export const useNow = () =>
  useSyncExternalStore(
    subscribeClock,
    () => Math.floor(Date.now() / 15_000) * 15_000,
    () => null,
  );

/**
 * The browser's own time zone, for times said to be "your time": next-intl formats in the
 * server's zone unless told otherwise (to render alike on both sides), so a client-only
 * countdown names it.
 */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
