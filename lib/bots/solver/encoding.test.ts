// The solver's card encoding against the engine's card rules, for every card of the pack under
// every denomination; and the tricks the core gives, with the encoding, against the engine's
// trickWinner for every trick of two and three cards, in the single and the double deck.
import { describe, expect, it } from "vitest";
import { DENOMINATIONS, effectiveSuit, strength, trickWinner, variantInfo, type Card, type Denomination } from "../../engine";
import { isSuit, PACK } from "../../engine";
import { encodeCard } from "./encoding";
import { Solver } from "./solver";

describe.each(DENOMINATIONS)("the solver's encoding under %s", (denom) => {
  it("puts every card in its effective suit (trump first) and ranks it as the engine does", () => {
    const wrong: string[] = [];
    for (const a of PACK) {
      const code = encodeCard(a, denom);
      if (isSuit(denom) && (code.suit === 0) !== (effectiveSuit(a, denom) === denom)) wrong.push(`${a} trump is not suit 0`);
      for (const b of PACK) {
        const other = encodeCard(b, denom);
        const sameSuit = effectiveSuit(a, denom) === effectiveSuit(b, denom);
        if ((code.suit === other.suit) !== sameSuit) wrong.push(`${a} ${b} suits`);
        if (sameSuit && Math.sign(code.cls - other.cls) !== Math.sign(strength(a, denom) - strength(b, denom))) {
          wrong.push(`${a} ${b} ranks`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The player (0, 1 or 2) whose card the core lets win a trick of three players, from two solves. */
function coreWinner(solver: Solver, trick: Card[], denom: Denomination, doubleDeck: boolean): number {
  // The last card is still in its player's hand: the tricks of that player's team decide.
  const spec = (teams: number[]) => ({ denom, hands: [[], [], [trick[2]]], teams, leader: 0, trick: trick.slice(0, 2) });
  if (solver.tricks(spec([1, 1, 0]), { doubleDeck }) === 1) return 2;
  return solver.tricks(spec([0, 1, 0]), { doubleDeck }) === 1 ? 0 : 1;
}

describe("the core with the encoding", () => {
  const packs = [
    { name: "single deck", doubleDeck: false, denoms: DENOMINATIONS },
    { name: "double deck", doubleDeck: true, denoms: variantInfo("double-deck").denominations },
  ];
  it.each(packs)("$name: gives every trick of three cards to the card the engine's trickWinner names", ({ doubleDeck, denoms }) => {
    const solver = new Solver();
    const wrong: string[] = [];
    for (const denom of denoms) {
      for (const a of PACK) {
        for (const b of PACK) {
          for (const c of PACK) {
            const trick = [a, b, c];
            // One deck holds each card once, the double deck twice.
            if (new Set(trick).size < (doubleDeck ? 2 : 3)) continue;
            if (coreWinner(solver, trick, denom, doubleDeck) !== trickWinner(trick, denom)) wrong.push(`${denom}: ${trick.join(" ")}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
