// Duplicate matches between bot levels: every board is played twice with the pairs swapped
// (dealer rotating over the boards), so the luck of the cards cancels. Where each plays for
// themselves (three-hand, napoleon) a board is played once per seat, the first bot in each seat
// in turn against the others of the other, and its net is its points less each other player's. Prints, per game and
// pairing, each side's points per board with a 95% confidence interval, the net difference,
// each side's maker success and lone rates, and each bot's CPU time per decision with a choice
// (mean and p99, in all and by phase). Figures only; nothing is asserted.
//
//   BOARDS=200 GAME=euchre npx tsx bench/match.bench.ts   (default: 60 boards, every game)
//   PAIRS=strong-baseline,baseline-random …                (default: those two and strong self-play)
//   PAIRS=strong-pimc:50 …                                 (the PIMC reference, 50 worlds a decision)
//   PAIRS="mix(strong|bidding=pimc:50)-pimc:50" …          (one bot deciding some phases for another)
//   FIRST=5000 …                                           (boards from 5000 on: a fresh set)
//
// A/B test of a change to a bot: SAVE=before.json on the old code, then AGAINST=before.json on
// the new. Each board's net is compared with the same board's before, which cancels the luck the
// two runs share: the paired change's interval is a third to two thirds of the unpaired one
// (two-hand, 4,000 boards: ± 0.006-0.012 against ± 0.022; euchre, 3,000: ± 0.009-0.016 against
// ± 0.026).

import { readFileSync, writeFileSync } from "node:fs";
import type { Bot } from "../lib/bots";
import { harnessBot, playMatch } from "../lib/bots/harness";
import { netAgainstEach, seatsOf, teamOf, VARIANT_IDS, variantInfo, type DealResult, type Seat, type VariantId } from "../lib/engine";

const BOARDS = Number(process.env.BOARDS ?? 60);
const PAIRINGS: [string, string][] = process.env.PAIRS
  ? process.env.PAIRS.split(",").map((p) => p.split("-") as [string, string])
  : [
      ["strong", "baseline"],
      ["baseline", "random"],
      ["strong", "strong"], // self-play: the makers' success rate says whether the calls are sensible
    ];
const ONLY = process.env.GAME; // one game id, to run a single game's pairings
const FIRST = Number(process.env.FIRST ?? 0);
/** Per game and pairing, the net of each board, as SAVE writes and AGAINST reads them. */
type Nets = Record<string, { first: number; nets: number[] }>;
const saved: Nets = {};
const before: Nets = process.env.AGAINST ? JSON.parse(readFileSync(process.env.AGAINST, "utf8")) : {};

interface SideStats {
  points: number[]; // per board, averaged over the two tables
  contracts: number;
  made: number;
  alone: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function ci95(xs: number[]): string {
  const m = mean(xs);
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
  return `${m.toFixed(3)} ± ${((1.96 * sd) / Math.sqrt(xs.length)).toFixed(3)}`;
}

/** CPU time in ms: the machine is shared, so wall time also counts other processes' work. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** `bot`, recording the CPU time of each decision it had a choice in, by phase. */
function timed(bot: Bot, times: Record<string, number[]>): Bot {
  return (input) => {
    const start = cpuMs();
    const action = bot(input);
    if (input.legal.length > 1) (times[input.view.deal!.phase] ??= []).push(cpuMs() - start);
    return action;
  };
}

function timeLine(xs: number[]): string {
  const sorted = [...xs].sort((x, y) => x - y);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))];
  return `mean ${mean(xs).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (${xs.length})`;
}

/** The first bot's seats at each table of a board: each team in turn, or, where each plays for themselves, each seat. */
const tablesOf = (variant: VariantId): Seat[][] =>
  variantInfo(variant).eachForThemselves
    ? seatsOf(variant).map((s) => [s])
    : ([0, 1] as const).map((team) => seatsOf(variant).filter((s) => teamOf(variant, s) === team));

