// Speed of the computer players and of the double-dummy solver. Prints one line per figure and
// asserts nothing.
//   - solver: exact solves per second from the first lead (euchre, two- and three-hand, napoleon 5
//     cards; bid-six and hasenpfeffer 6; double deck 12, and 6 as the bot uses it late in the deal),
//     plus the double-deck bounded search, each with the spread of single solves (p50, p90, max),
//     after a warm-up on other deals;
//   - bots: per game and level, decisions per second and p50/p99/mean ms per phase, and the
//     strong bot's solver nodes per decision with the time per node
//     (bidding: calls and the bid-six declaration; exchange: pick-up, discards and the lone
//     exchange; play), over self-play deals after a warm-up.
// Times are CPU time of this process (one core), not wall time: the machine is shared.
//
//   DEALS=40 npx tsx bench/bots.bench.ts     (default 30 deals per game and level)
//   GAME=euchre npx tsx bench/bots.bench.ts  (one game's bots only, no solver figures)
//   SOLVER_ONLY=1 npx tsx bench/bots.bench.ts (solver figures only; DD_EXACT=20 sets the 12-card deals)
//   OPTIONS_ONLY=1 npx tsx bench/bots.bench.ts (standard Euchre's options only: bots per option, and the solver with them)

import { botFor, type Bot, type BotLevel } from "../lib/bots";
import { playMatch } from "../lib/bots/harness";
import { Solver, type DealSpec, type SolveOptions } from "../lib/bots/solver";
import { solver } from "../lib/bots/strong/budget";
import { createRng, deckOf, seatsOf, VARIANT_IDS, variantInfo, type Seat, type VariantId, type VariantOptions } from "../lib/engine";

const DEALS = Number(process.env.DEALS ?? 30);
const WARMUP_DEALS = 3;
const ONLY = process.env.GAME;
const OPTIONS_ONLY = process.env.OPTIONS_ONLY === "1";

/** Standard Euchre's options (docs/rules.md §2.10), timed one by one and all together. */
const EUCHRE_OPTION_SETS: [string, VariantOptions][] = [
  ["joker", { joker: true }],
  ["canadian loner", { canadianLoner: true }],
  ["32 cards", { deck: 32 }],
  ["every option", { joker: true, canadianLoner: true, deck: 32 }],
];

/** Random deals of `cards` cards to each seat, under the denominations the variant offers. */
function randomDeals(variant: VariantId, cards: number, count: number, tag = "", options: VariantOptions = {}): DealSpec[] {
  const rng = createRng(`solver-bench/${variant}/${cards}${tag}`);
  const players = seatsOf(variant).length;
  const { denominations: denoms, ranking } = variantInfo(variant);
  return Array.from({ length: count }, () => {
    const deck = deckOf(variant, options);
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    const hands = Array.from({ length: players }, (_, p) => deck.slice(p * cards, (p + 1) * cards));
    return { denom: denoms[rng.int(denoms.length)], ranking, hands, teams: hands.map((_, p) => p % 2), leader: 0, trick: [] };
  });
}

/** CPU time in ms: the machine is shared, so wall time also counts other processes' work. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Times the solves of `count` random deals (see randomDeals), after `warmUp` solves
 * (as many, unless told) of other deals of the same kind: the bots' solver lives as long as the
 * server, compiled and with its table's pages touched. From a cold start, 2,000 5-card euchre
 * solves took 95 µs each the first time through and 40 µs from then on.
 */
function benchSolver(
  label: string,
  variant: VariantId,
  cards: number,
  count: number,
  options: SolveOptions,
  warmUp = count,
  rules: VariantOptions = {},
) {
  const deals = randomDeals(variant, cards, count, "", rules);
  const solver = new Solver();
  for (const deal of randomDeals(variant, cards, warmUp, "/warm-up", rules)) solver.tricks(deal, options);
  const nodes = solver.nodes;
  const wall = performance.now();
  // Per solve, for the spread: a few hard deals take many times the median.
  const each = deals.map((deal) => {
    const start = cpuMs();
    solver.tricks(deal, options);
    return (cpuMs() - start) * 1000;
  });
  const us = each.reduce((a, b) => a + b, 0) / deals.length;
  const wallUs = ((performance.now() - wall) * 1000) / deals.length;
  each.sort((a, b) => a - b);
  const at = (q: number) => each[Math.min(each.length - 1, Math.floor(q * each.length))].toFixed(0);
  console.log(
    `solver ${label}: ${(1e6 / us).toFixed(0)} solves/s, ${us.toFixed(0)} µs/solve CPU (${wallUs.toFixed(0)} µs wall), ` +
      `p50 ${at(0.5)} µs, p90 ${at(0.9)} µs, max ${at(1)} µs, ` +
      `${((solver.nodes - nodes) / deals.length).toFixed(0)} nodes/solve (${deals.length} deals)`,
  );
}

