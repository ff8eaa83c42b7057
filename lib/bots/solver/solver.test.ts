import { describe, expect, it } from "vitest";
import { effectiveSuit, legalPlays, RANKS, strength, SUITS, trickWinner, variantInfo, type Card, type Denomination } from "../../engine";
import { deckOf as deckOfVariant, isSuit, PACK } from "../../engine";
import { encodeCard } from "./encoding";
import { setUpDeal, Solver, type DealSpec } from "./solver";

// A plain statement of the play rules (docs/rules.md §1.3, §1.4) over the engine's effective
// suits and rank order, and a full minimax over it: the oracle the solver must agree with.
function winnerIndex(trick: Card[], d: Denomination): number {
  const trump = (c: Card) => isSuit(d) && effectiveSuit(c, d) === d;
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const c = trick[i];
    const b = trick[best];
    if (trump(c) && !trump(b)) best = i;
    else if (trump(c) === trump(b) && effectiveSuit(c, d) === effectiveSuit(b, d) && strength(c, d) > strength(b, d)) best = i;
  }
  return best;
}
function legal(hand: Card[], trick: Card[], d: Denomination): number[] {
  const all = hand.map((_, i) => i);
  if (trick.length === 0) return all;
  const follow = all.filter((i) => effectiveSuit(hand[i], d) === effectiveSuit(trick[0], d));
  return follow.length > 0 ? follow : all;
}

interface PlayRules {
  legal(hand: Card[], trick: Card[], d: Denomination): number[];
  winner(trick: Card[], d: Denomination): number;
}
const OWN_RULES: PlayRules = { legal, winner: winnerIndex };
// The engine's own follow-suit and trick-winner functions, as a second oracle.
const ENGINE_RULES: PlayRules = {
  legal: (hand, trick, d) => {
    const ok = legalPlays(hand, trick[0] ?? null, d);
    return hand.map((_, i) => i).filter((i) => ok.includes(hand[i]));
  },
  winner: (trick, d) => trickWinner(trick, d),
};

// Napoleon's natural order (docs/rules.md §12.5): the engine's functions under that ranking.
const NATURAL_RULES: PlayRules = {
  legal: (hand, trick, d) => {
    const ok = legalPlays(hand, trick[0] ?? null, d, "natural");
    return hand.map((_, i) => i).filter((i) => ok.includes(hand[i]));
  },
  winner: (trick, d) => trickWinner(trick, d, "natural"),
};

/**
 * Tricks for `side` from here to the end, both sides playing perfectly. With `memo`, values
 * of positions met before are reused (for one side and one set of teams and rules).
 */
function minimax(
  hands: Card[][],
  teams: number[],
  leader: number,
  trick: Card[],
  d: Denomination,
  side: number,
  rules: PlayRules = OWN_RULES,
  memo?: Map<string, number>,
): number {
  const n = hands.length;
  if (trick.length === n) {
    const w = (leader + rules.winner(trick, d)) % n;
    return (teams[w] === side ? 1 : 0) + minimax(hands, teams, w, [], d, side, rules, memo);
  }
  const p = (leader + trick.length) % n;
  if (hands[p].length === 0) return 0;
  const key = memo && `${hands.map((h) => [...h].sort().join(" ")).join("|")}/${leader}/${trick.join(" ")}`;
  const known = key === undefined ? undefined : memo!.get(key);
  if (known !== undefined) return known;
  const values = rules.legal(hands[p], trick, d).map((i) => {
    const rest = hands.map((h, q) => (q === p ? h.filter((_, j) => j !== i) : h));
    return minimax(rest, teams, leader, [...trick, hands[p][i]], d, side, rules, memo);
  });
  const value = teams[p] === side ? Math.max(...values) : Math.min(...values);
  if (key !== undefined) memo!.set(key, value);
  return value;
}

