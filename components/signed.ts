/** A number as shown on the site: a true minus sign (U+2212), never a hyphen: "−3". */
export const minus = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));

/** A net score, always with its sign: "+2", "−1", "0". */
export const signed = (n: number) => (n > 0 ? `+${n}` : minus(n));
