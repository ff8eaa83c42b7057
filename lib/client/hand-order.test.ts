import { describe, expect, it } from "vitest";
import { handOrder } from "./hand-order";

describe("handOrder", () => {
  it("before a contract: printed suits alternating in colour, the highest card first", () => {
    expect(handOrder(["TD", "9D", "JH", "KH", "KC"], null)).toEqual(["KH", "JH", "KC", "TD", "9D"]);
    // every suit: the tie-break, ♠ ♥ ♣ ♦
    expect(handOrder(["9D", "9C", "9H", "9S"], null)).toEqual(["9S", "9H", "9C", "9D"]);
  });

  it("trumps first with both bowers on top, then the other suits alternating", () => {
    // hearts trump: the jack of diamonds is the left bower
    expect(handOrder(["9S", "AH", "JD", "QD", "JH", "9C", "AD"], "H")).toEqual(["JH", "JD", "AH", "9S", "AD", "QD", "9C"]);
  });

  it("a missing suit changes the order so that colours still alternate", () => {
    // no clubs: ♠ ♥ ♦ would put the red suits side by side
    expect(handOrder(["9S", "AH", "KD"], null)).toEqual(["AH", "9S", "KD"]);
    // clubs trump with the jack of spades: hearts, spades, diamonds alternate after the trumps
    const dealt = ["QC", "JS", "9H", "AD", "KS", "TC"] as const;
    expect(handOrder(dealt, "C")).toEqual(["JS", "QC", "TC", "9H", "KS", "AD"]);
    expect(dealt).toEqual(["QC", "JS", "9H", "AD", "KS", "TC"]); // the dealt hand is left as it was
    // spades trump and only red side suits: they cannot be kept apart
    expect(handOrder(["9H", "AS", "KD", "QH"], "S")).toEqual(["AS", "QH", "9H", "KD"]);
  });

  it("the joker leads the hand, before trump as after; 7s and 8s sit below the nine", () => {
    expect(handOrder(["9H", "JK", "7H", "AS", "8C"], null)).toEqual(["JK", "AS", "9H", "7H", "8C"]);
    expect(handOrder(["9H", "JK", "JD", "AS", "8H"], "H")).toEqual(["JK", "JD", "9H", "8H", "AS"]);
  });

  it("low no-trump ranks the nine highest; double-deck twins stay together", () => {
    expect(handOrder(["AS", "9S", "KH", "9S", "TH"], "NT_LOW")).toEqual(["9S", "9S", "AS", "TH", "KH"]);
    expect(handOrder(["AS", "9S", "KH", "9S", "TH", "AS"], "NT_HIGH")).toEqual(["AS", "AS", "9S", "9S", "KH", "TH"]);
  });
});
