import { baselineBot } from "../baseline";
import type { Bot } from "../types";
export const strongBot: Bot = baselineBot;
