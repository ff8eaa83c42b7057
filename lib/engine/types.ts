// The engine's public vocabulary. Everything that leaves lib/engine is plain JSON built
// from these types, so the server can store it, the browser can render it and bots can read it.
// The runtime tuples are the one list of each kind in the code base and the types derive from
// them; the pack is in cards.ts, teams and partners in teams.ts, the action's zod schema in
// schema.ts. Their order is part of the contract: the bots iterate suits and cards in it.

export const SEATS = ["N", "E", "S", "W"] as const; // clockwise: N → E → S → W → N
export type Seat = (typeof SEATS)[number];

export const SUITS = ["S", "H", "D", "C"] as const; // ♠ ♥ ♦ ♣
export type Suit = (typeof SUITS)[number];

// "T" is the ten. RANKS make the 24-card pack every game uses; standard Euchre's 32-card option
// adds LOW_RANKS below the nine, and its joker option the JOKER (docs/rules.md §2.10).
export const RANKS = ["9", "T", "J", "Q", "K", "A"] as const;
export const LOW_RANKS = ["7", "8"] as const;
export type Rank = (typeof RANKS)[number] | (typeof LOW_RANKS)[number];

/** The joker ("Benny"): no rank and no printed suit; in play it is the highest trump. */
export const JOKER = "JK" as const;

/** A card is rank + suit: "JH", "TS", "9C", or the JOKER. In the double deck two equal cards are the same string. */
export type Card = `${Rank}${Suit}` | typeof JOKER;

export const VARIANT_IDS = ["euchre", "two-hand", "bid-six", "double-deck", "three-hand", "railroad", "hasenpfeffer", "napoleon"] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/**
 * How cards rank within a suit: "bowers" puts the trump jack and its colour-mate on top of trump
 * (every Euchre game); "natural" is A K Q J T 9 8 7 in every suit, trump too (Napoleon).
 */
export const RANKINGS = ["bowers", "natural"] as const;
export type Ranking = (typeof RANKINGS)[number];

/** A contract's denomination. Double deck offers only NT_HIGH as its single "sans". */
export const DENOMINATIONS = [...SUITS, "NT_HIGH", "NT_LOW"] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/**
 * Teams are 0 and 1, South always in team 0 (teams.ts says who plays with whom). Scores are
 * always a pair [team 0, team 1], so South's net is s[0] − s[1]. In three-hand and Napoleon the sides
 * last one deal (the maker or bidder against the others) and each seat also keeps its own score (`seatPoints`).
 */
export type Team = 0 | 1;

/**
 * Every action a seat can take, as plain JSON. The phase decides which are legal:
 *
 * euchre / two-hand / railroad
 *   { type: "pass" }
 *   { type: "order", alone?: boolean }        round 1: order up (non-dealer), take up / accept (dealer)
 *   { type: "name", suit, alone?: boolean }   round 2: name a suit other than the turned-down one
 *   { type: "pickup", take: boolean }         two-hand only: dealer's optional pick-up after ND orders up
 *   { type: "discard", card }                 dealer's discard after picking up the up-card
 * bid-six, hasenpfeffer
 *   { type: "pass" } | { type: "bid", tricks: 3..6 }
 *   { type: "declare", denom }                declarer names trump (bid-six: also NT_HIGH or NT_LOW)
 * double-deck
 *   { type: "pass" } | { type: "bid", tricks: 1..12, denom }   denom: a suit or NT_HIGH
 * napoleon
 *   { type: "pass" } | { type: "bid", tricks: 3..6 }   5 is Nap, 6 Wellington (all five, double stakes)
 *   { type: "alone", denom }                  ends the auction
 *   { type: "exchange", cards }               lone bidder discards 0–3 (railroad 0–1), then partner passes as many
 * all
 *   { type: "play", card }
 */
export type Action =
  | { type: "pass" }
  | { type: "order"; alone?: boolean }
  | { type: "name"; suit: Suit; alone?: boolean }
  | { type: "pickup"; take: boolean }
  | { type: "discard"; card: Card }
  | { type: "bid"; tricks: number; denom?: Denomination }
  | { type: "declare"; denom: Denomination }
  | { type: "alone"; denom: Denomination }
  | { type: "exchange"; cards: Card[] }
  | { type: "play"; card: Card };

export type ActionType = Action["type"];

/** One log entry: who did what. */
export interface LogEntry {
  seat: Seat;
  action: Action;
}

