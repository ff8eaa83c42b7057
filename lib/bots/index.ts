// Computer players. Each is a pure function of one seat's view, its legal actions and a seeded
// generator (docs/architecture.md, The path of a move), so a daily replays identically for everyone.

import { baselineBot } from "./baseline";
import { randomBot } from "./random";
import { strongBot } from "./strong";
import type { Bot, BotLevel } from "./types";

export { baselineBot, randomBot, strongBot };
export type { Bot, BotInput, BotLevel, BotView } from "./types";
export { BOT_LEVELS } from "./types";

const BOTS: Record<BotLevel, Bot> = { random: randomBot, baseline: baselineBot, strong: strongBot };

export const botFor = (level: BotLevel): Bot => BOTS[level];
