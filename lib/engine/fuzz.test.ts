// Random matches of every game through the public API, checking invariants at every step.
// FUZZ_GAMES=100000 npx vitest run lib/engine/fuzz.test.ts runs more (default 1000 per game).
import { describe, expect, test } from "vitest";
import { isCard } from "./cards";
import {
  apply,
  createRng,
  deckOf,
  JOKER,
  legalActions,
  makeLog,
  newMatch,
  parseLog,
  replay,
  toMove,
  variantInfo,
  view,
  VARIANT_IDS,
  type Action,
  type Card,
  type DealResult,
  type DealState,
  type MatchSetup,
  type MatchState,
  type Seat,
  type VariantId,
  type VariantOptions,
} from "./index";
import { randomAction } from "./random-player";
import type { Rng } from "./rng";

const GAMES = Number(process.env.FUZZ_GAMES ?? 1000);

/** A plain assertion: vitest's expect is too slow for the inner loop of a million steps. */
function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Card counts by name: conservation without sorting. */
function tally(cards: readonly Card[]): Map<Card, number> {
  const m = new Map<Card, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}
const sameTally = (a: Map<Card, number>, b: Map<Card, number>) => a.size === b.size && [...a].every(([c, n]) => b.get(c) === n);

/** Every card a deal holds anywhere: must always be the deck. */
function allCards(d: DealState): Card[] {
  const played = [...d.tricks, ...(d.trick ? [d.trick] : [])].flatMap((t) => t.plays.map((p) => p.card));
  const upcard = d.upcard && d.upcard.state !== "taken" ? [d.upcard.card] : [];
  return [...Object.values(d.hands).flat(), ...d.stock, ...upcard, ...d.discards.flatMap((x) => x.cards), ...played];
}

/** A dealer naming trump under a turned joker has not seen the hand (docs/rules.md §2.10). */
const namesBlind = (d: DealState, seat: Seat) => seat === d.dealer && d.upcard?.card === JOKER && d.upcard.state === "up";

/** The cards `seat` may know of in one deal. */
function knowable(d: DealState, seat: Seat): Set<Card> {
  const known = new Set<Card>(namesBlind(d, seat) ? [] : [...d.dealt[seat], ...d.hands[seat]]);
  for (const t of [...d.tricks, ...(d.trick ? [d.trick] : [])]) for (const p of t.plays) known.add(p.card);
  if (d.upcard) known.add(d.upcard.card);
  for (const x of d.discards) if (x.seat === seat) x.cards.forEach((c) => known.add(c));
  return known; // exchanged cards are added per viewer in checkViews
}

/** Every card named anywhere in a JSON value (a leak can hide in any field). */
function cardsInJson(x: unknown): Set<string> {
  const out = new Set<string>();
  for (const m of JSON.stringify(x).matchAll(/"(\w\w)"/g)) if (isCard(m[1])) out.add(m[1]);
  return out;
}

function checkViews(s: MatchState, seats: Seat[], legal: Action[]) {
  const d = s.current;
  // the views carry every finished deal's calls (with the seat's own discards), the last one's tricks too
  const deals = [...s.past, ...(d ? [d] : [])];
  for (const seat of seats) {
    const v = view(s, seat);
    const allowed = new Set<Card>(deals.flatMap((deal) => [...knowable(deal, seat)]));
    // The lone bidder knows what it received; its partner what it passed (from its own hand).
    for (const deal of deals) if (deal.passed && deal.contract?.declarer === seat) deal.passed.forEach((c) => allowed.add(c));
    for (const c of cardsInJson(v)) check(allowed.has(c as Card), () => `${seat} sees ${c}`);
    if (d) {
      check(same(v.deal!.hand, namesBlind(d, seat) ? [] : d.hands[seat]), () => "view hand");
      for (const other of seats) check(v.deal!.counts[other] === d.hands[other].length, () => "view counts");
      const own = d.discards.filter((x) => x.seat === seat);
      check(same(v.deal!.discards, own.length > 0 ? own.flatMap((x) => x.cards) : null), () => "view discards");
      const ex = v.deal!.exchange;
      if (ex && d.passed) {
        check(same(ex.received ?? null, seat === ex.bidder ? d.passed : null), () => "exchange received");
        check(same(ex.passed ?? null, seat === ex.partner ? d.passed : null), () => "exchange passed");
      }
    }
    check(same(v.legal, toMove(s) === seat ? legal : []), () => "view legal");
  }
}

