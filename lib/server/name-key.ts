import "server-only";
import prototypes from "unhomoglyph/data.json";

// When people cannot tell two names apart. Two keys, each under a unique index on Player:
// - the skeleton (Unicode's UTS #39: decompose, replace each character by the prototype of the
//   characters that look like it, decompose again): "Аlice" with a Cyrillic А, "AIice" with a
//   capital I and "Alice" share one; so do Cyrillic "ВОВ" and "BOB";
// - the key, the skeleton of the lower-cased name, lower-cased and skeletonised once more, so that
//   case does not count: "alice", "ALICE", "B0B" and "bob" share one.
// One key could not do both: a capital I looks like l, and lower-cased it is i.
// The prototypes are confusables.txt's (Unicode 13.0) as the package unhomoglyph ships them.
// Migration 20261204150438_player_name_key computes both in SQL, for the players it found,
// from a table of each character's skeleton and key.

const PROTOTYPE = new Map(Object.entries(prototypes as Record<string, string>));

/** UTS #39's skeleton. */
export const skeleton = (s: string) =>
  [...s.normalize("NFD")]
    .map((c) => PROTOTYPE.get(c) ?? c)
    .join("")
    .normalize("NFD");

/** One character's part of the key ("0" → "O" → "o"). */
export const charKey = (c: string) => skeleton(skeleton(c.toLowerCase()).toLowerCase());

/**
 * The key: each character of the decomposed name by charKey, all decomposed again. Character by
 * character, as the migration's table has them (lower case of a whole string minds context: Σ at
 * a word's end becomes ς).
 */
export const nameKey = (name: string) => [...name.normalize("NFD")].map(charKey).join("").normalize("NFD");
