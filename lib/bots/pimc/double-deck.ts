// The double-deck auction on one open world, bounded: its calls are too many to search through
// the engine, and 20 exact 12-card solves (one per declarer and denomination) a world too slow
// (the figures are in the commit that made these choices). So:
//  - each partnership contract's tricks come from a 1-trick-horizon solve (the first trick
//    exact, then the solver's estimate): rough but unbiased, where a longer horizon was biased;
//  - a lone hand exchanges by the strong bot's rule (its discards, the partner's gifts) and is
//    solved exactly, but only where the partnership table gives its side at least 11 tricks:
//    below that it is taken to fail, with the table's tricks;
//  - with those values the rest of the auction is searched in full: every seat makes its side's
//    best call (minimax, memoized on the standing bid, the turn and the passes since the bid),
//    by the engine's double-deck auction rules as restated in `Auction`.

import {
  highBid,
  partnerOf,
  teamOf,
  variantInfo,
  type Action,
  type Card,
  type Contract,
  type Denomination,
  type LogEntry,
  type Seat,
  type Team,
} from "../../engine";
import { removeAll } from "../cards";
import type { Knowledge } from "../knowledge";
import { netPoints } from "../outcome";
import { loneDiscards, partnerGifts } from "../strong/exchange";
import type { DealSpec } from "../solver";
import { solver, solveOptions } from "./open-deal";
import type { World } from "./world";

const VARIANT = "double-deck";
const INFO = variantInfo(VARIANT);
const SEATS: readonly Seat[] = INFO.seats;
const PLAYERS = SEATS.length;
const DENOMS: readonly Denomination[] = INFO.denominations;
/** A bid of every trick, and a lone hand, end the auction. */
const MAX_BID = INFO.tricksPerDeal;
/** Passes behind a bid that end the auction; as many passes as players without a bid throw it in. */
const CLOSING_PASSES = PLAYERS - 1;
const TABLE_HORIZON = 1;
const LONE_FLOOR = MAX_BID - 1;

const NO_BID = -1;

/**
 * The standing bid as one number: seat, level and denomination (NO_BID before any bid). Memo
 * indexes are built from it, so the search never hashes a string.
 */
const bidCode = (seat: number, level: number, denom: number) => (seat * MAX_BID + level - 1) * DENOMS.length + denom;
const levelOf = (code: number) => (code === NO_BID ? 0 : (Math.floor(code / DENOMS.length) % MAX_BID) + 1);

/**
 * The rest of a double-deck auction, valued for `team` given each contract's value: minimax in
 * which every seat makes the call best for its side.
 */
export class Auction {
  private readonly memo = new Float64Array((1 + PLAYERS * MAX_BID * DENOMS.length) * PLAYERS * PLAYERS).fill(NaN);
  /** Partnership contracts' values by bid code, and lone hands' by seat and denomination once asked. */
  private readonly contracts = new Float64Array(PLAYERS * MAX_BID * DENOMS.length);
  private readonly lones = new Float64Array(PLAYERS * DENOMS.length).fill(NaN);

  constructor(
    private readonly team: Team,
    /** The net value to `team` of a finished auction's contract; lone hands are asked only when reached. */
    private readonly value: (contract: Contract) => number,
  ) {
    SEATS.forEach((declarer, seat) =>
      DENOMS.forEach((denom, d) => {
        for (let bid = 1; bid <= MAX_BID; bid++) this.contracts[bidCode(seat, bid, d)] = value({ declarer, denom, bid, alone: false });
      }),
    );
  }

  private contract(code: number): number {
    return this.contracts[code];
  }

  private lone(seat: number, denom: number): number {
    const at = seat * DENOMS.length + denom;
    if (Number.isNaN(this.lones[at]))
      this.lones[at] = this.value({ declarer: SEATS[seat], denom: DENOMS[denom], bid: MAX_BID, alone: true });
    return this.lones[at];
  }

  /** The value of `seat`'s call `action` in the auction so far (`calls`); `action` is legal. */
  valueOfCall(calls: readonly LogEntry[], seat: Seat, action: Action): number {
    const turn = SEATS.indexOf(seat);
    const high = highBid(calls);
    const code = high ? bidCode(SEATS.indexOf(high.seat), high.tricks, DENOMS.indexOf(high.denom!)) : NO_BID;
    let passes = 0;
    for (let i = calls.length - 1; i >= 0 && calls[i].action.type === "pass"; i--) passes++;
    switch (action.type) {
      case "pass":
        return this.afterPass(turn, code, passes);
      case "bid":
        return this.afterBid(turn, action.tricks, DENOMS.indexOf(action.denom!));
      case "alone":
        return this.lone(turn, DENOMS.indexOf(action.denom));
      default:
        throw new Error(`not a double-deck call: ${action.type}`);
    }
  }