/** Per legal card of the player to move, the tricks that player's side takes after it. */
function minimaxMoveValues(spec: DealSpec, memo?: Map<string, number>): Map<Card, number> {
  const mover = (spec.leader + spec.trick.length) % spec.hands.length;
  const hand = spec.hands[mover] as Card[];
  const values = new Map<Card, number>();
  for (const i of legal(hand, spec.trick as Card[], spec.denom)) {
    const rest = spec.hands.map((h, q) => (q === mover ? h.filter((_, j) => j !== i) : [...h]));
    values.set(
      hand[i],
      minimax(rest, [...spec.teams], spec.leader, [...spec.trick, hand[i]], spec.denom, spec.teams[mover], OWN_RULES, memo),
    );
  }
  return values;
}

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Game {
  name: string;
  teams: number[];
  copies: number;
  denoms: Denomination[];
  cards: number;
  /** The deck when it is not the pack (euchre's options): one copy of each card. */
  deck?: readonly Card[];
}
const SANS = variantInfo("bid-six").denominations.filter((d) => !isSuit(d));
const DOUBLE_DECK = variantInfo("double-deck").denominations;
const GAMES: Game[] = [
  { name: "euchre", teams: [0, 1, 0, 1], copies: 1, denoms: [...SUITS], cards: 3 },
  { name: "euchre alone", teams: [0, 1, 1], copies: 1, denoms: [...SUITS], cards: 4 },
  { name: "two-hand", teams: [0, 1], copies: 1, denoms: [...SUITS], cards: 5 },
  { name: "bid-six sans", teams: [1, 0, 1, 0], copies: 1, denoms: SANS, cards: 3 },
  { name: "double deck", teams: [0, 1, 0, 1], copies: 2, denoms: DOUBLE_DECK, cards: 3 },
  { name: "double deck alone", teams: [1, 0, 1], copies: 2, denoms: DOUBLE_DECK, cards: 4 },
];

const deckOf = (game: Game): Card[] => (game.deck ? [...game.deck] : Array.from({ length: game.copies }, () => PACK).flat());

/** A position from dealt hands: random denomination and leader, a random part of the first trick played. */
function withOpenTrick(game: Game, hands: Card[][], random: () => number) {
  const n = game.teams.length;
  const denom = game.denoms[Math.floor(random() * game.denoms.length)];
  const leader = Math.floor(random() * n);
  const trick: Card[] = [];
  const played = Math.floor(random() * n);
  for (let i = 0; i < played; i++) {
    const p = (leader + i) % n;
    const options = legal(hands[p], trick, denom);
    const pick = options[Math.floor(random() * options.length)];
    trick.push(hands[p][pick]);
    hands[p] = hands[p].filter((_, j) => j !== pick);
  }
  return { hands, teams: game.teams, leader, trick, denom };
}

/** A random deal with k cards each (and a random part of the first trick already played). */
function randomPosition(game: Game, random: () => number) {
  const deck = deckOf(game);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return withOpenTrick(
    game,
    game.teams.map((_, p) => deck.slice(p * game.cards, (p + 1) * game.cards)),
    random,
  );
}

/**
 * Like randomPosition, but the deck is dealt from the top ranks down, so the first hands get
 * the aces and kings: positions full of sure tricks, runs shared between partners and voids.
 */
function topHeavyPosition(game: Game, random: () => number) {
  const deck = deckOf(game);
  const key = new Map(deck.map((c) => [c, RANKS.length - 1 - RANKS.indexOf(c[0] as (typeof RANKS)[number]) + 3 * random()]));
  deck.sort((a, b) => key.get(a)! - key.get(b)!);
  const n = game.teams.length;
  const hands: Card[][] = game.teams.map(() => []);
  // Each hand in turn takes a run of 1-3 cards off the top, until all are full.
  for (let p = 0, i = 0; hands.some((h) => h.length < game.cards); p = (p + 1) % n) {
    for (let run = 1 + Math.floor(random() * 3); run > 0 && hands[p].length < game.cards; run--) hands[p].push(deck[i++]);
  }
  return withOpenTrick(game, hands, random);
}

