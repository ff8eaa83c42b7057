// Learns the strong bot's auction tables (lib/bots/strong/auction-table.json) from exact
// double-dummy solves. Bid-six: deals are bid by the baseline bots, and at every call the hand of
// the seat to speak is solved as declarer (leading) in every denomination; a ridge regression of
// the features in lib/bots/strong/features.ts gives the expected tricks, and the residuals their
// spread. Double-deck lone hands: strong hands are solved alone after the blind exchange, and a
// logistic curve of a second regression's predicted tricks gives the chance of all twelve.
// (The 12-card partnership deal is still too slow to solve exactly in the thousands, and a
// bounded search squeezes every count toward six, so double-deck bids stay the baseline's.)
//
// Deterministic from fixed seeds; about five minutes on one core. Regenerate with
//   npx tsx scripts/learn-bids.ts            (DEALS=12000 LONE_DEALS=8000 by default)
// and relearn whenever features.ts or exchange.ts changes (ONLY=bid-six or ONLY=lone relearns
// one part and keeps the other).

import { readFileSync, writeFileSync } from "node:fs";
import { baselineBot } from "../lib/bots";
import { handTricks } from "../lib/bots/baseline/evaluate";
import { rngFor } from "../lib/bots/harness";
import { Solver } from "../lib/bots/solver";
import { features, handFeatures } from "../lib/bots/strong/features";
import { loneDiscards, partnerGifts } from "../lib/bots/strong/exchange";
import {
  apply,
  createRng,
  deckOf,
  isSuit,
  newMatch,
  partnerOf,
  seatsOf,
  teamOf,
  toMove,
  variantInfo,
  view,
  type Card,
  type Denomination,
  type LogEntry,
  type Seat,
} from "../lib/engine";

const DEALS = Number(process.env.DEALS ?? 12000);
const LONE_DEALS = Number(process.env.LONE_DEALS ?? 8000);
/** A hand is solved alone only if the baseline counts it at least this in the denomination. */
const LONE_CANDIDATE = 6.3;
const RIDGE = 1;
const OUT = "lib/bots/strong/auction-table.json";

const solver = new Solver();
const round = (x: number, places = 4) => Math.round(x * 10 ** places) / 10 ** places;

interface Row {
  x: number[];
  y: number;
}

const variant = "bid-six";

/** Tricks `seat`'s team takes with `seat` leading in `denom`, everyone playing. */
function declarerTricks(hands: Record<Seat, readonly Card[]>, seat: Seat, denom: Denomination): number {
  const seats = seatsOf(variant);
  const order = seats.map((_, i) => seats[(seats.indexOf(seat) + i) % seats.length]);
  const spec = { denom, hands: order.map((s) => hands[s]), teams: order.map((s) => teamOf(variant, s)), leader: 0, trick: [] };
  return solver.tricks(spec, { doubleDeck: false });
}

