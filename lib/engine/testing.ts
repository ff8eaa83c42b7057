// Test-only helpers: positions from chosen cards, for the rule vectors of docs/rules.md §7.
// Not exported from index.ts; nothing outside *.test.ts should import this file.

import { withoutAll } from "./cards";
import { activeSeats, dealFrom, deckWith, emptyHands, startPlay } from "./deal";
import { EngineError } from "./errors";
import { makeLog } from "./log";
import { apply, finishDeal, newMatch } from "./match";
import type { Action, Card, Contract, DealState, Hands, MatchState, Seat, SeatPoints, VariantId, VariantOptions } from "./types";
import { VARIANTS } from "./variants";
import { view } from "./view";

export interface HandsSetup {
  variant: VariantId;
  dealer?: Seat; // default S, as in docs/rules.md §7
  hands?: Partial<Record<Seat, string[]>>; // missing hands are filled from the rest of the deck
  upcard?: string;
  options?: VariantOptions;
  scores?: [number, number];
  seatScores?: SeatPoints; // three-hand
}

function gameWith(setup: HandsSetup, deal: (base: DealState) => DealState): MatchState {
  const dealer = setup.dealer ?? "S";
  const started = newMatch({ variant: setup.variant, mode: "game", seed: "test", firstDealer: dealer, options: setup.options });
  if (!started.ok) throw new Error(started.error.message);
  const m = started.value;
  const seats = setup.seatScores ? { seatScores: setup.seatScores } : {};
  return { ...m, scores: setup.scores ?? [0, 0], ...seats, current: deal(m.current!) };
}

/** A game whose first deal has the given hands (and up-card), in its auction. */
export function dealFromHands(setup: HandsSetup): MatchState {
  const variant = VARIANTS[setup.variant];
  return gameWith(setup, (base) => {
    const given = Object.values(setup.hands ?? {}).flat() as Card[];
    const upcard = variant.turnsUpCard ? ((setup.upcard as Card | undefined) ?? null) : null;
    const rest = withoutAll(deckWith(variant, setup.options ?? {}), [...given, ...(upcard ? [upcard] : [])]);
    if (rest === null) throw new Error("a card is given twice");
    const hands: Hands = emptyHands();
    for (const seat of variant.info.seats) {
      hands[seat] = (setup.hands?.[seat] as Card[] | undefined) ?? rest.splice(0, variant.info.handSize);
    }
    const up = variant.turnsUpCard ? (upcard ?? rest.shift()!) : null;
    return dealFrom(variant, 0, base.seed, base.dealer, hands, up, rest);
  });
}

/** A game whose first deal is in play with the given hands and contract. */
export function playFrom(setup: HandsSetup & { contract: Contract }): MatchState {
  const variant = VARIANTS[setup.variant];
  const inAuction = dealFromHands(setup).current!;
  const deal: DealState = {
    ...inAuction,
    contract: setup.contract,
    active: activeSeats(variant, setup.contract.declarer, setup.contract.alone),
  };
  return { ...dealFromHands(setup), current: startPlay(deal, variant) };
}

/** The match after a deal with this contract and these tricks per team was played out. */
export function afterDeal(setup: HandsSetup & { contract: Contract | null; won: [number, number] }): MatchState {
  const variant = VARIANTS[setup.variant];
  const m = dealFromHands(setup);
  const deal: DealState = {
    ...m.current!,
    contract: setup.contract,
    active: setup.contract ? activeSeats(variant, setup.contract.declarer, setup.contract.alone) : variant.info.seats,
    won: setup.won,
    phase: { kind: "done" },
  };
  return finishDeal(m, deal);
}

/** Apply a sequence of [seat, action] steps, throwing on the first rejection (tests only). */
export function steps(state: MatchState, ...moves: [Seat, unknown][]): MatchState {
  return moves.reduce((s, [seat, action], i) => {
    const r = applyLoose(s, seat, action);
    if (!r.ok) throw new Error(`step ${i} (${seat} ${JSON.stringify(action)}): ${r.error.code}`);
    return r.value;
  }, state);
}

export const applyLoose = (state: MatchState, seat: Seat, action: unknown) => apply(state, seat, action as Action);

/** The code of the EngineError `run` throws, or "returned"; any other error is rethrown (tests only). */
export function thrownCode(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof EngineError) return e.code;
    throw e;
  }
  return "returned";
}

/** Things that are not match states, some close to one, with what each is (tests only). */
export function notStates(): [string, unknown][] {
  const started = gameWith({ variant: "euchre" }, (deal) => deal);
  return [
    ["undefined", undefined],
    ["null", null],
    ["a number", 7],
    ["a string", "state"],
    ["a list", [started]],
    ["an empty object", {}],
    ["a log", makeLog(started)],
    ["a view", view(started, "S")],
    ["no current deal field", { ...started, current: undefined }],
    ["a deal without a phase", { ...started, current: { ...started.current, phase: null } }],
  ];
}

/** States of variants the engine does not have: wrong for the functions that read the variant (tests only). */
export function unknownVariants(): [string, unknown][] {
  const started = gameWith({ variant: "euchre" }, (deal) => deal);
  return ["poker", "__proto__", "toString", 7].map((variant) => [
    JSON.stringify(variant),
    { ...started, setup: { ...started.setup, variant } },
  ]);
}
