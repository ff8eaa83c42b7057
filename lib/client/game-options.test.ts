import { describe, expect, it } from "vitest";
import { optionsFrom, optionsQuery, playPath, sameOptions } from "./game-options";

describe("options in a page's address", () => {
  it("write and read back every option, flags only when set", () => {
    const all = { joker: true, canadianLoner: true, deck: 32, target: 11 } as const;
    expect(optionsQuery(all).toString()).toBe("joker=1&canadianLoner=1&deck=32&target=11");
    expect(optionsFrom(optionsQuery(all))).toEqual(all);
    expect(optionsQuery({ joker: false, target: 5 }).toString()).toBe("target=5");
    expect(playPath("euchre", "abc", { deck: 32 })).toBe("/play/euchre?seed=abc&deck=32");
    expect(playPath("euchre", "abc", {})).toBe("/play/euchre?seed=abc");
  });

  it("ignore what is not an option, and leave the values to the server to check", () => {
    expect(optionsFrom(new URLSearchParams("seed=x&foo=1&deck=28&joker=yes"))).toEqual({ deck: 28, joker: false });
  });

  it("an unset flag plays the same game as a false one", () => {
    expect(sameOptions({}, { joker: false })).toBe(true);
    expect(sameOptions({}, { target: 10 })).toBe(false);
  });
});