// Napoleon: 32 cards in natural order, no bowers; a card's value is the tricks after it, by the engine's natural rules.
describe("the solver in Napoleon's natural order agrees with plain minimax", () => {
  const solver = new Solver();
  const game: Game = { name: "napoleon", teams: [1, 1, 0, 1], copies: 1, denoms: [...SUITS], cards: 3, deck: deckOfVariant("napoleon") };
  it("value of every legal card, jacks in their own suits", () => {
    const random = rng(1810);
    for (let k = 0; k < 80; k++) {
      const position = randomPosition(game, random);
      // The open trick was played by the bower rules: start it afresh so only natural rules apply.
      const spec: DealSpec = {
        ...position,
        hands: position.hands.map((h, p) => [...h, ...position.trick.filter((_, i) => (position.leader + i) % 4 === p)]),
        trick: [],
        ranking: "natural",
      };
      const mover = spec.leader;
      const expected = new Map(
        NATURAL_RULES.legal(spec.hands[mover] as Card[], [], spec.denom).map((i) => {
          const card = spec.hands[mover][i];
          const rest = spec.hands.map((h, q) => (q === mover ? h.filter((_, j) => j !== i) : [...h]));
          return [card, minimax(rest, [...spec.teams], mover, [card], spec.denom, spec.teams[mover], NATURAL_RULES)];
        }),
      );
      expect(new Map(solver.moveValues(spec, { doubleDeck: false }).map((m) => [m.card, m.tricks])), JSON.stringify(spec)).toEqual(
        expected,
      );
    }
  });

  it("a jack of trump's colour-mate is no bower: J♣ loses to 7♠ when spades are trumps", () => {
    const spec: DealSpec = {
      denom: "S",
      ranking: "natural",
      hands: [["JC"], ["7S"], ["8H"], ["9H"]],
      teams: [0, 1, 0, 1],
      leader: 0,
      trick: [],
    };
    expect(solver.tricks(spec, { doubleDeck: false })).toBe(0);
    expect(solver.tricks({ ...spec, ranking: "bowers" }, { doubleDeck: false })).toBe(1);
  });
});

// Euchre's joker and 7s and 8s (docs/rules.md §2.10) are ranked per position (encoding.ts positionCodes).
describe("the solver with the joker and the 32-card deck agrees with plain minimax", () => {
  const solver = new Solver();
  const game: Game = {
    name: "euchre options",
    teams: [0, 1, 0, 1],
    copies: 1,
    denoms: [...SUITS],
    cards: 3,
    deck: deckOfVariant("euchre", { joker: true, deck: 32 }),
  };
  it("value of every legal card, partners and a lone hand", () => {
    const random = rng(2510);
    for (const teams of [game.teams, [0, 1, 1]]) {
      for (let k = 0; k < 60; k++) {
        const spec = randomPosition({ ...game, teams, cards: teams.length === 3 ? 4 : 3 }, random);
        const got = new Map(solver.moveValues(spec, { doubleDeck: false }).map((m) => [m.card, m.tricks]));
        expect(got).toEqual(minimaxMoveValues(spec));
      }
    }
  });

  it("solves asked to share the table, one after another in one trump, stay exact (codes per position share nothing)", () => {
    const random = rng(2511);
    for (let k = 0; k < 80; k++) {
      const spec = { ...randomPosition({ ...game, cards: 4 }, random), denom: "H" as const };
      const got = new Map(solver.moveValues(spec, { doubleDeck: false, shareTable: true }).map((m) => [m.card, m.tricks]));
      expect(got).toEqual(minimaxMoveValues(spec));
    }
  });

  it("ten trumps in play: two of a run in one hand share a class, and the values stay exact", () => {
    const hands = ["JK JS JC", "AS KS QS", "TS 9S 8S", "7S AH KH"].map((h) => h.split(" ") as Card[]);
    for (let leader = 0; leader < 4; leader++) {
      const spec: DealSpec = { denom: "S", hands, teams: [0, 1, 0, 1], leader, trick: [] };
      const got = new Map(solver.moveValues(spec, { doubleDeck: false }).map((m) => [m.card, m.tricks]));
      expect(got).toEqual(minimaxMoveValues(spec));
    }
  });
});

