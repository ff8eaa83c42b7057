import { describe, expect, it } from "vitest";
import { nameKey, skeleton } from "./name-key";

// Two names collide when either key is the same (the database holds both under unique indexes).
const collide = (a: string, b: string) => skeleton(a) === skeleton(b) || nameKey(a) === nameKey(b);

describe("names' look-alike keys", () => {
  it.each([
    ["Alice", "alice", "case"],
    ["Alice", "ALICE", "case"],
    ["Ivan", "ivan", "case, with a capital I"],
    ["Alice", "Аlice", "a Cyrillic А"],
    ["Alice", "AIice", "a capital I for the l"],
    ["Coco Happy", "Сосо Нарру", "Cyrillic letters only"],
    ["BOB", "ВОВ", "Cyrillic capitals"],
    ["Bob", "B0b", "a zero for the o"],
    ["bob", "B0B", "a zero for the O, and case"],
    ["Emma", "Ernrna", "rn for m"],
    ["Jürgen", "Ju\u0308rgen", "a decomposed ü"],
    ["Ĳsbrand", "IJsbrand", "the Dutch ligature Ĳ"],
    ["Alice", "𝐀𝐥𝐢𝐜𝐞", "mathematical bold letters"],
    ["Alice", "Ａｌｉｃｅ", "fullwidth letters"],
  ])("%j and %j collide: %s", (a, b) => {
    expect(collide(a, b)).toBe(true);
  });

  it.each([
    ["Alice", "Alicia"],
    ["Søren", "Soren"],
    ["Jürgen", "Jurgen"],
    ["Åsa", "Asa"],
    ["Ivan", "Lvan"],
    ["Left Bower 42", "Left Bower 24"],
    ["Coco Happy", "Coco_Happy"],
    ["Bob", "ВОВ"],
  ])("%j and %j do not collide", (a, b) => {
    expect(collide(a, b)).toBe(false);
  });
});
