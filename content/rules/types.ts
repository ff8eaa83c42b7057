import type { GameId } from "@/lib/games";

/** A small table: a caption, column headers, and rows whose first cell names the row. */
export interface RulesTable {
  caption: string;
  head: string[];
  rows: string[][];
}

/** One stage of a deal (the deal, making trump or bidding, play, scoring, winning). */
export interface DealStep {
  title: string;
  text: string[];
  table?: RulesTable;
}

/** The rules page of one game, in one language, in our own words from docs/rules.md. */
export interface GameRules {
  /** One or two sentences: what the game is. Also the game's description on the home page. */
  lead: string;
  about: string[];
  steps: DealStep[];
  /** Standard Euchre: the options we play and do not play. The others: how they differ from it. */
  differences: RulesTable;
  /** Where the sources differ, what we chose and why (short). */
  decisions: string[];
  history: string[];
}

export type RulesContent = Record<GameId, GameRules>;
