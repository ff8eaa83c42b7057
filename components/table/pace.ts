"use client";

import { localSetting } from "../local-setting";

// How fast the computer players' calls and cards follow one another, remembered on this device.
export const PACES = ["normal", "fast"] as const;
export type Pace = (typeof PACES)[number];
export const pace = localSetting<Pace>("table-pace", PACES, "normal");

/** Milliseconds a frame stays before the next: a gathered trick and a deal's result stay longer. */
export const FRAME_MS: Record<Pace, { event: number; collect: number; result: number }> = {
  normal: { event: 750, collect: 700, result: 2200 },
  fast: { event: 90, collect: 200, result: 400 },
};
