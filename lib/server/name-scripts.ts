import "server-only";

// Whether a word is written in one writing system, as UTS #39 reads "single script": a Latin a
// and a Cyrillic а side by side are how one name poses as another. A character shared by several
// scripts (its Script_Extensions) counts for each of them; digits, punctuation and combining
// accents (scripts Common and Inherited) go with any; and Japanese (Han, Hiragana, Katakana),
// Korean (Han, Hangul) and Chinese with Bopomofo each count as one system.

/** Every script of Unicode 17 (Node.js 24), by ISO 15924 code. */
const SCRIPTS = `Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm
  Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm
  Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr
  Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc
  Mero Miao Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma
  Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh
  Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh
  Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb`.split(/\s+/);

const SYSTEMS = [...SCRIPTS.map((s) => [s]), ["Hani", "Hira", "Kana"], ["Hani", "Hang"], ["Hani", "Bopo"]].map(
  (scripts) => new RegExp(`^[${[...scripts, "Zyyy", "Zinh"].map((s) => `\\p{scx=${s}}`).join("")}]*$`, "u"),
);

export const inOneScript = (word: string) => SYSTEMS.some((system) => system.test(word));
