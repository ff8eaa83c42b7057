import "server-only";
import { randomInt } from "node:crypto";
import da from "naughty-words/da.json";
import de from "naughty-words/de.json";
import en from "naughty-words/en.json";
import nl from "naughty-words/nl.json";
import sv from "naughty-words/sv.json";
import { DataSet, englishDataset, englishRecommendedTransformers, parseRawPattern, RegExpMatcher } from "obscenity";
import type { Locale } from "@/lib/i18n/routing";
import { ApiError } from "./api/errors";
import { inOneScript } from "./name-scripts";

// Display names. Guests get a generated one ("Left Bower 42"); anyone may choose their own:
// 3–24 characters of letters (any script, with at most MAX_MARKS accents or other combining marks
// on each), digits, spaces, "-" and "_", at least one letter or digit, nothing invisible (the
// Hangul filler U+3164 is a letter drawn blank), each word (spaces, "-" and "_" part words) in one
// script (name-scripts.ts), and nothing the word filter flags. Whether it looks like another
// player's name is for the database to say (name-key.ts, player-names.ts).
// The filter is obscenity's matcher (its transformers catch l33t-speak, repeated letters and
// look-alike characters) over obscenity's English dataset plus the site's five languages' lists
// from LDNOOBW ("List of Dirty, Naughty, Obscene and Otherwise Bad Words", npm naughty-words,
// CC BY 4.0) and a short list of hate (HATEFUL). Names are matched accent-folded ("Fück",
// "Røvhul"), and once more with their spaces, "-" and "_" taken out ("f u c k", "k-u-t").
// English follows obscenity's dataset and its exceptions (Scunthorpe, Cockburn, Dickens pass), also
// where it errs on the safe side: "Dick Johnson" is refused, as "Dick" is read as the insult on a
// public leaderboard more often than as a given name; a Richard can be "Rick". The other lists'
// ordinary words and names are left out (HARMLESS), and short words match only whole.

/**
 * The words of generated names in each language of the site: an adjective and a word of the card
 * table, in agreement ("Kluger Bube", "Slimme Boer"), each pair at most 12 letters so that a name
 * with 10 digits still fits MAX_LENGTH. A guest's name is chosen once, in the language of the
 * page that made the guest, and kept.
 */
export const GUEST_WORDS: Record<Locale, readonly [readonly string[], readonly string[]]> = {
  en: [
    ["Left", "Right", "Lone", "Bold", "Quiet", "Lucky", "Sly", "Steady", "Swift", "Clever"],
    ["Bower", "Maker", "Dealer", "Trump", "Ace", "Euchre", "Loner", "March", "Kitty", "Bidder"],
  ],
  da: [
    ["Kvik", "Modig", "Stille", "Heldig", "Snu", "Rolig", "Rask", "Klog", "Frisk", "Munter"],
    ["Knægt", "Konge", "Trumf", "Giver", "Melder", "Makker", "Dame", "Joker", "Ræv", "Helt"],
  ],
  de: [
    ["Kluger", "Kühner", "Wacher", "Froher", "Zäher", "Treuer", "Fixer", "Wilder", "Feiner", "Heller"],
    ["Bube", "König", "Trumpf", "Geber", "Bieter", "Stich", "Joker", "Zocker", "Held", "Fuchs"],
  ],
  sv: [
    ["Kvick", "Modig", "Tyst", "Klok", "Lugn", "Rask", "Slug", "Pigg", "Glad", "Djärv"],
    ["Knekt", "Kung", "Trumf", "Givare", "Dam", "Joker", "Räv", "Hjälte", "Björn", "Lodjur"],
  ],
  nl: [
    ["Slimme", "Kwieke", "Stille", "Vlugge", "Kalme", "Snelle", "Wijze", "Blije", "Trouwe", "Koene"],
    ["Boer", "Heer", "Troef", "Gever", "Bieder", "Maat", "Speler", "Joker", "Vos", "Held"],
  ],
};

/** A generated name in `locale`, its number of `digits` digits: 9,000 names of 2, ten times more for each more. */
export function guestName(digits = 2, locale: Locale = "en"): string {
  const [first, second] = GUEST_WORDS[locale];
  const name = `${first[randomInt(first.length)]} ${second[randomInt(second.length)]} ${randomInt(10 ** (digits - 1), 10 ** digits)}`;
  return isOffensive(name) ? guestName(digits, locale) : name; // a number can spell hate (1488) or, to the filter, a word (455)
}

/** Accents and combining marks on one character: Hindi ज़िं (nukta, vowel sign, anusvara) has 3. */
const MAX_MARKS = 3;
const MIN_LENGTH = 3;
const MAX_LENGTH = 24;
const ALLOWED = /^[\p{L}\p{M}\p{N} _-]+$/u;
const SEPARATORS = /[ _-]+/;

const LETTERS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", đ: "d", ð: "d", þ: "th", ł: "l", ı: "i" };
/** Lower case, without accents: what the word lists are matched against. */
function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[øæœßđðþłı]/g, (c) => LETTERS[c]!);
}