const PHASE_GROUP: Record<string, string> = {
  bidding: "bidding",
  declare: "bidding",
  pickup: "exchange",
  discard: "exchange",
  exchange: "exchange",
  play: "play",
};

function benchBot(variant: VariantId, level: BotLevel, options: VariantOptions = {}, label: string = variant) {
  const seats = seatsOf(variant);
  const times: Record<string, number[]> = {};
  const nodes: Record<string, number> = {};
  const bot = botFor(level);
  const timed =
    (record: boolean): Bot =>
    (input) => {
      const start = cpuMs();
      const startNodes = solver.nodes;
      const action = bot(input);
      const ms = cpuMs() - start;
      const group = PHASE_GROUP[input.view.deal!.phase];
      if (record) {
        (times[group] ??= []).push(ms);
        nodes[group] = (nodes[group] ?? 0) + solver.nodes - startNodes;
      }
      return action;
    };
  for (let d = 0; d < WARMUP_DEALS + DEALS; d++) {
    const bots: Partial<Record<Seat, Bot>> = Object.fromEntries(seats.map((s) => [s, timed(d >= WARMUP_DEALS)]));
    playMatch({ variant, mode: "boards", boards: [{ seed: `bot-bench/${d}`, dealer: seats[d % seats.length] }], options }, bots);
  }
  for (const phase of ["bidding", "exchange", "play"]) {
    const t = (times[phase] ?? []).sort((a, b) => a - b);
    if (t.length === 0) continue;
    const total = t.reduce((a, b) => a + b, 0);
    const at = (q: number) => t[Math.min(t.length - 1, Math.floor(q * t.length))].toFixed(2);
    console.log(
      `${label} ${level} ${phase}: ${((1000 * t.length) / total).toFixed(0)} decisions/s, ` +
        `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, mean ${(total / t.length).toFixed(2)} ms, max ${t[t.length - 1].toFixed(2)} ms (${t.length} decisions)` +
        (nodes[phase] > 0
          ? `, ${(nodes[phase] / t.length).toFixed(0)} solver nodes a decision, ${((1000 * total) / nodes[phase]).toFixed(2)} µs a node`
          : ""),
    );
  }
}

function benchSolvers() {
  benchSolver("euchre 5 cards exact", "euchre", 5, 2000, { doubleDeck: false });
  benchSolver("two-hand 5 cards exact", "two-hand", 5, 2000, { doubleDeck: false });
  benchSolver("three-hand 5 cards exact", "three-hand", 5, 2000, { doubleDeck: false }); // players 0 and 2 defend together
  benchSolver("napoleon 5 cards exact", "napoleon", 5, 2000, { doubleDeck: false }); // natural order, 32 cards
  benchSolver("bid-six 6 cards exact", "bid-six", 6, 500, { doubleDeck: false });
  benchSolver("hasenpfeffer 6 cards exact (24 of its 25 cards)", "hasenpfeffer", 6, 500, { doubleDeck: false });
  benchSolver("double-deck 6 cards exact", "double-deck", 6, 100, { doubleDeck: true });
  benchSolver("double-deck 12 cards, 2-trick horizon", "double-deck", 12, 50, { doubleDeck: true, horizon: 2 });
  // Exact 12-card double-deck solves take a median 12 ms, but the hardest deal in a hundred
  // takes 20 to 75 times that, and one set of 100 deals averaged nearly twice another's nodes:
  // 500 deals (the first 100 are the ones notes before 2026-12-03 timed); 20 to warm up.
  benchSolver("double-deck 12 cards exact", "double-deck", 12, Number(process.env.DD_EXACT ?? 500), { doubleDeck: true }, 20);
}

if (!ONLY && !OPTIONS_ONLY) benchSolvers();
for (const variant of VARIANT_IDS.filter((v) => !process.env.SOLVER_ONLY && !OPTIONS_ONLY && (!ONLY || v === ONLY))) {
  for (const level of ["baseline", "strong"] as const) benchBot(variant, level);
}
if (OPTIONS_ONLY || (!ONLY && !process.env.SOLVER_ONLY)) {
  benchSolver("euchre 5 cards exact, joker and 32 cards", "euchre", 5, 2000, { doubleDeck: false }, 2000, { joker: true, deck: 32 });
  for (const [name, options] of EUCHRE_OPTION_SETS) {
    for (const level of ["baseline", "strong"] as const) benchBot("euchre", level, options, `euchre (${name})`);
  }
}