/** Stable error codes. UI strings are keyed by these; never rename one. */
export const RULE_ERROR_CODES = [
  "bad_action", // not a well-formed action at all
  "not_your_turn",
  "wrong_phase",
  "card_not_in_hand",
  "must_follow_suit",
  "bid_too_low",
  "bid_out_of_range",
  "dealer_must_bid",
  "dealer_must_name",
  "suit_turned_down",
  "alone_not_allowed",
  "must_go_alone", // euchre's Canadian loner: the dealer's partner orders up only alone
  "denomination_not_allowed",
  "exchange_size",
  "game_over",
  "bad_setup",
  "bad_log",
  "joker_must_bid", // hasenpfeffer: all four passed, so the joker's holder bids 3
  "bad_argument", // a caller broke a function's precondition: thrown as EngineError, a bug and never a move
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export interface RuleError {
  code: RuleErrorCode;
  message: string;
}

export type Result<T, E = RuleError> = { ok: true; value: T } | { ok: false; error: E };

/** One deal of a daily: a fixed seed and dealer. */
export interface BoardSetup {
  seed: string;
  dealer: Seat;
}

/** Rule options docs/rules.md lists as off by default that the engine implements. */
export interface VariantOptions {
  /** two-hand: the dealer may not pass in round 2 (docs/rules.md §3.4, off by default). */
  stickTheDealer?: boolean;
  /** euchre: a 25th card, the highest trump (docs/rules.md §2.10). */
  joker?: boolean;
  /** euchre: the dealer's partner who orders up must go alone (§2.10). */
  canadianLoner?: boolean;
  /** euchre: 24 cards (9 to ace) or 32 (7 to ace) (§2.10). */
  deck?: (typeof DECK_SIZES)[number];
  /** euchre: the points that win a game (§2.10); only games have a target. */
  target?: (typeof TARGETS)[number];
}

export const DECK_SIZES = [24, 32] as const;
export const TARGETS = [5, 7, 10, 11, 15, 21] as const;
/** The options standard Euchre reads (its variant's `options`), in the order the site shows them. */
export const EUCHRE_OPTIONS = ["joker", "canadianLoner", "deck", "target"] as const satisfies readonly (keyof VariantOptions)[];

/**
 * A match: either a fixed list of boards (a daily; results are per-board net scores),
 * or a game to the variant's target (deals until the game-end rule, dealer rotating,
 * throw-ins redealt). In game mode, deal i (0-based, counting throw-ins) uses seed `${seed}/${i}`.
 */
export type MatchSetup =
  | { variant: VariantId; mode: "boards"; boards: BoardSetup[]; options?: VariantOptions }
  | { variant: VariantId; mode: "game"; seed: string; firstDealer: Seat; options?: VariantOptions };

/** The versioned, JSON-serializable move log. makeLog/parseLog round-trip it exactly.
 * `engine` (added) is the ENGINE_VERSION that wrote it. */
export interface MatchLog {
  v: 1;
  variant: VariantId;
  mode: MatchSetup["mode"];
  setup: MatchSetup;
  actions: LogEntry[];
  engine?: string;
}

// ---------------------------------------------------------------------------------------------
// Added with the engine (issue 3): the state, result and view shapes. All plain JSON.
// ---------------------------------------------------------------------------------------------

/** Cards held by each seat. Seats that do not take part in the variant (two-hand: E, W) hold []. */
export type Hands = Record<Seat, Card[]>;

/** What a variant is, in numbers (`variantInfo`). */
export interface VariantInfo {
  id: VariantId;
  players: number;
  seats: Seat[]; // the seats that play, in turn order (two-hand: ["S", "N"])
  deckSize: number;
  handSize: number;
  target: number;
  tricksPerDeal: number;
  denominations: Denomination[]; // what a contract may be
  ranking: Ranking; // the order of cards within a suit
  eachForThemselves: boolean; // no fixed partners: each deal's declarer against the others, each player keeping a score
  trumpByLead: boolean; // the first card led makes the contract (Napoleon): until then a deal has a high bid and no trump
}

/**
 * The contract of a deal once trump is fixed. `declarer` is the maker (euchre, two-hand), the high
 * bidder (bid-six, double-deck, napoleon) or the lone bidder. `bid` is null where nobody bids a number
 * (euchre, two-hand); a double-deck ALONE has bid 12 and alone true. Napoleon's contract is made by
 * the first card led (its suit is trump): until then the deal has a high bid and no contract.
 */
export interface Contract {
  declarer: Seat;
  denom: Denomination;
  bid: number | null;
  alone: boolean;
}

/**
 * The turned card of euchre and two-hand. "up": face up (round 1); "down": turned down (round 2;
 * everyone saw it, so it stays public); "taken": the dealer picked it up; "left": trump was made
 * with it but nobody picked it up (two-hand dealer declined; euchre dealer sits out, A-S2).
 */
export interface Upcard {
  card: Card;
  state: "up" | "down" | "taken" | "left";
}

/**
 * Explicit phases; legalActions and apply dispatch on `kind`. `done` ends a deal (played out or
 * thrown in). In "exchange", `count` is null while the lone bidder discards and then the number the
 * partner must pass.
 */
export type Phase =
  | { kind: "bidding"; turn: Seat }
  | { kind: "pickup"; turn: Seat }
  | { kind: "discard"; turn: Seat }
  | { kind: "declare"; turn: Seat }
  | { kind: "exchange"; turn: Seat; count: number | null }
  | { kind: "play"; turn: Seat }
  | { kind: "done" };
export type PhaseKind = Phase["kind"];

export interface Play {
  seat: Seat;
  card: Card;
}

/** A trick: who led, the cards in play order, and the winner once complete (null while open). */
export interface Trick {
  leader: Seat;
  plays: Play[];
  winner: Seat | null;
}

/** One deal in progress or finished. Read-only by contract: apply returns new objects. */
export interface DealState {
  readonly index: number; // 0-based deal number in the match (board number in boards mode)
  readonly seed: string;
  readonly dealer: Seat;
  readonly dealt: Readonly<Hands>; // as dealt (revealed only after a daily closes)
  readonly hands: Readonly<Hands>; // now
  readonly stock: readonly Card[]; // undealt cards other than the up-card; never used, shown only in a closed daily's deals
  readonly upcard: Upcard | null;
  readonly phase: Phase;
  readonly calls: readonly LogEntry[]; // public auction calls, in order
  readonly contract: Contract | null;
  readonly active: readonly Seat[]; // seats that play tricks, clockwise (a lone partner is left out)
  readonly discards: readonly Discard[]; // face down, in order: the dealer's, the lone bidder's
  readonly passed: Card[] | null; // cards the lone bidder's partner passed (double-deck, railroad)
  readonly trick: Trick | null; // the open trick during play
  readonly tricks: readonly Trick[]; // completed tricks
  readonly won: readonly [number, number]; // tricks per team
  readonly actions: readonly LogEntry[]; // every action of this deal, in order
}

/** Cards one seat put face down: the dealer's discard, or a lone bidder's before the partner's pass. */
export interface Discard {
  seat: Seat;
  cards: Card[];
}

/** The outcome of one finished deal (a thrown-in deal scores 0–0 and has no contract). */
export interface DealResult {
  index: number;
  dealer: Seat;
  seed: string;
  thrownIn: boolean;
  contract: Contract | null;
  makers: Team | null; // the declarer's team
  tricks: [number, number]; // tricks won per team
  points: [number, number]; // what each team scored, by the variant's table
  net: [number, number]; // [points[0] − points[1], its negation]
  eligible: Team | null; // bid games: the side that may win on this deal (made bid or set)
  seatPoints?: SeatPoints; // three-hand, napoleon: what each player scored; `net` is then South's against each other player
}

/** Points per playing seat, where each plays for themselves (three-hand, napoleon). */
export type SeatPoints = Partial<Record<Seat, number>>;

/**
 * A match. `scores` are running totals (boards mode: the running sum of every board's points).
 * `current` is the deal in progress (null once over); `past` holds every finished deal.
 */
export interface MatchState {
  readonly setup: MatchSetup;
  readonly scores: readonly [number, number];
  readonly deals: readonly DealResult[];
  readonly over: boolean;
  readonly winner: Team | null; // game mode only
  readonly seatScores?: SeatPoints; // where each plays for themselves: each player's running total
  readonly current: DealState | null;
  readonly past: readonly DealState[];
}

/** Log entries as a viewer receives them: another seat's face-down cards are hidden. */
export type HiddenAction = { type: "discard"; hidden: true } | { type: "exchange"; count: number; hidden: true };
export type ViewEntry = LogEntry | { seat: Seat; action: HiddenAction };

/** A deal result as shown to players: the seed stays on the server until the reveal. */
export type PublicDealResult = Omit<DealResult, "seed">;

/** What one seat knows of the double-deck lone exchange. */
export interface ExchangeView {
  bidder: Seat;
  partner: Seat;
  count: number | null; // cards discarded by the bidder, once committed
  received?: Card[]; // bidder only, after the partner passed
  passed?: Card[]; // partner only
}

/** The current deal as one seat sees it. */
export interface DealView {
  index: number;
  dealer: Seat;
  phase: PhaseKind;
  hand: Card[];
  counts: Partial<Record<Seat, number>>; // cards in hand per seat of the variant
  upcard: Upcard | null;
  calls: LogEntry[];
  contract: Contract | null;
  active: Seat[];
  discards: Card[] | null; // own face-down discards only (none: null)
  exchange: ExchangeView | null;
  trick: Trick | null;
  tricks: Trick[];
  won: [number, number];
}

/** The end of the previous deal, so a UI can show the last tricks and the board's result. */
export interface LastDealView {
  tricks: Trick[];
  result: PublicDealResult;
}

/** A finished deal's original hands, only with `view(…, { reveal: true })`. */
export interface RevealedDeal {
  index: number;
  seed: string;
  dealer: Seat;
  hands: Hands;
  upcard: Card | null;
  discards: Discard[];
  passed: Card[] | null;
}

/** Everything one seat may know. Plain JSON: this is what leaves the server. */
export interface PlayerView {
  engine: string;
  variant: VariantId;
  mode: MatchSetup["mode"];
  options: VariantOptions; // the rule options the match is played with ({} for none)
  seat: Seat;
  seats: Seat[];
  ranking: Ranking; // how cards rank within a suit (the variant's)
  boards: number | null; // boards mode: how many boards in all
  scores: [number, number];
  results: PublicDealResult[];
  auctions: ViewEntry[][]; // each finished deal's calls and the exchanges the rules reveal, as results
  deal: DealView | null; // null once the match is over
  lastDeal: LastDealView | null;
  turn: Seat | null;
  legal: Action[]; // this seat's legal actions on its turn, else []
  over: boolean;
  winner: Team | null;
  seatScores?: SeatPoints;
  revealed?: RevealedDeal[];
}