/** One table's points for each bot (three-hand: the other bot's average seat) and the first bot's net. */
function tableScore(variant: VariantId, result: DealResult, aSeats: Seat[]): { a: number; b: number; net: number } {
  if (result.seatPoints) {
    const [seat] = aSeats;
    const others = Object.entries(result.seatPoints).flatMap(([s, p]) => (s === seat ? [] : [p!]));
    return { a: result.seatPoints[seat]!, b: mean(others), net: netAgainstEach(result.seatPoints, seat) };
  }
  const aTeam = teamOf(variant, aSeats[0]);
  return { a: result.points[aTeam], b: result.points[1 - aTeam], net: result.points[aTeam] - result.points[1 - aTeam] };
}

function duplicate(variant: VariantId, a: string, b: string) {
  const seats = seatsOf(variant);
  const times: Record<string, Record<string, number[]>> = { [a]: {}, [b]: {} };
  const players = { [a]: timed(harnessBot(a), times[a]), [b]: timed(harnessBot(b), times[b]) };
  const side = (): SideStats => ({ points: [], contracts: 0, made: 0, alone: 0 });
  const stats = { a: side(), b: side() };
  const net: number[] = [];
  const tables = tablesOf(variant);
  for (let i = FIRST; i < FIRST + BOARDS; i++) {
    const board = { seed: `duplicate/${variant}/${i}`, dealer: seats[i % seats.length] };
    const perBoard = { a: 0, b: 0, net: 0 };
    for (const aSeats of tables) {
      const bots: Partial<Record<Seat, Bot>> = {};
      for (const s of seats) bots[s] = players[aSeats.includes(s) ? a : b];
      const result = playMatch({ variant, mode: "boards", boards: [board] }, bots).deals[0];
      const score = tableScore(variant, result, aSeats);
      perBoard.a += score.a / tables.length;
      perBoard.b += score.b / tables.length;
      perBoard.net += score.net / tables.length;
      if (result.contract && result.makers !== null) {
        const makers = aSeats.includes(result.contract.declarer) ? stats.a : stats.b;
        makers.contracts++;
        if (result.eligible === result.makers) makers.made++;
        if (result.contract.alone) makers.alone++;
      }
    }
    stats.a.points.push(perBoard.a);
    stats.b.points.push(perBoard.b);
    net.push(perBoard.net);
  }
  const rate = (x: number, of: number) => (of === 0 ? "n/a" : `${((100 * x) / of).toFixed(1)}%`);
  for (const [name, s] of [
    [a, stats.a],
    [b, stats.b],
  ] as const) {
    console.log(
      `${variant} ${a} v ${b}: ${name} points/board ${ci95(s.points)}; maker success ${rate(s.made, s.contracts)} ` +
        `(${s.made}/${s.contracts}); lone ${rate(s.alone, s.contracts)}`,
    );
  }
  console.log(`${variant} ${a} v ${b}: net for ${a} per board ${ci95(net)} over ${BOARDS} boards (${tables.length * BOARDS} deals)`);
  for (const [name, byPhase] of Object.entries(times)) {
    const phases = Object.entries(byPhase).map(([phase, xs]) => `${phase} ${timeLine(xs)}`);
    console.log(`${variant} ${a} v ${b}: ${name} decision time ${timeLine(Object.values(byPhase).flat())}; ${phases.join("; ")}`);
  }
  const key = `${variant} ${a} v ${b}`;
  saved[key] = { first: FIRST, nets: net };
  const old = before[key];
  if (old) {
    // Only the boards both runs played, matched by number.
    const paired = net.flatMap((x, i) => {
      const j = FIRST + i - old.first;
      return j >= 0 && j < old.nets.length ? [x - old.nets[j]] : [];
    });
    if (paired.length > 1)
      console.log(`${key}: net change against ${process.env.AGAINST} per board ${ci95(paired)} over ${paired.length} boards`);
  }
}

for (const variant of VARIANT_IDS.filter((v) => !ONLY || v === ONLY)) for (const [a, b] of PAIRINGS) duplicate(variant, a, b);
if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(saved));
