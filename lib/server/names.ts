import { randomInt } from "node:crypto";
import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { ApiError } from "./api/errors";

// Display names. Guests get a generated one ("Left Bower 42"); anyone may choose their own:
// 3–24 characters of letters (any script), digits, spaces, "-" and "_", and nothing the maintained
// word filter (obscenity's English dataset, which also catches l33t-speak and spacing tricks) flags.

const FIRST = ["Left", "Right", "Lone", "Bold", "Quiet", "Lucky", "Sly", "Steady", "Swift", "Clever"];
const SECOND = ["Bower", "Maker", "Dealer", "Trump", "Ace", "Euchre", "Loner", "March", "Kitty", "Bidder"];

export function guestName(): string {
  return `${FIRST[randomInt(FIRST.length)]} ${SECOND[randomInt(SECOND.length)]} ${randomInt(10, 100)}`;
}

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const ALLOWED = /^[\p{L}\p{M}\p{N} _-]+$/u;

/** The cleaned name, or an ApiError 422 with the reason. */
export function checkName(raw: string): string {
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ");
  const length = [...name].length;
  if (length < 3) throw new ApiError("invalid", "A name needs at least 3 characters.", { reason: "name_too_short" });
  if (length > 24) throw new ApiError("invalid", "A name can have at most 24 characters.", { reason: "name_too_long" });
  if (!ALLOWED.test(name)) {
    throw new ApiError("invalid", "A name may use letters, digits, spaces, - and _ only.", { reason: "name_characters" });
  }
  if (matcher.hasMatch(name)) throw new ApiError("invalid", "Please choose another name.", { reason: "name_offensive" });
  return name;
}
