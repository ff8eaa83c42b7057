// The table between two server answers. The server returns the final view and the list of
// events since the person's action (their own first, then every computer player's); these
// frames replay the events one by one so a person can follow them. Trick winners and contracts
// come from the authoritative final view, never from a guess in the browser.
import { teamIn } from "@/lib/engine/teams";
import type { Contract, DealView, PlayerView, PublicDealResult, Trick, ViewEntry } from "@/lib/engine/types";

export interface Frame {
  deal: DealView;
  /** The event this frame shows (announced in the live region). */
  event: ViewEntry | null;
  /** The trick in the middle has its winner and is being gathered to the winner's side. */
  collecting: boolean;
  /** The deal just ended with this result. */
  result: PublicDealResult | null;
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const sameEntry = (a: ViewEntry, b: ViewEntry) => a.seat === b.seat && JSON.stringify(a.action) === JSON.stringify(b.action);

/** How many of the trailing events belong to a deal that started among them. */
function newDealEventCount(next: DealView, events: ViewEntry[]): number {
  let calls = next.calls.length;
  let i = events.length;
  while (calls > 0 && i > 0) {
    i--;
    if (sameEntry(events[i]!, next.calls[calls - 1]!)) calls--;
  }
  return events.length - i;
}

const allTricks = (deal: { tricks: Trick[]; trick?: Trick | null }) => [...deal.tricks, ...(deal.trick ? [deal.trick] : [])];

function step(
  frame: DealView,
  event: ViewEntry,
  tricks: Trick[],
  contract: Contract | null,
  teamOf: (s: ViewEntry["seat"]) => 0 | 1,
): Frame[] {
  const deal = clone(frame);
  const { seat, action } = event;
  if (action.type === "play") {
    if (deal.trick?.winner) {
      deal.tricks.push(deal.trick);
      deal.trick = null;
    }
    const auth = tricks[deal.tricks.length];
    const plays = [...(deal.trick?.plays ?? []), { seat, card: action.card }];
    deal.trick = { leader: auth?.leader ?? seat, plays, winner: null };
    deal.phase = "play";
    deal.contract ??= contract;
    if (seat === "S") deal.hand = without(deal.hand, action.card);
    deal.counts[seat] = Math.max(0, (deal.counts[seat] ?? 1) - 1);
    if (auth?.winner && plays.length === auth.plays.length) {
      deal.trick.winner = auth.winner;
      deal.won[teamOf(auth.winner)]++;
      return [
        { deal, event, collecting: false, result: null },
        { deal, event: null, collecting: true, result: null },
      ];
    }
  } else if (action.type === "discard" || action.type === "exchange") {
    if ("cards" in action) for (const c of action.cards) deal.hand = without(deal.hand, c);
    if ("card" in action) deal.hand = without(deal.hand, action.card);
  } else {
    deal.calls.push({ seat, action });
  }
  return [{ deal, event, collecting: false, result: null }];
}

function without<T>(list: T[], item: T): T[] {
  const i = list.indexOf(item);
  return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
}

/** The frames from `prev` to `next` through `events`; empty when there is nothing to show. */
export function framesBetween(prev: PlayerView, next: PlayerView, events: ViewEntry[]): Frame[] {
  if (!prev.deal) return [];
  const teamOf = (s: ViewEntry["seat"]) => teamIn(next.seats, s);
  const sameDeal = next.deal !== null && next.deal.index === prev.deal.index;
  const fresh = sameDeal || !next.deal ? 0 : newDealEventCount(next.deal, events);
  const oldEvents = events.slice(0, events.length - fresh);
  const newEvents = events.slice(events.length - fresh);

  const frames: Frame[] = [];
  const oldTricks = sameDeal ? allTricks(next.deal!) : (next.lastDeal?.tricks ?? []);
  const oldContract = sameDeal ? next.deal!.contract : (next.lastDeal?.result.contract ?? null);
  let deal: DealView = prev.deal;
  for (const e of oldEvents) {
    const made = step(deal, e, oldTricks, oldContract, teamOf);
    frames.push(...made);
    deal = made[made.length - 1]!.deal;
  }
  if (!sameDeal && next.lastDeal && frames.length > 0)
    frames.push({ ...frames[frames.length - 1]!, collecting: false, event: null, result: next.lastDeal.result });
  if (next.deal && fresh > 0) {
    const start = clone(next.deal);
    start.calls = [];
    start.tricks = [];
    start.trick = null;
    start.won = [0, 0];
    start.contract = null;
    start.phase = "bidding";
    for (const e of newEvents) if (e.action.type === "play") start.counts[e.seat] = (start.counts[e.seat] ?? 0) + 1;
    deal = start;
    for (const e of newEvents) {
      const made = step(deal, e, allTricks(next.deal), next.deal.contract, teamOf);
      frames.push(...made);
      deal = made[made.length - 1]!.deal;
    }
  }
  return frames;
}