/**
 * List entries left out, folded. The lists mix insults with everyday words, mild slang and words
 * that are names or ordinary words in another of the site's languages; a name of those is
 * welcome. Kept out: ordinary words (nl "aftrekken" is to subtract, "naaien" to sew, de
 * "Rosette", "Vögeln" is also "birds"), given names and surnames (nl "Anita", sv "Pippa", "Pitt",
 * en "Lolita", "Butt", "Santorum", "Shota", "Mong", nl "Aso", "Del"), and mild or jokey words
 * that name nobody (nl "sufferd", "watje", sv "tusan", de "Popel").
 */
const words = (list: string) => list.split(",").map((w) => w.trim());
const HARMLESS = new Set([
  // da, de
  ...words(`bonze, fratze, ische, kimme, lummel, mufti, nackt, pinkeln, popel, reudig, rosette, schabracke, schiesser,
    schnackeln, vogeln, bimbo`),
  // sv
  ...words(`brutta, fan, hard, olla, pippa, pitt, prutt, pok, satan, stake, sas, satta pa, tusan, for helvete`),
  // nl
  ...words(`aardappels afgieten, achter het raam zitten, afrossen, aftrekken, afwerkplaats, anita, aso, asbak, balen,
    bedonderen, bekken, belazeren, beurt, boemelen, boerenpummel, brugpieper, buffelen, de hond uitlaten,
    de pijp uitgaan, del, dombo, driehoog achter wonen, engerd, flikken, gadverdamme, gat, gedoogzone, graftak,
    gras maaien, griet, hol, huisdealer, johny, kanen, klojo, klooien, knor, mafketel, matje, muts, naaien,
    naakt, nicht, opzouten, paal, palen, penoze, piesen, pijpen, poot, pot, potverdorie, publiciteitsgeil,
    raaskallen, remsporen, reutelen, rukken, schatje, schoft, slempen, spuiten, standje, stootje, sufferd,
    toeter, tongzoeng, vergallen, watje, welzijnsmafia, wippen, zaadje, zuigen`),
  // en (obscenity's own dataset covers English; these list entries are names or ordinary words)
  ...words(`big black, butt, domination, escort, fingering, girl on, guro, hard core, hardcore, jelly donut, lolita,
    mong, santorum, scat, shota, skeet, snatch, suck, sucks, tainted love, taste my, tied up, tongue in a,
    twinkie, xx`),
]);

/** Words the lists miss. */
const MORE = ["kusse", "kælling"];

/**
 * Hate the lists miss, kept here as no list of it is on npm (the profanity lists there hold
 * obscenities and slurs, no Nazis): the Nazi leaders whose names stand for nothing else (not
 * Göring, Bormann or Hess, which many people bear), Nazi and Ku Klux Klan words, and slurs.
 * "Heil" is refused as a word, as "Dick" is: a Mr Heil can say his given name.
 */
const HATEFUL = [
  ...["hitler", "himmler", "goebbels", "gobbels", "heydrich", "mengele", "eichmann"],
  ...["nazi", "nazis", "gestapo", "hakenkreuz", "heil", "kuklux", "untermensch", "judensau", "gook", "kaffir"],
];

/**
 * Hate symbols that are no word, in a folded name: 14 88 (the "14 words" and "Heil Hitler"), KKK
 * and the SS runes, also spaced out ("1 4 8 8", "k-k-k").
 */
const HATE_SYMBOLS = /(?<!\d)1[ _-]*4[ _-]*8[ _-]*8(?!\d)|(?<!\p{L})k[ _-]*k[ _-]*k(?!\p{L})|ᛋ[ _-]*ᛋ|ϟ[ _-]*ϟ/u;

/**
 * Inside a longer word, a listed word of 5 letters or more is still one (de "Riesenarschloch", sv
 * "discofitta"), except in these ordinary words and names.
 */
const INSIDE_OK: Record<string, string[]> = {
  arsch: ["marsch", "barsch", "harsch"],
  eichmann: ["reichmann"],
  eikel: ["eikelboom", "eikelenboom"],
  kusse: ["kussen"], // nl "kussen" (to kiss, a cushion), de "küssen"
  luder: ["luders"],
  penis: ["penistone"],
};

/** The thresholds of obscenity's collapseDuplicates (englishRecommendedTransformers) for the input. */
const KEEP_DOUBLE = new Set(["b", "e", "o", "l", "s", "g"]);
const collapse = (w: string) => w.replace(/(.)\1+/g, (run, c: string) => c.repeat(KEEP_DOUBLE.has(c) ? 2 : 1));

