import type { Bot } from "./types";

/** Any legal action, uniformly: the floor every other bot must beat. */
export const randomBot: Bot = ({ legal, rng }) => legal[rng.int(legal.length)];
