// Views: only what a seat may know (the fuzz test checks every view of random games; these pin
// the specific cases) and redactEntry for the server's event stream.
import { describe, expect, test } from "vitest";
import { createRng, redactEntry, toMove, view, type MatchState } from "./index";
import { randomAction } from "./random-player";
import { dealFromHands, notStates, steps, thrownCode, unknownVariants } from "./testing";

const N_HAND = ["JH", "JH", "JD", "JD", "AH", "AH", "KH", "KH", "QH", "QH", "TH", "TH"];
const S_HAND = ["AS", "AS", "AC", "AC", "AD", "AD", "KS", "KS", "KC", "KC", "9H", "9H"];

describe("view", () => {
  test("own hand, counts of the others, the face-up card; nothing of other hands or the kitty", () => {
    const s = dealFromHands({ variant: "euchre", upcard: "TS", hands: { S: ["9H", "TH", "QC", "KC", "AD"] } });
    const v = view(s, "S");
    expect(v.deal!.hand).toEqual(["9H", "TH", "QC", "KC", "AD"]);
    expect(v.deal!.counts).toEqual({ N: 5, E: 5, S: 5, W: 5 });
    expect(v.deal!.upcard).toEqual({ card: "TS", state: "up" });
    expect(v.legal).toEqual([]);
    expect(view(s, "W").legal.length).toBeGreaterThan(0);
    const text = JSON.stringify(v);
    for (const c of [...s.current!.hands.N, ...s.current!.stock]) expect(text).not.toContain(`"${c}"`);
    expect(text).not.toContain(s.current!.seed);
  });

  test("the dealer's discard is seen by the dealer only; the taken up-card stays public", () => {
    const s = steps(
      dealFromHands({ variant: "euchre", upcard: "TS", hands: { S: ["9H", "TH", "QC", "KC", "AD"] } }),
      ["W", { type: "order" }],
      ["S", { type: "discard", card: "9H" }],
    );
    expect(view(s, "S").deal!.discards).toEqual(["9H"]);
    expect(view(s, "N").deal!.discards).toBe(null);
    expect(JSON.stringify(view(s, "N"))).not.toContain('"9H"');
    expect(view(s, "E").deal!.upcard).toEqual({ card: "TS", state: "taken" });
  });

  test("three-hand: each player sees its own hand and the others' counts; the discard stays the dealer's; scores per player", () => {
    const s = steps(dealFromHands({ variant: "three-hand", upcard: "TS", hands: { S: ["9H", "TH", "QC", "KC", "AD"] } }), [
      "W",
      { type: "order" },
    ]);
    const discarded = steps(s, ["S", { type: "discard", card: "9H" }]);
    for (const seat of ["E", "W"] as const) {
      const v = view(discarded, seat);
      expect(v.seats).toEqual(["E", "S", "W"]);
      expect(v.deal!.counts).toEqual({ E: 5, S: 5, W: 5 });
      expect(v.deal!.discards).toBe(null);
      expect(v.seatScores).toEqual({ E: 0, S: 0, W: 0 });
      const text = JSON.stringify(v);
      const other = seat === "E" ? "W" : "E";
      const hidden = [...discarded.current!.hands[other], ...discarded.current!.hands.S, "9H", ...discarded.current!.stock];
      for (const c of hidden.filter((c) => c !== "TS")) expect(text).not.toContain(`"${c}"`); // the taken up-card is public
    }
    expect(view(discarded, "S").deal!.discards).toEqual(["9H"]);
  });

  test("double-deck lone exchange: the bidder sees what it received, the partner what it passed, nobody the other's discards", () => {
    let s = steps(
      dealFromHands({ variant: "double-deck", hands: { N: N_HAND, S: S_HAND } }),
      ["W", { type: "pass" }],
      ["N", { type: "alone", denom: "H" }],
    );
    s = steps(s, ["N", { type: "exchange", cards: ["TH", "TH", "QH"] }]);
    expect(view(s, "S").deal!.exchange).toEqual({ bidder: "N", partner: "S", count: 3 });
    expect(view(s, "S").deal!.discards).toBe(null);
    expect(view(s, "N").deal!.discards).toEqual(["TH", "TH", "QH"]);
    s = steps(s, ["S", { type: "exchange", cards: ["AS", "AS", "AC"] }]);
    expect(view(s, "N").deal!.exchange).toEqual({ bidder: "N", partner: "S", count: 3, received: ["AS", "AS", "AC"] });
    expect(view(s, "S").deal!.exchange).toEqual({ bidder: "N", partner: "S", count: 3, passed: ["AS", "AS", "AC"] });
    expect(view(s, "E").deal!.exchange).toEqual({ bidder: "N", partner: "S", count: 3 });
    expect(JSON.stringify(view(s, "S"))).not.toContain('"TH"');
  });

  test("a finished deal's calls stay in the view, another seat's discard only as a count", () => {
    let s = steps(
      dealFromHands({ variant: "euchre", upcard: "TS", hands: { S: ["9H", "TH", "QC", "KC", "AD"] } }),
      ["W", { type: "order" }],
      ["S", { type: "discard", card: "9H" }],
    );
    expect(view(s, "S").auctions).toEqual([]);
    const rng = createRng("finish the deal");
    while (s.past.length === 0) s = steps(s, [toMove(s)!, randomAction(s, rng)]);
    const order = { seat: "W", action: { type: "order" } };
    expect(view(s, "S").auctions).toEqual([[order, { seat: "S", action: { type: "discard", card: "9H" } }]]);
    expect(view(s, "N").auctions).toEqual([[order, { seat: "S", action: { type: "discard", hidden: true } }]]);
    expect(JSON.stringify(view(s, "N").auctions)).not.toContain('"9H"');
  });

  test("reveal adds the original hands of finished deals only", () => {
    const s = steps(
      dealFromHands({ variant: "two-hand", upcard: "QH" }),
      ["N", { type: "pass" }],
      ["S", { type: "pass" }],
      ["N", { type: "pass" }],
      ["S", { type: "pass" }],
    );
    expect(view(s, "S").revealed).toBeUndefined();
    const r = view(s, "S", { reveal: true }).revealed!;
    expect(r).toHaveLength(1);
    expect(r[0].hands.N).toEqual(s.past[0].dealt.N);
    expect(view(s, "S").lastDeal!.result).toMatchObject({ thrownIn: true, points: [0, 0] });
    expect(view(s, "S").lastDeal!.result).not.toHaveProperty("seed");
  });
});

