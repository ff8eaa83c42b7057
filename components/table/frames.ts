// The table as a person follows it, one event at a time. A deal's view already holds its calls,
// the exchanges the rules reveal and its tricks, so the deal can be rebuilt from its start (the
// hands as dealt, the up-card face up) and replayed event by event; between two server answers
// the events it sends replay the same way. Card counts, trick winners and contracts come from the
// authoritative view, never from a guess in the browser, and no hidden card is needed: another
// seat's discard is only a count.
import { partnerIn, sideOf } from "@/lib/engine/teams";
import {
  JOKER,
  type Action,
  type Card,
  type Contract,
  type DealView,
  type HiddenAction,
  type PlayerView,
  type PublicDealResult,
  type Seat,
  type Trick,
  type ViewEntry,
} from "@/lib/engine/types";

export interface Frame {
  deal: DealView;
  /** The calls and face-down exchanges of this deal so far, in order (the call history). */
  auction: ViewEntry[];
  /** The event this frame shows (announced in the live region); null for the deal as dealt. */
  event: ViewEntry | null;
  /** The trick in the middle has its winner and is being gathered to the winner's side. */
  collecting: boolean;
  /** The deal just ended with this result. */
  result: PublicDealResult | null;
}

/** What the replay of one deal may know of its end: the view's deal, or the finished deal's tricks and contract. */
interface DealEnd {
  tricks: Trick[];
  contract: Contract | null;
  /** The view's deal when the replay ends inside it (its phase, up-card and exchange are final). */
  final: DealView | null;
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const allTricks = (deal: { tricks: Trick[]; trick?: Trick | null }) => [...deal.tricks, ...(deal.trick ? [deal.trick] : [])];
const isPlay = (e: ViewEntry) => e.action.type === "play";

function without(list: Card[], cards: Card[]): Card[] {
  const out = [...list];
  for (const c of cards) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/**
 * South's hand without the cards of `sent`, an action on its way to the server: they leave at the
 * click, within the moment after a person's input in which a browser does not count the hand
 * closing up as a layout shift, rather than when the answer comes (later on a slow connection).
 */
export function handWithout(hand: Card[], sent: Action | null): Card[] {
  if (sent?.type === "exchange") return without(hand, sent.cards);
  return sent?.type === "play" || sent?.type === "discard" ? without(hand, [sent.card]) : hand;
}

/**
 * Every public event of the deal so far, in order: the calls, the dealer's discard after taking
 * the up-card, the lone exchange (counts only, but for South's own cards), then each
 * card of each trick.
 */
export function dealEvents(deal: DealView): ViewEntry[] {
  const events: ViewEntry[] = deal.calls.map((c) => ({ seat: c.seat, action: { ...c.action } }));
  // South's own face-down cards are South's to see; another seat's are a count
  const faceDown = (seat: Seat, own: Action, hidden: HiddenAction): ViewEntry =>
    seat === "S" ? { seat, action: own } : { seat, action: hidden };
  if (deal.upcard?.state === "taken" && deal.phase !== "discard") {
    // South's view holds South's own discard
    const own: Action = { type: "discard", card: deal.discards?.[0] ?? deal.upcard.card };
    events.push(faceDown(deal.dealer, own, { type: "discard", hidden: true }));
  }
  const ex = deal.exchange;
  if (ex && ex.count !== null) {
    const hidden: HiddenAction = { type: "exchange", count: ex.count, hidden: true };
    // The bidder's exchange cards are its last face-down ones (a railroad dealer discarded once before).
    const own = deal.discards ?? [];
    events.push(faceDown(ex.bidder, { type: "exchange", cards: own.slice(own.length - ex.count) }, hidden));
    // A zero-card exchange has no partner step (docs/rules.md A-D9, A-RR4).
    if (deal.phase !== "exchange" && ex.count > 0) events.push(faceDown(ex.partner, { type: "exchange", cards: ex.passed ?? [] }, hidden));
  }
  for (const t of allTricks(deal)) for (const p of t.plays) events.push({ seat: p.seat, action: { type: "play", card: p.card } });
  return events;
}

/** The dealer takes the up-card with this order (no pick-up choice follows, the dealer plays, the table is not waiting on it). */
function takesUpcard(events: ViewEntry[], i: number, deal: DealView, end: DealEnd, seats: Seat[]): boolean {
  const { action } = events[i]!;
  if (action.type === "pickup") return action.take;
  // Under a turned joker the dealer's blind naming takes the joker (docs/rules.md §2.10).
  if (action.type === "name") return deal.upcard?.card === JOKER;
  if (action.type !== "order") return false;
  if (events.slice(i + 1).some((e) => e.action.type === "pickup") || end.final?.phase === "pickup") return false;
  const c = end.contract;
  return !(c?.alone && partnerIn(seats, c.declarer) === deal.dealer);
}

/** The cards one event moves: [seat, change in its count, South's cards gone, South's cards got]. */
function moves(events: ViewEntry[], i: number, deal: DealView, end: DealEnd, seats: Seat[]): [Seat, number, Card[], Card[]][] {
  const { seat, action } = events[i]!;
  switch (action.type) {
    case "play":
      return [[seat, -1, [action.card], []]];
    case "discard":
      return [[seat, -1, "card" in action ? [action.card] : [], []]];
    case "exchange": {
      const count = "cards" in action ? action.cards.length : action.count;
      const out: [Seat, number, Card[], Card[]][] = [[seat, -count, "cards" in action ? action.cards : [], []]];
      // a deal that ended among the events has no final view: the exchange began before them
      const ex = end.final?.exchange ?? deal.exchange;
      if (ex && seat === ex.partner) out.push([ex.bidder, count, [], ex.bidder === "S" ? (ex.received ?? []) : []]);
      return out;
    }
    default:
      return deal.upcard && takesUpcard(events, i, deal, end, seats) ? [[deal.dealer, 1, [], [deal.upcard.card]]] : [];
  }
}

/** The deal as dealt, before any of `events`: every card moved back, no call, no trick. */
export function dealStart(final: DealView, events: ViewEntry[], seats: Seat[]): DealView {
  const start = clone(final);
  const end: DealEnd = { tricks: allTricks(final), contract: final.contract, final };
  for (let i = events.length - 1; i >= 0; i--) {
    for (const [seat, delta, gone, got] of moves(events, i, final, end, seats)) {
      start.counts[seat] = (start.counts[seat] ?? 0) - delta;
      if (seat === "S") start.hand = [...without(start.hand, got), ...gone];
    }
  }
  return {
    ...start,
    phase: "bidding",
    calls: [],
    contract: null,
    upcard: final.upcard ? { card: final.upcard.card, state: "up" } : null,
    discards: null,
    exchange: null,
    trick: null,
    tricks: [],
    won: [0, 0],
  };
}

/** The frames of `events[from…to)`, replayed on `deal` (the state after `events[0…from)`). */
function replay(
  deal: DealView,
  auction: ViewEntry[],
  events: ViewEntry[],
  [from, to]: [number, number],
  end: DealEnd,
  seats: Seat[],
  eachForThemselves: boolean,
): Frame[] {
  const frames: Frame[] = [];
  for (let i = from; i < to; i++) {
    const event = events[i]!;
    const { seat, action } = event;
    deal = clone(deal);
    for (const [s, delta, gone, got] of moves(events, i, deal, end, seats)) {
      deal.counts[s] = (deal.counts[s] ?? 0) + delta;
      if (s === "S") deal.hand = [...without(deal.hand, gone), ...got];
    }
    if (action.type !== "play") {
      auction = [...auction, event];
      if (action.type !== "discard" && action.type !== "exchange") deal.calls.push({ seat, action });
      if (deal.upcard?.state === "up" && takesUpcard(events, i, deal, end, seats)) deal.upcard = { ...deal.upcard, state: "taken" };
      else if (deal.upcard?.state === "up" && action.type === "pass" && seat === deal.dealer)
        deal.upcard = { ...deal.upcard, state: "down" };
      else if (deal.upcard?.state === "up" && (action.type === "name" || action.type === "order" || action.type === "pickup"))
        deal.upcard = { ...deal.upcard, state: end.final?.upcard?.state ?? "left" };
      // the contract shows as soon as the call that makes it is seen
      if (
        end.contract &&
        !events.slice(i + 1).some((e) => e.action.type !== "play" && e.action.type !== "discard" && e.action.type !== "exchange")
      )
        deal.contract = end.contract;
      frames.push({ deal, auction, event, collecting: false, result: null });
      continue;
    }
    if (deal.trick?.winner) {
      deal.tricks.push(deal.trick);
      deal.trick = null;
    }
    const auth = end.tricks[deal.tricks.length];
    const plays = [...(deal.trick?.plays ?? []), { seat, card: action.card }];
    deal.trick = { leader: auth?.leader ?? seat, plays, winner: null };
    deal.phase = "play";
    deal.contract ??= end.contract;
    if (auth?.winner && plays.length === auth.plays.length) {
      deal.trick.winner = auth.winner;
      deal.won[sideOf(seats, auth.winner, deal.contract, eachForThemselves)]++;
      frames.push(
        { deal, auction, event, collecting: false, result: null },
        { deal, auction, event: null, collecting: true, result: null },
      );
    } else {
      frames.push({ deal, auction, event, collecting: false, result: null });
    }
  }
  return frames;
}

/** Only a match where each plays for themselves keeps each seat's score, and its sides last one deal. */
export const eachForThemselves = (view: PlayerView): boolean => view.seatScores !== undefined;

/** The frames of a whole deal from its start, the deal as dealt first; empty when nothing happened in it yet. */
function fromStart(deal: DealView, events: ViewEntry[], seats: Seat[], each: boolean): Frame[] {
  if (events.length === 0) return [];
  const start = dealStart(deal, events, seats);
  const end: DealEnd = { tricks: allTricks(deal), contract: deal.contract, final: deal };
  return [
    { deal: start, auction: [], event: null, collecting: false, result: null },
    ...replay(start, [], events, [0, events.length], end, seats, each),
  ];
}

/**
 * The frames that bring a freshly loaded game to its view. A deal in which South has not acted
 * yet is shown from its start (the bots may have called and played before the first look); in a
 * deal South already took part in, from South's last action on (what may not have been seen).
 */
export function openingFrames(view: PlayerView): Frame[] {
  const deal = view.deal;
  if (!deal) return [];
  const events = dealEvents(deal);
  let last = events.length - 1;
  while (last >= 0 && events[last]!.seat !== view.seat) last--;
  const each = eachForThemselves(view);
  if (last < 0) return fromStart(deal, events, view.seats, each);
  const start = dealStart(deal, events, view.seats);
  const end: DealEnd = { tricks: allTricks(deal), contract: deal.contract, final: deal };
  const before = replay(start, [], events, [0, last + 1], end, view.seats, each);
  const at = before[before.length - 1]!;
  return replay(at.deal, at.auction, events, [last + 1, events.length], end, view.seats, each);
}

/** The frames from `prev` to `next` through `events` (South's action, then the bots'); empty when there is nothing to show. */
export function framesBetween(prev: PlayerView, next: PlayerView, events: ViewEntry[]): Frame[] {
  if (!prev.deal) return [];
  const seats = next.seats;
  const sameDeal = next.deal !== null && next.deal.index === prev.deal.index;
  // South's action is the first event, so every event of a new deal is among them
  const fresh = sameDeal || !next.deal ? 0 : Math.min(events.length, dealEvents(next.deal).length);
  const oldEvents = events.slice(0, events.length - fresh);
  const prevEvents = dealEvents(prev.deal);
  const end: DealEnd = sameDeal
    ? { tricks: allTricks(next.deal!), contract: next.deal!.contract, final: next.deal }
    : { tricks: next.lastDeal?.tricks ?? [], contract: next.lastDeal?.result.contract ?? null, final: null };
  // a deal South sat out entirely in between is summed up by its result alone
  const skipped = next.deal !== null && next.deal.index > prev.deal.index + 1;
  const frames = skipped
    ? []
    : replay(
        prev.deal,
        prevEvents.filter((e) => !isPlay(e)),
        [...prevEvents, ...oldEvents],
        [prevEvents.length, prevEvents.length + oldEvents.length],
        end,
        seats,
        eachForThemselves(next),
      );
  const last = frames[frames.length - 1];
  if (!sameDeal && next.lastDeal)
    frames.push({
      deal: last?.deal ?? prev.deal,
      auction: last?.auction ?? prevEvents.filter((e) => !isPlay(e)),
      event: null,
      collecting: false,
      result: next.lastDeal.result,
    });
  if (next.deal && fresh > 0) frames.push(...fromStart(next.deal, events.slice(events.length - fresh), seats, eachForThemselves(next)));
  return frames;
}

/** The call history of a deal as the view shows it (no replay running). */
export const auctionOf = (deal: DealView): ViewEntry[] => dealEvents(deal).filter((e) => !isPlay(e));
