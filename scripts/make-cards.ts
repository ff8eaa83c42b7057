// Writes our own card faces to public/cards/: one SVG per card any game deals (9 T J Q K A × S H D C,
// the 7s and 8s and the joker of standard Euchre's options; named like the engine's card strings:
// "AH.svg", "TS.svg", "JK.svg"), a back, and a four-colour set in public/cards/4c/. Run once after
// changing the design:
//   npx tsx scripts/make-cards.ts
// The outputs are committed, so the site needs no build step for them. Shapes are paths (no
// fonts for the suits) and the indices use a generic font, so the files load under the site's
// CSP with no other origin and stay small (< 2 KB each).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ALL_CARDS, JOKER, type Rank, type Suit } from "../lib/engine";

const OUT = path.join(process.cwd(), "public", "cards");
const W = 60;
const H = 84;

// Suit shapes in a 100×100 box.
const SHAPES: Record<Suit, string> = {
  S: "M50 0C78 24 100 38 100 62c0 15-11 26-25 26-10 0-18-5-22-12 1 11 5 19 13 24H34c8-5 12-13 13-24-4 7-12 12-22 12C11 88 0 77 0 62 0 38 22 24 50 0z",
  H: "M50 96C22 72 0 54 0 30 0 13 12 2 27 2c10 0 18 6 23 15C55 8 63 2 73 2c15 0 27 11 27 28 0 24-22 42-50 66z",
  D: "M50 0l40 50-40 50-40-50z",
  C: "M50 2a23 23 0 1 1 0 46a23 23 0 1 1 0-46zM25 38a23 23 0 1 1 0 46a23 23 0 1 1 0-46zM75 38a23 23 0 1 1 0 46a23 23 0 1 1 0-46zM45 50h10l4 40 8 10H33l8-10z",
};

const RED = "#c8102e";
const BLACK = "#111";
const PALETTES: Record<string, Record<Suit, string>> = {
  "": { S: BLACK, H: RED, D: RED, C: BLACK },
  "4c": { S: BLACK, H: RED, D: "#1f5fbf", C: "#1a7f37" },
};

const COURTS: ReadonlySet<Rank> = new Set(["J", "Q", "K"]);
const label = (rank: Rank) => (rank === "T" ? "10" : rank);

/** A suit shape scaled to `size` with its top-left corner at (x, y). */
const pip = (x: number, y: number, size: number) => `<use href="#p" transform="translate(${x} ${y}) scale(${size / 100})"/>`;

function face(rank: Rank, suit: Suit, colour: string) {
  const corner = `<text x="9" y="16" text-anchor="middle" letter-spacing="-1">${label(rank)}</text>${pip(3, 19, 12)}`;
  const centre = COURTS.has(rank)
    ? `<rect x="18" y="22" width="24" height="40" rx="3" fill="none" stroke="${colour}" stroke-width="1.5"/>` +
      `<text x="30" y="51" text-anchor="middle" font-size="24">${rank}</text>`
    : pip(17, 29, 26);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">` +
    `<defs><path id="p" d="${SHAPES[suit]}"/></defs>` +
    `<rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="4" fill="#fff" stroke="#888"/>` +
    `<g fill="${colour}" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="16">` +
    `${corner}<g transform="rotate(180 ${W / 2} ${H / 2})">${corner}</g>${centre}</g></svg>\n`
  );
}

// The joker has no suit: a star in the corners and the word in the middle, in its own colour.
const JOKER_COLOUR = "#6b21a8";
const STAR = "M50 0l12 36h38l-31 22 12 37-31-23-31 23 12-37L0 36h38z";

function joker() {
  const corner = `<use href="#p" transform="translate(3 4) scale(.12)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">` +
    `<defs><path id="p" d="${STAR}"/></defs>` +
    `<rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="4" fill="#fff" stroke="#888"/>` +
    `<g fill="${JOKER_COLOUR}" font-family="Arial,Helvetica,sans-serif" font-weight="700">` +
    `${corner}<g transform="rotate(180 ${W / 2} ${H / 2})">${corner}</g>` +
    `<use href="#p" transform="translate(18 20) scale(.24)"/>` +
    `<text x="30" y="60" text-anchor="middle" font-size="10" letter-spacing=".5">JOKER</text></g></svg>\n`
  );
}

const back =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">` +
  `<defs><pattern id="l" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
  `<rect width="8" height="8" fill="#0f5132"/><path d="M0 0h8M0 0v8" stroke="#5a9a78" stroke-width="1.5"/></pattern></defs>` +
  `<rect x=".5" y=".5" width="${W - 1}" height="${H - 1}" rx="4" fill="#fff" stroke="#888"/>` +
  `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" rx="2" fill="url(#l)"/></svg>\n`;

for (const [dir, palette] of Object.entries(PALETTES)) {
  mkdirSync(path.join(OUT, dir), { recursive: true });
  for (const card of ALL_CARDS) {
    const [rank, suit] = [card[0] as Rank, card[1] as Suit];
    writeFileSync(path.join(OUT, dir, `${card}.svg`), card === JOKER ? joker() : face(rank, suit, palette[suit]));
  }
}
writeFileSync(path.join(OUT, "back.svg"), back);
console.log(`Wrote ${Object.keys(PALETTES).length * ALL_CARDS.length + 1} card files to ${path.relative(process.cwd(), OUT)}/`);
