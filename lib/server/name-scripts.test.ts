import { describe, expect, it } from "vitest";
import { inOneScript } from "./name-scripts";

describe("words in one script", () => {
  it("every letter of the Unicode that Node.js knows is in a script of the list", () => {
    const orphans: string[] = [];
    for (let cp = 0; cp < 0x110000; cp++) {
      const c = String.fromCodePoint(cp);
      if (/\p{L}/u.test(c) && !inOneScript(c)) orphans.push(cp.toString(16));
    }
    expect(orphans).toEqual([]);
  });

  it.each([
    "Søren",
    "Ĳsbrand",
    "Αλέξανδρος",
    "Наталья",
    "李小龍",
    "山田たろう",
    "ヤマダー",
    "김민준",
    "ㄅㄆ李",
    "محمد",
    "ज़िंदगी",
    "R2D2",
    "Jo\u0301",
  ])("%j is in one", (word) => {
    expect(inOneScript(word)).toBe(true);
  });

  it.each(["Аlice", "Alιce", "Ꭺlice", "Иванα", "山田Taro", "김Kim"])("%j mixes scripts", (word) => {
    expect(inOneScript(word)).toBe(false);
  });
});
