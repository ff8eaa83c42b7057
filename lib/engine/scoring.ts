// Scoring tables as pure functions of the contract and the tricks won (docs/rules.md §2.7, §3.6,
// §4.7, §5.9, §9.6, §11.6, §12.6). The variant objects pick one.

import { precondition } from "./errors";
import type { DealState, Seat, SeatPoints, Team } from "./types";
import type { DealScore, Variant } from "./variant";
import { isWholeNumberIn } from "./variants/auction";

const pair = (team: Team, mine: number, theirs: number): [number, number] => (team === 0 ? [mine, theirs] : [theirs, mine]);

/** Euchre and two-hand: makers 1 for 3–4 tricks, 2 for all 5 (4 alone); euchred: defenders 2. */
export function scoreTrumpMaking(makerTricks: number, alone: boolean): { makers: number; defenders: number } {
  precondition(isWholeNumberIn(makerTricks, 0, 5) && typeof alone === "boolean", "scoreTrumpMaking: 0 to 5 tricks and a boolean");
  if (makerTricks >= 3) return { makers: makerTricks === 5 ? (alone ? 4 : 2) : 1, defenders: 0 };
  return { makers: 0, defenders: 2 };
}

/**
 * Bid games: made → +tricks, set → −bid; defenders always +their tricks. A double-deck lone hand
 * scores ±24 (defenders +their tricks when it fails, A-D5).
 */
export function scoreBid(
  bid: number,
  alone: boolean,
  bidderTricks: number,
  tricksPerDeal: number,
): { bidders: number; defenders: number; made: boolean } {
  const ok =
    isWholeNumberIn(tricksPerDeal, 1, Number.MAX_SAFE_INTEGER) &&
    isWholeNumberIn(bid, 1, tricksPerDeal) &&
    isWholeNumberIn(bidderTricks, 0, tricksPerDeal) &&
    typeof alone === "boolean";
  precondition(ok, "scoreBid: a bid from 1 to the tricks per deal, a boolean, and the tricks taken of those");
  const defenders = tricksPerDeal - bidderTricks;
  if (alone) {
    const made = bidderTricks === tricksPerDeal;
    return { bidders: made ? 24 : -24, defenders, made };
  }
  const made = bidderTricks >= bid;
  return { bidders: made ? bidderTricks : -bid, defenders, made };
}

/** A trump-making deal's score; the side that scored is the one that may reach the target. */
export function trumpMakingScore(variant: Variant, deal: DealState): DealScore {
  const { declarer, alone } = deal.contract!;
  const makers = variant.team(declarer);
  const s = scoreTrumpMaking(deal.won[makers], alone);
  const eligible: Team = s.makers > 0 ? makers : ((1 - makers) as Team);
  return { points: pair(makers, s.makers, s.defenders), eligible };
}

/** A bid deal's score; only the side that made its bid or set the bidders may win on it. */
export function bidScore(variant: Variant, deal: DealState): DealScore {
  const { declarer, alone, bid } = deal.contract!;
  const bidders = variant.team(declarer);
  const s = scoreBid(bid!, alone, deal.won[bidders], variant.info.tricksPerDeal);
  const eligible: Team = s.made ? bidders : ((1 - bidders) as Team);
  return { points: pair(bidders, s.bidders, s.defenders), eligible };
}

/** Hasenpfeffer: made → +tricks, set → −1 an undertrick; the defenders score nothing (§11.6, H-6). */
export function scoreUndertricks(bid: number, bidderTricks: number, tricksPerDeal: number): { bidders: number; made: boolean } {
  const ok =
    isWholeNumberIn(tricksPerDeal, 1, Number.MAX_SAFE_INTEGER) &&
    isWholeNumberIn(bid, 1, tricksPerDeal) &&
    isWholeNumberIn(bidderTricks, 0, tricksPerDeal);
  precondition(ok, "scoreUndertricks: a bid from 1 to the tricks per deal and the tricks taken of those");
  const made = bidderTricks >= bid;
  return { bidders: made ? bidderTricks : bidderTricks - bid, made };
}

