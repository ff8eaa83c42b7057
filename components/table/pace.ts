"use client";

import { localSetting } from "../local-setting";

// How fast the computer players' calls and cards follow one another, remembered on this device.
// "quick" is the default: card sites people like play a bot's card in well under half a second.
export const PACES = ["fast", "quick", "relaxed", "slow"] as const;
export type Pace = (typeof PACES)[number];
export const pace = localSetting<Pace>("table-pace", PACES, "quick");

/** Milliseconds a frame stays before the next: a gathered trick and a deal's result stay longer. */
export const FRAME_MS: Record<Pace, { event: number; collect: number; result: number }> = {
  fast: { event: 60, collect: 150, result: 400 },
  quick: { event: 350, collect: 450, result: 1500 },
  relaxed: { event: 700, collect: 700, result: 2200 },
  slow: { event: 1100, collect: 1000, result: 3000 },
};

/** Whether the person's only legal card plays itself (after a beat, so it is seen going). */
export const autoPlay = localSetting<"on" | "off">("table-auto-play", ["on", "off"], "on");

/** The beat before a forced card plays itself. */
export const AUTO_PLAY_MS = 450;