/** The scoring tables of docs/rules.md written out again, independently of scoring.ts. */
function expectedPoints(variant: VariantId, r: DealResult): [number, number] {
  if (r.thrownIn) return [0, 0];
  const m = r.makers!;
  const t = r.tricks[m];
  const d = r.tricks[1 - m];
  let mine: number;
  let theirs: number;
  if (variant === "three-hand") {
    [mine, theirs] = t === 5 ? [3, 0] : t >= 3 ? [1, 0] : [0, 4]; // the maker alone; two defenders, 2 each
  } else if (variant === "napoleon") {
    const bid = r.contract!.bid!;
    const stake = [3, 4, 5, 10][bid - 3]; // Three, Four, Nap, Wellington
    [mine, theirs] = t >= Math.min(bid, 5) ? [stake, 0] : [0, 3 * stake]; // three opponents, the stake each
  } else if (variant === "euchre" || variant === "two-hand" || variant === "railroad") {
    [mine, theirs] = t === 5 ? [r.contract!.alone ? 4 : 2, 0] : t >= 3 ? [1, 0] : [0, 2];
  } else if (variant === "hasenpfeffer") {
    [mine, theirs] = [t >= r.contract!.bid! ? t : t - r.contract!.bid!, 0]; // a point a trick, or a point lost a trick short
  } else if (r.contract!.alone) {
    [mine, theirs] = [t === 12 ? 24 : -24, d];
  } else {
    [mine, theirs] = [t >= r.contract!.bid! ? t : -r.contract!.bid!, d];
  }
  return m === 0 ? [mine, theirs] : [theirs, mine];
}

/** Each for themselves: each player's points add up to the sides', and South's net counts each other player. */
function checkSeatPoints(r: DealResult, seats: readonly Seat[]): void {
  const points = seats.map((seat) => r.seatPoints![seat]!);
  const south = r.seatPoints!.S!;
  const sum = points.reduce((a, b) => a + b, 0);
  expect(sum).toBe(r.points[0] + r.points[1]);
  const net = seats.length * south - sum;
  expect(r.net).toEqual([net, -net]);
}

/** Each for themselves: the game ends with one player at the target, ahead of every other. */
function checkSeatWinner(s: MatchState): void {
  const info = variantInfo(s.setup.variant);
  const totals = Object.fromEntries(info.seats.map((seat) => [seat, 0])) as Record<Seat, number>;
  for (const r of s.deals) for (const [seat, p] of Object.entries(r.seatPoints ?? {})) totals[seat as Seat] += p;
  expect(s.seatScores).toEqual(totals);
  const [first, second] = Object.entries(totals).sort((a, b) => b[1] - a[1]);
  expect(first[1]).toBeGreaterThanOrEqual(info.target);
  expect(first[1]).toBeGreaterThan(second[1]);
  expect(s.winner).toBe(first[0] === "S" ? 0 : 1);
}

/** A sample of illegal actions with the code each must get. */
function illegalSamples(s: MatchState, seat: Seat, legal: Action[], rng: Rng): [Seat, unknown, string][] {
  const d = s.current!;
  const seats = variantInfo(s.setup.variant).seats;
  const other = seats.find((x) => x !== seat)!;
  const out: [Seat, unknown, string][] = [
    [other, legal[0], "not_your_turn"],
    [seat, { type: "nonsense" }, "bad_action"],
    [seat, null, "bad_action"],
    [seat, { type: "play", card: "1X" }, "bad_action"],
  ];
  if (d.phase.kind === "play") {
    out.push([seat, { type: "pass" }, "wrong_phase"]);
    const foreign = d.active
      .filter((x) => x !== seat)
      .flatMap((x) => d.hands[x])
      .find((c) => !d.hands[seat].includes(c));
    if (foreign) out.push([seat, { type: "play", card: foreign }, "card_not_in_hand"]);
    const legalCards = legal.map((a) => (a.type === "play" ? a.card : ""));
    const revoke = d.hands[seat].find((c) => !legalCards.includes(c));
    if (revoke) out.push([seat, { type: "play", card: revoke }, "must_follow_suit"]);
  } else {
    out.push([seat, { type: "play", card: d.hands[seat][rng.int(d.hands[seat].length)] ?? "9S" }, "wrong_phase"]);
  }
  if (legal.some((a) => a.type === "order" && a.alone) && !legal.some((a) => a.type === "order" && !a.alone)) {
    out.push([seat, { type: "order" }, "must_go_alone"]); // the Canadian loner
  }
  if (d.phase.kind === "bidding") {
    const high = Math.max(0, ...d.calls.map((c) => (c.action.type === "bid" ? c.action.tricks : 0)));
    if (s.setup.variant === "double-deck" && high > 0) out.push([seat, { type: "bid", tricks: high, denom: "S" }, "bid_too_low"]);
    if (s.setup.variant === "bid-six" && high >= 4 && seat !== d.dealer) out.push([seat, { type: "bid", tricks: high - 1 }, "bid_too_low"]);
    if (s.setup.variant === "hasenpfeffer") {
      if (high >= 3) out.push([seat, { type: "bid", tricks: high }, "bid_too_low"]); // the dealer too
      if (d.calls.length === seats.length)
        out.push([seat, { type: "pass" }, "joker_must_bid"], [seat, { type: "bid", tricks: 4 }, "bid_out_of_range"]);
    }
    if (s.setup.variant === "napoleon")
      out.push([seat, { type: "bid", tricks: high === 0 ? 2 : high }, high === 0 ? "bid_out_of_range" : "bid_too_low"]);
  }
  return out;
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    Object.values(x).forEach(deepFreeze);
  }
  return x;
}

