import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ActionBody } from "./api";

// An action's shape is the engine's schema; the body adds only the game's version.
describe("ActionBody", () => {
  const issue = (action: unknown) => {
    const parsed = ActionBody.safeParse({ seq: 0, action });
    return parsed.success ? null : z.prettifyError(parsed.error);
  };

  it.each([
    { type: "pass" },
    { type: "order", alone: true },
    { type: "name", suit: "H" },
    { type: "pickup", take: false },
    { type: "discard", card: "9C" },
    { type: "bid", tricks: 4, denom: "NT_HIGH" },
    { type: "declare", denom: "NT_LOW" },
    { type: "alone", denom: "S" },
    { type: "exchange", cards: ["AS", "AS"] },
    { type: "play", card: "JH" },
  ])("takes %j", (action) => {
    expect(issue(action)).toBeNull();
  });

  it("says what a card is", () => {
    expect(issue({ type: "play", card: "1H" })).toContain("must be a card like JH or TS");
  });

  it.each([
    ["an unknown field", { type: "pass", extra: 1 }],
    ["a suit that is not one", { type: "name", suit: "X" }],
    ["a sans as a suit", { type: "name", suit: "NT_HIGH" }],
    ["a fraction of a trick", { type: "bid", tricks: 3.5 }],
    ["more than 12 cards", { type: "exchange", cards: Array(13).fill("AS") }],
  ])("refuses %s", (_, action) => {
    expect(issue(action)).not.toBeNull();
  });
});
