// Duplicate matches between bot levels: every board is played twice with the pairs swapped
// (dealer rotating over the boards), so the luck of the cards cancels. Prints, per game and
// pairing, each side's points per board with a 95% confidence interval, the net difference,
// and each side's maker success and lone rates. Figures only; nothing is asserted.
//
//   BOARDS=200 GAME=euchre npx tsx bench/match.bench.ts   (default: 60 boards, every game)
//   PAIRS=strong-baseline,baseline-random …                (default: those two and strong self-play)

import { botFor, type BotLevel } from "../lib/bots";
import { playMatch } from "../lib/bots/harness";
import { seatsOf, teamOf, VARIANT_IDS, type Seat, type VariantId } from "../lib/engine";

const BOARDS = Number(process.env.BOARDS ?? 60);
const PAIRINGS: [BotLevel, BotLevel][] = process.env.PAIRS
  ? process.env.PAIRS.split(",").map((p) => p.split("-") as [BotLevel, BotLevel])
  : [
      ["strong", "baseline"],
      ["baseline", "random"],
      ["strong", "strong"], // self-play: the makers' success rate says whether the calls are sensible
    ];
const ONLY = process.env.GAME; // one game id, to run a single game's pairings

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

function duplicate(variant: VariantId, a: BotLevel, b: BotLevel) {
  const seats = seatsOf(variant);
  const side = (): SideStats => ({ points: [], contracts: 0, made: 0, alone: 0 });
  const stats = { a: side(), b: side() };
  const net: number[] = [];
  for (let i = 0; i < BOARDS; i++) {
    const board = { seed: `duplicate/${variant}/${i}`, dealer: seats[i % seats.length] };
    const perBoard = { a: 0, b: 0 };
    for (const aTeam of [0, 1] as const) {
      const bots: Partial<Record<Seat, ReturnType<typeof botFor>>> = {};
      for (const s of seats) bots[s] = botFor(teamOf(variant, s) === aTeam ? a : b);
      const result = playMatch({ variant, mode: "boards", boards: [board] }, bots).deals[0];
      const bTeam = 1 - aTeam;
      perBoard.a += result.points[aTeam] / 2;
      perBoard.b += result.points[bTeam] / 2;
      if (result.contract && result.makers !== null) {
        const makers = result.makers === aTeam ? stats.a : stats.b;
        makers.contracts++;
        if (result.eligible === result.makers) makers.made++;
        if (result.contract.alone) makers.alone++;
      }
    }
    stats.a.points.push(perBoard.a);
    stats.b.points.push(perBoard.b);
    net.push(perBoard.a - perBoard.b);
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
  console.log(`${variant} ${a} v ${b}: net for ${a} per board ${ci95(net)} over ${BOARDS} boards (${2 * BOARDS} deals)`);
}

for (const variant of VARIANT_IDS.filter((v) => !ONLY || v === ONLY)) for (const [a, b] of PAIRINGS) duplicate(variant, a, b);