/** Every call of DEALS baseline auctions, as a row per denomination: features → declarer's tricks. */
function auctionRows(): Record<"trump" | "sans", Row[]> {
  const rows = { trump: [] as Row[], sans: [] as Row[] };
  const seats = seatsOf(variant);
  const denoms = variantInfo(variant).denominations;
  for (let d = 0; d < DEALS; d++) {
    const started = newMatch({
      variant,
      mode: "boards",
      boards: [{ seed: `learn-bids/${variant}/${d}`, dealer: seats[d % seats.length] }],
    });
    if (!started.ok) throw new Error(started.error.message);
    let state = started.value;
    const hands = state.current!.hands;
    const solved = new Map<string, number>();
    for (let seat = toMove(state); seat && state.current!.phase.kind === "bidding"; seat = toMove(state)) {
      const calls: LogEntry[] = [...state.current!.calls];
      const partner = partnerOf(variant, seat);
      for (const denom of denoms) {
        const key = `${seat}${denom}`;
        if (!solved.has(key)) solved.set(key, declarerTricks(hands, seat, denom));
        const kind = isSuit(denom) ? "trump" : "sans";
        rows[kind].push({ x: features(hands[seat], denom, calls, seat, partner), y: solved.get(key)! });
      }
      const v = view(state, seat);
      const next = apply(state, seat, baselineBot({ view: v, legal: v.legal, rng: rngFor(state) }));
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
  }
  return rows;
}

/** Strong double-deck hands played alone after the exchange: features → the bidder's tricks. */
function loneRows(): Row[] {
  const rows: Row[] = [];
  const rng = createRng("learn-bids/lone");
  const teams = [0, 1, 1];
  for (let d = 0; d < LONE_DEALS; d++) {
    const deck = deckOf("double-deck");
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    const hands = [0, 1, 2, 3].map((p) => deck.slice(p * 12, p * 12 + 12));
    for (let p = 0; p < 4; p++) {
      for (const denom of variantInfo("double-deck").denominations) {
        if (handTricks(hands[p], denom) < LONE_CANDIDATE) continue;
        const out = loneDiscards(hands[p], denom);
        const mine = [...hands[p]];
        for (const c of out) mine.splice(mine.indexOf(c), 1);
        mine.push(...partnerGifts(hands[(p + 2) % 4], denom, out.length));
        const spec = { denom, hands: [mine, hands[(p + 1) % 4], hands[(p + 3) % 4]], teams, leader: 0, trick: [] };
        rows.push({ x: handFeatures(hands[p], denom), y: solver.tricks(spec, { doubleDeck: true }) });
      }
    }
  }
  return rows;
}

/** Ridge least squares (the bias is not shrunk), by Gaussian elimination. */
function fit(rows: readonly Row[]): number[] {
  const n = rows[0].x.length;
  const a = Array.from({ length: n }, (_, i) => Array.from({ length: n + 1 }, (_, j) => (i === j && i > 0 ? RIDGE : 0)));
  for (const { x, y } of rows) {
    for (let i = 0; i < n; i++) {
      if (x[i] === 0) continue;
      for (let j = 0; j < n; j++) a[i][j] += x[i] * x[j];
      a[i][n] += x[i] * y;
    }
  }
  for (let i = 0; i < n; i++) a[i][i] += 1e-9; // a feature that never varies gets weight 0
  for (let c = 0; c < n; c++) {
    const p = a.slice(c).reduce((best, row, k) => (Math.abs(row[c]) > Math.abs(a[best][c]) ? c + k : best), c);
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= n; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

const predict = (w: readonly number[], x: readonly number[]) => x.reduce((s, xi, i) => s + xi * w[i], 0);

/** The model and the spread of the tricks about it, per predicted trick count 0 … total. */
function model(rows: readonly Row[], total: number) {
  const weights = fit(rows);
  const sums = Array.from({ length: total + 1 }, () => ({ n: 0, sq: 0 }));
  let sq = 0;
  for (const { x, y } of rows) {
    const mu = predict(weights, x);
    const b = sums[Math.min(total, Math.max(0, Math.round(mu)))];
    b.n++;
    b.sq += (y - mu) ** 2;
    sq += (y - mu) ** 2;
  }
  const overall = Math.sqrt(sq / rows.length);
  // Thin buckets borrow the overall spread.
  const spread = sums.map(({ n, sq: s }) => round(Math.sqrt((s + 20 * overall ** 2) / (n + 20)), 3));
  console.log(`  ${rows.length} rows, residual sd ${overall.toFixed(3)}; sd by predicted tricks ${spread.join(" ")}`);
  return { weights: weights.map((w) => round(w)), spread };
}

/** The lone success chance as a logistic curve of the predicted lone tricks (Newton's method). */
function loneModel(rows: readonly Row[]) {
  const weights = fit(rows);
  const points = rows.map(({ x, y }) => ({ mu: predict(weights, x), made: y === 12 ? 1 : 0 }));
  let [a, b] = [0, 0];
  for (let step = 0; step < 50; step++) {
    let [g0, g1, h00, h01, h11] = [0, 0, 0, 0, 0];
    for (const { mu, made } of points) {
      const p = 1 / (1 + Math.exp(-(a + b * mu)));
      const w = p * (1 - p);
      [g0, g1, h00, h01, h11] = [g0 + made - p, g1 + (made - p) * mu, h00 + w, h01 + w * mu, h11 + w * mu * mu];
    }
    const det = h00 * h11 - h01 * h01;
    a += (h11 * g0 - h01 * g1) / det;
    b += (h00 * g1 - h01 * g0) / det;
  }
  const made = points.filter((p) => p.made).length;
  const at = (mu: number) => (1 / (1 + Math.exp(-(a + b * mu)))).toFixed(2);
  console.log(
    `  lone: ${rows.length} rows, ${made} made all 12; success at 11, 12, 13, 14 predicted: ${[11, 12, 13, 14].map(at).join(" ")}`,
  );
  return { weights: weights.map((w) => round(w)), intercept: round(a), slope: round(b) };
}

const ONLY = process.env.ONLY;
const table = ONLY ? JSON.parse(readFileSync(OUT, "utf8")) : {};
if (ONLY !== "lone") {
  console.log(`bid-six: ${DEALS} deals`);
  const rows = auctionRows();
  const total = variantInfo(variant).tricksPerDeal;
  table[variant] = { trump: model(rows.trump, total), sans: model(rows.sans, total) };
}
if (ONLY !== "bid-six") {
  console.log(`double-deck lone: ${LONE_DEALS} deals`);
  table["double-deck"] = { lone: loneModel(loneRows()) };
}
writeFileSync(OUT, JSON.stringify(table) + "\n");
console.log(`wrote ${OUT}`);