describe("double-dummy solver agrees with plain minimax", () => {
  const solver = new Solver();
  for (const game of GAMES) {
    it(`${game.name}: value of every legal card`, () => {
      const random = rng(game.name.length * 7919 + game.cards);
      for (let k = 0; k < 60; k++) {
        const spec: DealSpec = randomPosition(game, random);
        const options = { doubleDeck: game.copies === 2 };
        const expected = minimaxMoveValues(spec);
        const got = new Map(solver.moveValues(spec, options).map((m) => [m.card, m.tricks]));
        expect(got).toEqual(expected);
        expect(solver.tricks(spec, options)).toBe(Math.max(...expected.values()));
      }
    });
  }

  // Sure-trick cuts (the leader's cashable top cards, the trumps one team surely makes) decide
  // most of these positions: any unsound cut shows up as a wrong value.
  it("positions full of sure tricks, duplicates and voids, four cards each", () => {
    const random = rng(2024);
    for (const game of GAMES) {
      for (let k = 0; k < 25; k++) {
        const spec = topHeavyPosition({ ...game, cards: Math.max(game.cards, 4) }, random);
        const mover = (spec.leader + spec.trick.length) % spec.hands.length;
        const hands = spec.hands.map((h) => [...h]);
        const expected = minimax(hands, [...spec.teams], spec.leader, [...spec.trick], spec.denom, spec.teams[mover]);
        expect(solver.tricks(spec, { doubleDeck: game.copies === 2 })).toBe(expected);
      }
    }
  });

  it("a refutation that skipped equivalent cards is reused only where they are equivalent", () => {
    // Six cards each: deeper than the random positions reach. Values found by exhaustive search;
    // the solver once gave QC 1, reusing a refutation that had tried a top run's upper card only.
    const hands = ["9D KS QS 9H KC 9C", "QS KH AD QC TH JH", "KH AC AH AC AS TC", "QC QD QH AH JS TS"];
    const spec: DealSpec = { denom: "NT_HIGH", hands: hands.map((h) => h.split(" ") as Card[]), teams: [0, 1, 0, 1], leader: 3, trick: [] };
    const values = Object.fromEntries(new Solver().moveValues(spec, { doubleDeck: true }).map((m) => [m.card, m.tricks]));
    expect(values).toEqual({ JS: 0, TS: 0, AH: 2, QH: 0, QD: 1, QC: 0 });
  });

  // Deeper double-deck positions, where a card's answer often stands for the lower cards of its
  // suit too (they are not searched): any card skipped wrongly shows up as a wrong value.
  it("double deck, five cards each: value of every legal card", () => {
    const random = rng(6006);
    for (let k = 0; k < 30; k++) {
      const spec = randomPosition({ ...GAMES[4], cards: 5 }, random);
      const expected = minimaxMoveValues(spec, new Map());
      expect(new Map(new Solver().moveValues(spec, { doubleDeck: true }).map((m) => [m.card, m.tricks]))).toEqual(expected);
    }
  });

  // A board's par solves keep one table (every leader, either team searching; here other deals
  // of the same trump too) and ask a side's second lead only whether it does better.
  it("double deck, five cards each: solves that share the table, and a floor, stay exact", () => {
    const random = rng(4242);
    const solver = new Solver();
    for (let k = 0; k < 6; k++) {
      const deck = deckOf(GAMES[4]).sort(() => random() - 0.5);
      const hands = [0, 1, 2, 3].map((p) => deck.slice(p * 5, p * 5 + 5));
      const denom = DOUBLE_DECK[k % 2];
      const teams = [0, 1, 0, 1];
      const options = { doubleDeck: true, shareTable: true };
      for (const side of [0, 1]) {
        const memo = new Map<string, number>();
        const [first, second] = [side, side + 2].map((leader) =>
          minimax(
            hands.map((h) => [...h]),
            teams,
            leader,
            [],
            denom,
            side,
            OWN_RULES,
            memo,
          ),
        );
        const firstGot = solver.tricks({ denom, hands, teams, leader: side, trick: [] }, options);
        expect(firstGot).toBe(first);
        expect(solver.tricks({ denom, hands, teams, leader: side + 2, trick: [] }, options, firstGot)).toBe(Math.max(first, second));
        expect(solver.tricks({ denom, hands, teams, leader: side + 2, trick: [] }, options)).toBe(second);
      }
    }
  });

  it("the engine's own follow-suit and trick-winner rules give the solver's values too", () => {
    const random = rng(99);
    for (const game of GAMES) {
      for (let k = 0; k < 15; k++) {
        const spec = randomPosition({ ...game, cards: Math.min(game.cards, 3) }, random);
        const mover = (spec.leader + spec.trick.length) % spec.hands.length;
        const hands = spec.hands.map((h) => [...h]);
        const expected = minimax(hands, [...spec.teams], spec.leader, [...spec.trick], spec.denom, spec.teams[mover], ENGINE_RULES);
        expect(solver.tricks(spec, { doubleDeck: game.copies === 2 })).toBe(expected);
      }
    }
  });

  it("takes both copies of a double-deck card and refuses a card dealt once too often, or a fifth player", () => {
    const spec = (hands: Card[][], trick: Card[] = []): DealSpec => ({ denom: "H", hands, teams: [0, 1, 0, 1], leader: 0, trick });
    // The right bower twice: the copy led keeps the trick, in a fresh trick and in one under way.
    expect(solver.tricks(spec([["JH"], ["JH"], ["9S"], ["AS"]]), { doubleDeck: true })).toBe(1);
    expect(solver.tricks(spec([[], ["JH"], ["9S"], ["AS"]], ["JH"]), { doubleDeck: true })).toBe(0);
    expect(() => solver.tricks(spec([["JH"], ["JH"], ["JH"], ["AS"]]), { doubleDeck: true })).toThrow("dealt too often");
    expect(() => solver.tricks(spec([["JH"], ["JH"], ["9S"], ["AS"]]), { doubleDeck: false })).toThrow("dealt too often");
    expect(() => solver.tricks(spec([[], ["JH"], ["9S"], ["AS"]], ["JH"]), { doubleDeck: false })).toThrow("dealt too often");
    const five: DealSpec = { denom: "H", hands: [["JH"], ["AH"], ["9S"], ["AS"], ["KS"]], teams: [0, 1, 0, 1, 0], leader: 0, trick: [] };
    expect(() => solver.tricks(five, { doubleDeck: false })).toThrow("2 to 4 players");
  });

  it("a horizon beyond the last trick is an exact solve", () => {
    const random = rng(42);
    for (let k = 0; k < 40; k++) {
      const spec = randomPosition(GAMES[4], random);
      const exact = solver.tricks(spec, { doubleDeck: true });
      expect(solver.tricks(spec, { doubleDeck: true, horizon: 12 })).toBe(exact);
    }
  });

  it("a bounded search stays within the tricks that are left", () => {
    const random = rng(7);
    const game = { ...GAMES[4], cards: 8 };
    for (let k = 0; k < 20; k++) {
      const spec = randomPosition(game, random);
      const left = spec.hands[spec.leader].length + (spec.trick.length > 0 ? 1 : 0);
      const value = solver.tricks(spec, { doubleDeck: true, horizon: 1 });
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(left);
    }
  });

  // Hands of players 0-3 (teams 0, 1, 0, 1), spades trump, the double deck.
  it.each([
    { name: "king and queen of trumps behind the right bower make one", hands: "KS QS|JS 9H|AH 9D|AD TD", tricks: 1 },
    { name: "both copies of the right bower make two", hands: "JS JS|AS AS|KH 9D|QS TD", tricks: 2 },
    { name: "an equal copy of the left bower, played first, may take it", hands: "JC 9H|JC 9D|AH TH|AD TD", tricks: 0 },
  ])("sure trump tricks for team 0: $name", ({ hands, tricks }) => {
    const spec: DealSpec = {
      denom: "S",
      hands: hands.split("|").map((h) => h.split(" ") as Card[]),
      teams: [0, 1, 0, 1],
      leader: 1,
      trick: [],
    };
    const top = setUpDeal(spec, true).sureTrumpTricksNow(2, 2);
    expect(top >> 8).toBe(tricks);
    const hands0 = spec.hands.map((h) => [...h]);
    expect(minimax(hands0, [...spec.teams], spec.leader, [], spec.denom, 0)).toBeGreaterThanOrEqual(tricks);
  });

  // The transposition table files a cut under only the classes its bound looked at, so the
  // bound must hold in every position that agrees on those (and on every suit length): here,
  // the position with the cards below them dealt afresh among the same holders.
  it("sure-trick bounds hold wherever the classes they looked at are held alike", () => {
    const random = rng(5150);
    let checked = 0;
    for (const game of GAMES.filter((g) => g.teams.length === 4)) {
      for (let k = 0; k < 150; k++) {
        const spec = topHeavyPosition({ ...game, cards: 3 }, random);
        if (spec.trick.length > 0) continue;
        const core = setUpDeal(spec, game.copies === 2);
        const leaderTeam = spec.teams[spec.leader];
        const quick = core.quickTricksNow(3);
        const quickRel = core.boundRelevance(0);
        const top = core.sureTrumpTricksNow(3, 3);
        const claims = [
          { team: leaderTeam, tricks: quick, rel: quickRel },
          { team: top >> 8 > 0 ? 0 : 1, tricks: Math.max(top >> 8, top & 255), rel: core.boundRelevance(1) },
        ];
        for (const claim of claims.filter((c) => c.tricks > 0)) {
          for (let variant = 0; variant < 3; variant++) {
            const hands = redealBelow(spec, claim.rel, random);
            expect(minimax(hands, [...spec.teams], spec.leader, [], spec.denom, claim.team)).toBeGreaterThanOrEqual(claim.tricks);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  // A side that needs every trick left loses one: with no trump in play, when its lengths in
  // the suits it tops add up to fewer tricks; with trumps, when an opponent's guarded trump sits
  // just behind the only cards that beat it. The cut must hold wherever the classes it looked
  // at are held alike.
  it("a side that cannot take every trick left is found out by lengths and guarded trumps", () => {
    const random = rng(8128);
    const claims = { sans: 0, trumps: 0 };
    for (const game of GAMES) {
      // Sans half the time (a trump contract with no trump dealt counts as sans).
      const mixed: Game = { ...game, denoms: [...SUITS, ...SANS, ...SANS] };
      for (let k = 0; k < 160; k++) {
        const spec = topHeavyPosition({ ...mixed, cards: 4 }, random);
        if (spec.trick.length > 0) continue;
        const core = setUpDeal(spec, game.copies === 2);
        const trumpsLive = spec.hands.some((h) => h.some((c) => isSuit(spec.denom) && encodeCard(c, spec.denom).suit === 0));
        for (const team of [0, 1]) {
          if (!core.cannotTakeAllNow(team)) continue;
          claims[trumpsLive ? "trumps" : "sans"]++;
          const rel = core.boundRelevance(0);
          for (let variant = 0; variant < 3; variant++) {
            const hands = redealBelow(spec, rel, random);
            expect(minimax(hands, [...spec.teams], spec.leader, [], spec.denom, team)).toBeLessThan(4);
          }
        }
      }
    }
    expect(claims.sans).toBeGreaterThan(100);
    expect(claims.trumps).toBeGreaterThan(20);
  });

  // One deck; players 0-3 in teams 0, 1, 0, 1.
  it.each([
    // North (0) cashes the club ace; West (1) must let go of the spade ace or a heart honour
    // before South (2) does, and North and South take the rest although West tops two suits.
    { name: "a squeeze takes every trick in sans", denom: "NT_HIGH", hands: "AC 9H 9D|AS KH QH|KS AH JH|TD QD KD", all: true },
    { name: "a guarded king of trumps behind the ace makes a trick", denom: "S", hands: "AS 9H|KS 9S|AH KH|QH TH", all: false },
    { name: "a bare king of trumps behind the ace falls under it", denom: "S", hands: "AS AH|KS 9H|9C TC|QH TH", all: true },
    { name: "a guarded king of trumps before the ace is caught", denom: "S", hands: "9S 9H|KS TS|AS QS|QH TH", all: true },
  ])("team 0 on lead, for every trick: $name", ({ denom, hands, all }) => {
    const spec: DealSpec = {
      denom: denom as Denomination,
      hands: hands.split("|").map((h) => h.split(" ") as Card[]),
      teams: [0, 1, 0, 1],
      leader: 0,
      trick: [],
    };
    expect(setUpDeal(spec, false).cannotTakeAllNow(0)).toBe(all ? 0 : 1);
    const left = spec.hands[0].length;
    expect(
      minimax(
        spec.hands.map((h) => [...h]),
        [...spec.teams],
        0,
        [],
        spec.denom,
        0,
      ) === left,
    ).toBe(all);
  });
});

/** The hands with, per suit, the cards below the lowest class in rel (bit suit * 7 + class) dealt again to the same holders. */
function redealBelow(spec: DealSpec, rel: number, random: () => number): Card[][] {
  const hands = spec.hands.map((h) => [...h]);
  for (let suit = 0; suit < 4; suit++) {
    const classes = (rel >> (suit * 7)) & 0x7f;
    const lowest = classes === 0 ? 99 : 31 - Math.clz32(classes & -classes);
    const loose = (card: Card) => {
      const e = encodeCard(card, spec.denom);
      return e.suit === suit && e.cls < lowest;
    };
    const pool = hands.flatMap((h) => h.filter(loose));
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    for (let p = 0; p < hands.length; p++) hands[p] = hands[p].map((c) => (loose(c) ? pool.pop()! : c));
  }
  return hands;
}
