// What one seat may know (docs/architecture.md, The path of a move). Builds fresh plain JSON from the state, so a
// view never aliases the state and never holds a card its seat could not have seen.

import { isObject, isSeat, parseAction } from "./action";
import { precondition } from "./errors";
import { ENGINE_VERSION, boardCount, currentDeal, legalActions, rulesOf, toMove } from "./match";
import { partnerIn } from "./teams";
import {
  JOKER,
  type Card,
  type DealResult,
  type DealState,
  type DealView,
  type ExchangeView,
  type LogEntry,
  type MatchState,
  type PlayerView,
  type PublicDealResult,
  type RevealedDeal,
  type Seat,
  type Trick,
  type ViewEntry,
} from "./types";
import type { Variant } from "./variant";

const copyTrick = (t: Trick): Trick => ({ leader: t.leader, plays: t.plays.map((p) => ({ ...p })), winner: t.winner });

/** A deal result without its seed (a field-by-field copy: views are built on every move). */
const publicResult = (r: DealResult): PublicDealResult => ({
  index: r.index,
  dealer: r.dealer,
  thrownIn: r.thrownIn,
  contract: r.contract ? { ...r.contract } : null,
  makers: r.makers,
  tricks: [r.tricks[0], r.tricks[1]],
  points: [r.points[0], r.points[1]],
  net: [r.net[0], r.net[1]],
  eligible: r.eligible,
  ...(r.seatPoints ? { seatPoints: { ...r.seatPoints } } : {}),
});

const structuredCopy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function exchangeView(deal: DealState, seat: Seat, variant: Variant): ExchangeView | null {
  const contract = deal.contract;
  if (!contract?.alone || variant.exchange === undefined) return null;
  const bidder = contract.declarer;
  const partner = partnerIn(variant.info.seats, bidder)!;
  const committed = deal.actions.find((e) => e.seat === bidder && e.action.type === "exchange")?.action;
  const view: ExchangeView = { bidder, partner, count: committed?.type === "exchange" ? committed.cards.length : null };
  if (seat === bidder && deal.passed) view.received = [...deal.passed];
  if (seat === partner && deal.passed) view.passed = [...deal.passed];
  return view;
}

/** The cards `seat` put face down this deal (a dealer who goes alone in railroad: two), or null if none. */
function ownDiscards(deal: DealState, seat: Seat): Card[] | null {
  const own = deal.discards.filter((d) => d.seat === seat);
  return own.length === 0 ? null : own.flatMap((d) => d.cards);
}

/** Under a turned joker the dealer names trump before looking at the hand (docs/rules.md §2.10). */
const namesBlind = (deal: DealState, seat: Seat) => seat === deal.dealer && deal.upcard?.card === JOKER && deal.upcard.state === "up";

function dealView(deal: DealState, seat: Seat, variant: Variant): DealView {
  const counts: Partial<Record<Seat, number>> = {};
  for (const s of variant.info.seats) counts[s] = deal.hands[s].length;
  return {
    index: deal.index,
    dealer: deal.dealer,
    phase: deal.phase.kind,
    hand: namesBlind(deal, seat) ? [] : [...deal.hands[seat]],
    counts,
    upcard: deal.upcard ? { ...deal.upcard } : null,
    calls: deal.calls.map((c) => ({ seat: c.seat, action: { ...c.action } })), // calls hold no arrays
    contract: deal.contract ? { ...deal.contract } : null,
    active: [...deal.active],
    discards: ownDiscards(deal, seat),
    exchange: exchangeView(deal, seat, variant),
    trick: deal.trick ? copyTrick(deal.trick) : null,
    tricks: deal.tricks.map(copyTrick),
    won: [deal.won[0], deal.won[1]],
  };
}

/** A finished deal's calls and exchanges as `seat` saw them: another seat's face-down cards are a count. */
const auctionSeen = (deal: DealState, seat: Seat): ViewEntry[] =>
  deal.actions.flatMap((e) => (e.action.type === "play" ? [] : [redactEntry(e, seat)!]));

function revealed(deal: DealState): RevealedDeal {
  return structuredCopy({
    index: deal.index,
    seed: deal.seed,
    dealer: deal.dealer,
    hands: deal.dealt,
    upcard: deal.upcard?.card ?? null,
    discards: [...deal.discards],
    passed: deal.passed,
  });
}

/**
 * The view of `seat`. `reveal` adds the original hands and seeds of finished deals (after a daily
 * closes); the type says whether a view may carry them, so one that might cannot reach a bot.
 */
export function view(state: MatchState, seat: Seat, opts?: { reveal?: false }): PlayerView & { revealed?: undefined };
export function view(state: MatchState, seat: Seat, opts: { reveal?: boolean }): PlayerView;
export function view(state: MatchState, seat: Seat, opts?: { reveal?: boolean }): PlayerView {
  const { variant } = rulesOf(state, "view");
  const current = currentDeal(state, "view");
  precondition(variant.info.seats.includes(seat), "view: one of the variant's seats");
  const turn = toMove(state);
  const last = state.past.length > 0 ? state.past[state.past.length - 1] : null;
  const out: PlayerView = {
    engine: ENGINE_VERSION,
    variant: state.setup.variant,
    mode: state.setup.mode,
    options: { ...state.setup.options },
    seat,
    seats: [...variant.info.seats],
    ranking: variant.info.ranking,
    boards: boardCount(state.setup),
    scores: [state.scores[0], state.scores[1]],
    results: state.deals.map(publicResult),
    auctions: state.past.map((d) => auctionSeen(d, seat)),
    deal: current ? dealView(current, seat, variant) : null,
    lastDeal: last ? { tricks: last.tricks.map(copyTrick), result: publicResult(state.deals[state.deals.length - 1]) } : null,
    turn,
    legal: turn === seat ? legalActions(state) : [],
    over: state.over,
    winner: state.winner,
    ...(state.seatScores ? { seatScores: { ...state.seatScores } } : {}),
  };
  if (opts?.reveal === true) out.revealed = state.past.map(revealed);
  return out;
}

/**
 * What `viewer` may learn from one log entry. Another seat's face-down cards (the dealer's
 * discard, either side of the lone exchange) become a count. The bidder learns the cards its
 * partner passed from its view (`exchange.received`), not from the event. Entries may come
 * straight from a stored log, so anything that is not one gives null; the viewer is the server's.
 */
export function redactEntry(entry: LogEntry, viewer: Seat): ViewEntry | null {
  precondition(isSeat(viewer), "redactEntry: the viewer must be a seat");
  const seat: unknown = isObject(entry) ? entry.seat : undefined;
  const action = isObject(entry) ? parseAction(entry.action) : null; // a fresh copy in canonical form
  if (!isSeat(seat) || action === null) return null;
  if (seat === viewer) return { seat, action };
  if (action.type === "discard") return { seat, action: { type: "discard", hidden: true } };
  if (action.type === "exchange") return { seat, action: { type: "exchange", count: action.cards.length, hidden: true } };
  return { seat, action };
}