describe("redactEntry", () => {
  test("another seat's discard and exchange become counts; everything else is public", () => {
    expect(redactEntry({ seat: "S", action: { type: "discard", card: "9H" } }, "N")).toEqual({
      seat: "S",
      action: { type: "discard", hidden: true },
    });
    expect(redactEntry({ seat: "S", action: { type: "discard", card: "9H" } }, "S")).toEqual({
      seat: "S",
      action: { type: "discard", card: "9H" },
    });
    expect(redactEntry({ seat: "N", action: { type: "exchange", cards: ["AS", "AS"] } }, "S")).toEqual({
      seat: "N",
      action: { type: "exchange", count: 2, hidden: true },
    });
    expect(redactEntry({ seat: "E", action: { type: "play", card: "AS" } }, "S")).toEqual({
      seat: "E",
      action: { type: "play", card: "AS" },
    });
    expect(redactEntry(null as never, "S")).toBe(null);
  });

  test("the copy is fresh and canonical: an extra field stays behind", () => {
    const entry = { seat: "S", action: { type: "play", card: "AS", note: "x" } };
    const r = redactEntry(entry as never, "S");
    expect(r).toEqual({ seat: "S", action: { type: "play", card: "AS" } });
    entry.action.card = "KS";
    expect(r).toEqual({ seat: "S", action: { type: "play", card: "AS" } });
  });

  test.each([
    ["undefined", undefined],
    ["a number", 5],
    ["a string", "S play AS"],
    ["an empty object", {}],
    ["a seat that is not one", { seat: "X", action: { type: "pass" } }],
    ['the seat "__proto__"', { seat: "__proto__", action: { type: "pass" } }],
    ["no action", { seat: "N" }],
    ["an unknown action", { seat: "N", action: { type: "nonsense" } }],
    ["exchange cards that are not a list", { seat: "N", action: { type: "exchange", cards: "AS" } }],
    ["a discard of no card", { seat: "N", action: { type: "discard" } }],
    ["an action under __proto__", JSON.parse('{"seat": "N", "action": {"__proto__": {"type": "pass"}}}')],
  ])("not an entry (%s): null", (_, entry) => {
    expect(redactEntry(entry as never, "S")).toBe(null);
  });

  test.each([["X"], [undefined], ["__proto__"], [null]])("a viewer that is not a seat (%s): bad_argument", (viewer) => {
    expect(thrownCode(() => redactEntry({ seat: "N", action: { type: "pass" } }, viewer as never))).toBe("bad_argument");
  });
});

describe("view on bad arguments", () => {
  const s = dealFromHands({ variant: "two-hand" });

  test.each([...notStates(), ...unknownVariants()])("a state that is not one (%s): bad_argument", (_, state) => {
    expect(thrownCode(() => view(state as MatchState, "S"))).toBe("bad_argument");
  });

  test.each([["X"], [undefined], ["__proto__"], ["E"]])("a seat the game does not have (%s): bad_argument", (seat) => {
    expect(thrownCode(() => view(s, seat as never))).toBe("bad_argument");
  });

  test.each([[null], [5], ["reveal"], [{ reveal: "yes" }]])("options that are not any (%j) reveal nothing", (opts) => {
    expect(view(s, "S", opts as never).revealed).toBeUndefined();
  });
});