  private afterPass(turn: number, code: number, passes: number): number {
    const n = passes + 1;
    if (code === NO_BID && n === PLAYERS) return 0; // thrown in
    if (code !== NO_BID && n === CLOSING_PASSES) return this.contract(code);
    return this.from((turn + 1) % PLAYERS, code, n);
  }

  private afterBid(turn: number, level: number, denom: number): number {
    const code = bidCode(turn, level, denom);
    return level === MAX_BID ? this.contract(code) : this.from((turn + 1) % PLAYERS, code, 0);
  }

  /** The auction's value with `turn` to call, the standing bid `code` and `passes` since it. */
  private from(turn: number, code: number, passes: number): number {
    const at = ((code + 1) * PLAYERS + turn) * PLAYERS + passes;
    const known = this.memo[at];
    if (!Number.isNaN(known)) return known;
    const ours = teamOf(VARIANT, SEATS[turn]) === this.team;
    let best = this.afterPass(turn, code, passes);
    const better = (v: number) => (ours ? v > best : v < best);
    for (let level = levelOf(code) + 1; level <= MAX_BID; level++) {
      for (let d = 0; d < DENOMS.length; d++) {
        const v = this.afterBid(turn, level, d);
        if (better(v)) best = v;
      }
    }
    for (let d = 0; d < DENOMS.length; d++) {
      const v = this.lone(turn, d);
      if (better(v)) best = v;
    }
    this.memo[at] = best;
    return best;
  }
}

/**
 * Tricks the declarer's side takes in a contract of one world: a partnership's from the bounded
 * solve (the declarer leads), a lone hand's exactly after the exchange by the strong bot's rule
 * where its side's partnership tricks reach LONE_FLOOR, else taken to fail with those. Each solve
 * is made when first asked, and once.
 */
export function contractTricks(world: World): (contract: Contract) => number {
  const hands = SEATS.map((s) => world.hands[s]);
  const teams = SEATS.map((s) => teamOf(VARIANT, s));
  const table = new Float64Array(PLAYERS * DENOMS.length).fill(NaN);
  return (contract) => {
    const seat = SEATS.indexOf(contract.declarer);
    const d = DENOMS.indexOf(contract.denom);
    const at = seat * DENOMS.length + d;
    if (Number.isNaN(table[at]))
      table[at] = solver.tricks(
        { denom: contract.denom, hands, teams, leader: seat, trick: [] },
        { ...solveOptions(VARIANT), horizon: TABLE_HORIZON },
      );
    const t = table[at];
    if (!contract.alone) return t;
    return t >= LONE_FLOOR ? loneTricks(world, contract.declarer, contract.denom) : Math.min(t, MAX_BID - 1);
  };
}

/** The auction of one world for `k`'s team: the contracts' values from bounded and lone solves. */
export function worldAuction(k: Knowledge, world: World): Auction {
  const tricks = contractTricks(world);
  return new Auction(k.team, (contract) => {
    const t = tricks(contract);
    return netPoints(VARIANT, contract, k.team, teamOf(VARIANT, contract.declarer) === k.team ? t : MAX_BID - t);
  });
}

/** Tricks a lone hand by `declarer` takes after the exchange by the strong bot's rule, solved exactly. */
function loneTricks(world: World, declarer: Seat, denom: Denomination): number {
  return solver.tricks(loneDeal(world.hands, declarer, denom), solveOptions(VARIANT));
}

/** The play of a lone hand by `declarer` after the exchange by the strong bot's rule: the declarer leads. */
export function loneDeal(hands: Readonly<Record<Seat, readonly Card[]>>, declarer: Seat, denom: Denomination): DealSpec {
  const partner = partnerOf(VARIANT, declarer)!;
  const hand = hands[declarer];
  const discards = loneDiscards(hand, denom);
  const own = [...removeAll([...hand], discards), ...partnerGifts(hands[partner], denom, discards.length)];
  const active = SEATS.filter((s) => s !== partner);
  return {
    denom,
    hands: active.map((s) => (s === declarer ? own : hands[s])),
    teams: active.map((s) => teamOf(VARIANT, s)),
    leader: active.indexOf(declarer),
    trick: [],
  };
}
