import { describe, expect, it } from "vitest";
import { FEW, shownOptions } from "./option-list";

const bid = (tricks: number) => ({ type: "bid", tricks, denom: "S" });
/** Options bidding 0, 1, 2, … tricks, worth 0, −1, −2, …, in a shuffled order. */
const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ action: bid(i), value: -i })).sort(
    (a, b) => ((a.action.tricks * 7) % n) - ((b.action.tricks * 7) % n),
  );

describe("the options a decision lists at first", () => {
  it("are the best few by value, the choice added where it stands", () => {
    const { shown, hidden, byValue } = shownOptions(options(40), bid(0), bid(30));
    expect(shown.map((o) => o.action.tricks)).toEqual([0, 1, 2, 3, 4, 30]);
    expect(hidden).toBe(34);
    expect(byValue.map((o) => o.action.tricks)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it("add the preferred option too when it is not the highest value (the bid-six auction)", () => {
    const { shown } = shownOptions(options(40), bid(12), bid(2));
    expect(shown.map((o) => o.action.tricks)).toEqual([0, 1, 2, 3, 4, 12]);
  });

  it("are all of them when fewer than three would be hidden", () => {
    expect(shownOptions(options(FEW + 2), bid(0), bid(FEW + 1))).toMatchObject({ hidden: 0 });
    expect(shownOptions(options(FEW + 2), bid(0), bid(FEW + 1)).shown).toHaveLength(FEW + 2);
    expect(shownOptions(options(FEW + 3), bid(0), bid(1))).toMatchObject({ hidden: 3 });
  });

  it("compare actions by content, as a stored log's JSON may order their keys otherwise", () => {
    const { shown } = shownOptions(options(20), { denom: "S", tricks: 0, type: "bid" }, { denom: "S", tricks: 15, type: "bid" });
    expect(shown.map((o) => o.action.tricks)).toEqual([0, 1, 2, 3, 4, 15]);
  });
});