/** Euchre's games cycle through its options (docs/rules.md §2.10), the default twice. */
const EUCHRE_OPTIONS: VariantOptions[] = [
  {},
  { joker: true, target: 5 },
  {},
  { deck: 32, canadianLoner: true, target: 7 },
  { joker: true, deck: 32, canadianLoner: true, target: 15 },
];

function optionsFor(variant: VariantId, i: number): VariantOptions {
  if (variant === "euchre") return EUCHRE_OPTIONS[i % EUCHRE_OPTIONS.length];
  return variant === "two-hand" && i % 2 ? { stickTheDealer: true } : {};
}

function playMatch(variant: VariantId, i: number) {
  const rng = createRng(`fuzz/${variant}/${i}`);
  const seats = variantInfo(variant).seats;
  const dealer = seats[i % seats.length];
  // Full games are long in the bid games (targets 32 and 52), so most matches there are two boards.
  const games = ["euchre", "two-hand", "three-hand", "railroad", "napoleon"].includes(variant) ? i % 4 !== 3 : i % 8 === 0;
  const setup: MatchSetup = !games
    ? { variant, mode: "boards", boards: [0, 1].map((b) => ({ seed: `b${i}/${b}`, dealer: seats[(i + b) % seats.length] })) }
    : {
        variant,
        mode: "game",
        seed: `g${i}`,
        firstDealer: dealer,
        options: optionsFor(variant, i),
      };
  const started = newMatch(setup);
  expect(started.ok).toBe(true);
  let s = (started as { value: MatchState }).value;
  // Every seat's view at every step in one match in ten: views cost more than the rest together.
  const viewed = i % 10 === 0;
  const frozen = i % 16 === 1; // and in some, prove apply never mutates its input
  const deck = tally(allCards(s.current!));
  check(sameTally(deck, tally(deckOf(variant, setup.options))), () => "deck");
  let steps = 0;
  while (!s.over) {
    const d = s.current!;
    check(sameTally(tally(allCards(d)), deck), () => "cards conserved");
    const seat = toMove(s)!;
    const legal = legalActions(s);
    check(legal.length > 0, () => "no legal action");
    if (viewed) checkViews(s, seats, legal);
    for (const [who, action, code] of illegalSamples(s, seat, legal, rng)) {
      const r = apply(s, who, action as Action);
      check(!r.ok && r.error.code === code, () => `${JSON.stringify(action)} → ${r.ok ? "ok" : r.error.code}, want ${code}`);
    }
    if (frozen) deepFreeze(s);
    const action = randomAction(s, rng);
    const r = apply(s, seat, action);
    check(r.ok, () => `legal ${JSON.stringify(action)} rejected`);
    s = (r as { value: MatchState }).value;
    check(++steps < 20000, () => "match does not end");
  }
  // Finished: deal and trick counts, scores by the table, game end, log round trip and replay.
  const info = variantInfo(variant);
  expect(s.deals).toHaveLength(s.past.length);
  let totals: [number, number] = [0, 0];
  s.deals.forEach((r, k) => {
    const deal = s.past[k];
    expect(r.index).toBe(k);
    if (!r.thrownIn) {
      expect(deal.tricks).toHaveLength(info.tricksPerDeal);
      for (const t of deal.tricks) expect(t.plays).toHaveLength(deal.active.length);
      expect(r.tricks[0] + r.tricks[1]).toBe(info.tricksPerDeal);
    }
    expect(r.points).toEqual(expectedPoints(variant, r));
    totals = [totals[0] + r.points[0], totals[1] + r.points[1]];
    if (info.eachForThemselves && !r.thrownIn) checkSeatPoints(r, info.seats);
  });
  expect(s.scores).toEqual(totals);
  if (s.setup.mode === "boards") expect(s.deals).toHaveLength(2);
  else if (s.seatScores) checkSeatWinner(s);
  else {
    const last = s.deals[s.deals.length - 1];
    expect(s.winner).toBe(last.eligible);
    expect(s.scores[s.winner!]).toBeGreaterThanOrEqual(s.setup.options?.target ?? info.target);
  }
  const r = apply(s, seats[0], { type: "pass" });
  expect(r.ok ? "ok" : r.error.code).toBe("game_over");
  expect(legalActions(s)).toEqual([]);
  expect(toMove(s)).toBe(null);
  const log = makeLog(s);
  const parsed = parseLog(JSON.parse(JSON.stringify(log)));
  check(parsed.ok && same(parsed.value, log), () => "parseLog round trip");
  const replayed = replay(log);
  check(replayed.ok && same(replayed.value, s), () => "replay(makeLog(state)) differs");
  return steps;
}

describe.each(VARIANT_IDS)("fuzz %s", (variant) => {
  test(`${GAMES} seeded matches keep every invariant`, () => {
    let steps = 0;
    for (let i = 0; i < GAMES; i++) steps += playMatch(variant, i);
    expect(steps).toBeGreaterThan(GAMES);
  }, 600_000);
});
