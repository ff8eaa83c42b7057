// The strong bot: determinized double-dummy search for card play and sampled solves of the
// candidate contracts for calls, within a fixed work budget per decision.

import { baselineDecision } from "../baseline";
import { know } from "../knowledge";
import type { Bot } from "../types";
import { strongPlay } from "./play";

export const strongBot: Bot = ({ view, legal, rng }) => {
  if (legal.length === 1) return legal[0];
  const k = know(view);
  if (k.deal.phase === "play") return strongPlay(k, legal, rng);
  return baselineDecision(k, legal);
};
