import { describe, expect, it } from "vitest";
import { VARIANT_IDS, apply, createRng, newMatch, seatsOf, toMove, variantInfo, view, type Denomination } from "@/lib/engine";
import { randomAction } from "@/lib/engine/random-player";
import { trumpAt, type ReplayBoard } from "./replay-steps";

// Plays boards with random players and compares the trump the replay shows at each step with the
// trump the table showed at the same point of the play: the replay must not know it sooner.

const cases = VARIANT_IDS.flatMap((v) => ["a", "b", "c"].map((s) => [v, `${v}-${s}`] as const));

describe("replay steps", () => {
  it.each(cases)("%s (%s): trump at each step is what the table showed then", (variant, seed) => {
    const rng = createRng(seed);
    const seats = seatsOf(variant);
    const boards = [0, 1, 2, 3].map((i) => ({ seed: `${seed}:${i}`, dealer: seats[i % seats.length]! }));
    const started = newMatch({ variant, mode: "boards", boards });
    if (!started.ok) throw new Error(started.error.message);
    let state = started.value;
    // per deal, trump on the table before its first card and after its first trick
    const shown = new Map<number, { before: Denomination | null; after?: Denomination | null }>();
    while (!state.over) {
      const deal = view(state, "S").deal!;
      const played = deal.tricks.length + (deal.trick?.plays.length ?? 0);
      if (deal.phase === "play" && played === 0) shown.set(deal.index, { before: deal.contract?.denom ?? null });
      if (deal.tricks.length === 1) shown.get(deal.index)!.after ??= deal.contract!.denom;
      const r = apply(state, toMove(state)!, randomAction(state, rng));
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
    }
    const { trumpByLead } = variantInfo(variant);
    expect(trumpByLead).toBe(variant === "napoleon");
    // the boards as GET /api/games/:id/replay sends them, those that came to the play
    const replayed: ReplayBoard[] = state.past
      .map((d, i) => ({
        index: d.index,
        dealer: d.dealer,
        contract: d.contract,
        active: d.active,
        tricks: d.tricks,
        net: state.deals[i]!.net,
      }))
      .filter((b) => shown.has(b.index));
    expect(replayed.length).toBeGreaterThan(0);
    for (const board of replayed) {
      const table = shown.get(board.index)!;
      expect(trumpAt(board, 0, trumpByLead), `board ${board.index + 1} at the deal`).toBe(table.before);
      if (table.after !== undefined) expect(trumpAt(board, 1, trumpByLead), `board ${board.index + 1} after a trick`).toBe(table.after);
    }
  });
});