/** A Hasenpfeffer deal's score; as in the other bid games, only a made bid or a set may win. */
export function undertrickScore(variant: Variant, deal: DealState): DealScore {
  const { declarer, bid } = deal.contract!;
  const bidders = variant.team(declarer);
  const s = scoreUndertricks(bid!, deal.won[bidders], variant.info.tricksPerDeal);
  return { points: pair(bidders, s.bidders, 0), eligible: s.made ? bidders : ((1 - bidders) as Team) };
}

/** Three-hand: the maker 1 for 3–4 tricks, 3 for all 5; a euchred maker: each defender 2 (§9.6). */
export function scoreThreeHand(makerTricks: number): { maker: number; eachDefender: number } {
  precondition(isWholeNumberIn(makerTricks, 0, 5), "scoreThreeHand: 0 to 5 tricks");
  if (makerTricks >= 3) return { maker: makerTricks === 5 ? 3 : 1, eachDefender: 0 };
  return { maker: 0, eachDefender: 2 };
}

/** A three-hand deal's score: each seat's points, summed per side of the deal. */
export function threeHandScore(variant: Variant, deal: DealState): DealScore {
  const s = scoreThreeHand(declarerTricks(variant, deal));
  return seatsScore(variant, deal, s.maker, s.eachDefender);
}

const declarerTricks = (variant: Variant, deal: DealState): number => deal.won[variant.team(deal.contract!.declarer, deal.contract)];

/** Where each plays for themselves: the declarer's points and each other seat's, summed per side of the deal. */
function seatsScore(variant: Variant, deal: DealState, declarer: number, eachOther: number): DealScore {
  const contract = deal.contract!;
  const makers = variant.team(contract.declarer, contract);
  const seats: SeatPoints = {};
  const points: [number, number] = [0, 0];
  for (const seat of variant.info.seats) {
    seats[seat] = seat === contract.declarer ? declarer : eachOther;
    points[variant.team(seat, contract)] += seats[seat];
  }
  return { points, eligible: declarer > 0 ? makers : ((1 - makers) as Team), seats };
}

/** Napoleon's stakes by bid (Three, Four, Nap, Wellington): what each opponent pays, or is paid (§12.6). */
export const NAP_STAKES: Readonly<Record<number, number>> = { 3: 3, 4: 4, 5: 5, 6: 10 };

/** Napoleon: the bidder needs the bid's tricks (all five for Nap and Wellington); the stake goes to the winners. */
export function scoreNapoleon(bid: number, bidderTricks: number): { bidder: number; eachOpponent: number } {
  precondition(isWholeNumberIn(bid, 3, 6) && isWholeNumberIn(bidderTricks, 0, 5), "scoreNapoleon: a bid of 3 to 6 and 0 to 5 tricks");
  const stake = NAP_STAKES[bid];
  return bidderTricks >= Math.min(bid, 5) ? { bidder: stake, eachOpponent: 0 } : { bidder: 0, eachOpponent: stake };
}

/** A Napoleon deal's score: the bidder scores the stake (netted against each opponent, as each pays it), or each opponent does. */
export function napoleonScore(variant: Variant, deal: DealState): DealScore {
  const s = scoreNapoleon(deal.contract!.bid!, declarerTricks(variant, deal));
  return seatsScore(variant, deal, s.bidder, s.eachOpponent);
}

/**
 * South's net where each plays for themselves: South's points less each other player's, added up
 * (2 for a made contract, −4 when euchred, −1 when another maker makes, +2 when one is euchred).
 * Like a team's net it sums to zero over the players.
 */
export function netAgainstEach(seats: SeatPoints, seat: Seat = "S"): number {
  const others = Object.entries(seats).flatMap(([other, points]) => (other === seat ? [] : [points ?? 0]));
  return netAgainst(seats[seat] ?? 0, others);
}

/** `mine` less each of `others`, added up. */
export const netAgainst = (mine: number, others: readonly number[]): number => others.reduce((net, o) => net + mine - o, 0);
