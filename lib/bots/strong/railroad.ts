// Railroad's lone exchange (docs/rules.md §10.5), valued by sampled solves as the calls are: the
// lone maker weighs keeping its hand against each card it may put down for the partner's best (by
// the rules of thumb in exchange.ts), and the partner weighs each card it may pass, on layouts of
// the cards it cannot see.

import type { Action, Rng } from "../../engine";
import { removeAll } from "../cards";
import type { Knowledge } from "../knowledge";
import { averages, playOut } from "./calls";
import { partnerGifts } from "./exchange";

type Exchange = Action & { type: "exchange" };

/** Each exchange option's average net points for the seat's side. */
export function railroadExchangeValues(k: Knowledge, options: readonly Exchange[], rng: Rng, scale = 1): number[] {
  const contract = k.contract!;
  const { bidder, partner, count } = k.deal.exchange!;
  const leader = k.seats[(k.seats.indexOf(k.deal.dealer) + 1) % k.seats.length];
  const passing = count !== null; // this seat is the partner: the lone hand holds its cards but one
  return averages(
    k,
    rng,
    options,
    (a, hands) => {
      const lone = passing
        ? [...hands[bidder]!, ...a.cards]
        : [...removeAll([...k.hand], a.cards), ...partnerGifts(hands[partner]!, contract.denom, a.cards.length)];
      return playOut(k, { ...hands, [bidder]: lone }, contract, leader);
    },
    scale,
  );
}

export function railroadExchange(k: Knowledge, legal: readonly Action[], rng: Rng): Action {
  const options = legal.filter((a): a is Exchange => a.type === "exchange");
  const values = railroadExchangeValues(k, options, rng);
  return options[values.reduce((b, v, i) => (v > values[b] ? i : b), 0)];
}