function listedWords(): DataSet<{ originalWord: string }> {
  const set = new DataSet<{ originalWord: string }>().addAll(englishDataset);
  const seen = new Set<string>();
  const add = (word: string, english: boolean) => {
    const f = fold(word).trim();
    // entries with characters a name cannot have ("s&m", "op z'n hondjes") or digits never match one
    if (!/^[a-z][a-z -]*[a-z]$/.test(f) || HARMLESS.has(f) || seen.has(f)) return;
    seen.add(f);
    const w = collapse(f);
    // Short words and phrases match only whole ("Pik" but not "Spike"); English words too, whose
    // compounds obscenity's own dataset already handles with its exceptions (Scunthorpe).
    const inside = !english && w.length >= 5 && !f.includes(" ");
    set.addPhrase((p) => {
      p.setMetadata({ originalWord: f }).addPattern(parseRawPattern(inside ? w : `|${w}|`));
      for (const ok of INSIDE_OK[f] ?? []) p.addWhitelistedTerm(ok);
      return p;
    });
  };
  for (const word of [...da, ...de, ...sv, ...nl, ...MORE, ...HATEFUL]) add(word, false);
  for (const word of en) add(word, true);
  return set;
}

/**
 * Names that obscenity's English dataset reads as an insult at their start: given names (Annalise,
 * Analisa: "anal"), surnames (Cummings, Fagerlund and the other Nordic "fager-" names, Wankel).
 */
const NAMES_OK = ["analis", "annalis", "cummings", "fager", "wankel"];

const { blacklistedTerms, whitelistedTerms } = listedWords().build();
const matcher = new RegExpMatcher({
  blacklistedTerms,
  // obscenity's English dataset excepts "fick" (it is not "fuck"); here it is the German word
  whitelistedTerms: [...(whitelistedTerms ?? []).filter((term) => term !== "fick"), ...NAMES_OK],
  ...englishRecommendedTransformers,
});

/**
 * Whether the filter flags the name: as it is, or spelt across two or more whole pieces with the
 * spaces, "-" and "_" taken out ("f u c k", "fu-ck", "k u t"). A match that takes only part of a
 * piece does not count there, so "Ana Lopez" (anal…) and "Hans Hitt" (…shit…) pass.
 */
export function isOffensive(name: string): boolean {
  const folded = fold(name);
  if (matcher.hasMatch(folded) || HATE_SYMBOLS.test(folded)) return true;
  const pieces = folded.split(SEPARATORS).filter(Boolean);
  if (pieces.length < 2) return false;
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const p of pieces) {
    starts.push(at);
    at += p.length;
    ends.push(at - 1);
  }
  return matcher.getAllMatches(pieces.join("")).some((m) => {
    const whole = starts.filter((s, i) => s >= m.startIndex && ends[i]! <= m.endIndex).length;
    return whole >= 2;
  });
}

const invalid = (message: string, reason: string) => new ApiError("invalid", message, { reason });
/**
 * Characters that show nothing, or nothing of their own: the default-ignorable ones (zero-width
 * spaces and joiners, variation selectors, tags, bidi controls, the Hangul fillers…).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** A mark on no letter (first, or after a space, digit, "-", "_"), or more than MAX_MARKS on one. */
const STRAY_MARKS = new RegExp(`(?:^|[^\\p{L}\\p{M}])\\p{M}|\\p{M}{${MAX_MARKS + 1},}`, "u");

/** The cleaned name, or an ApiError 422 with the reason. */
export function checkName(raw: string): string {
  const name = raw.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.match(INVISIBLE)) throw invalid("A name may not hold invisible characters.", "name_invisible");
  const length = [...name].length;
  if (length < MIN_LENGTH) throw invalid(`A name needs at least ${MIN_LENGTH} characters.`, "name_too_short");
  if (length > MAX_LENGTH) throw invalid(`A name can have at most ${MAX_LENGTH} characters.`, "name_too_long");
  if (!ALLOWED.test(name)) throw invalid("A name may use letters, digits, spaces, - and _ only.", "name_characters");
  if (!/[\p{L}\p{N}]/u.test(name)) throw invalid("A name needs at least one letter or digit.", "name_characters");
  if (STRAY_MARKS.test(name)) {
    throw invalid(`An accent or other mark must sit on a letter, at most ${MAX_MARKS} on one.`, "name_characters");
  }
  if (!name.split(SEPARATORS).every(inOneScript)) {
    throw invalid("Each word of a name must be in one script: no Latin and Cyrillic letters mixed, say.", "name_mixed_scripts");
  }
  if (isOffensive(name)) throw invalid("Please choose another name.", "name_offensive");
  return name;
}

/**
 * A name from outside (a GitHub display name, …) made acceptable: invisible characters go, others
 * a name cannot have become spaces, it is cut to the longest allowed, and if it still fails the
 * check (too short, offensive, …) the player gets a generated guest name instead. Never throws.
 */
export function acceptableName(outside: string | null | undefined): string {
  const cleaned = (outside ?? "")
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(/[^\p{L}\p{M}\p{N} _-]+/gu, " ")
    .trim()
    .replace(/\s+/g, " ");
  const cut = [...cleaned].slice(0, MAX_LENGTH).join("").trim();
  try {
    return checkName(cut);
  } catch (err) {
    if (err instanceof ApiError) return guestName();
    throw err;
  }
}
