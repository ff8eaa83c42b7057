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
 * The browser's own time zone, for times said to be "your time": a client-only countdown names
 * it, so a time never comes out in the server's zone.
 */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
