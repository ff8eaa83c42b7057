import { sameAction } from "@/lib/analysis/actions";

/** How many of a decision's best options it shows before "show all". */
export const FEW = 5;

/**
 * The options a decision lists at first, best value first: the FEW best, and the preferred option
 * and the player's choice wherever they stand. A double-deck bid has 31–66 options, a wall on a
 * phone; a list that would hide fewer than three is shown whole (euchre's seven calls stay as
 * they are). `hidden` is how many a "show all" adds.
 */
export function shownOptions<O extends { action: object; value: number }>(
  options: readonly O[],
  best: object,
  chosen: object,
): { byValue: O[]; shown: O[]; hidden: number } {
  const byValue = [...options].sort((a, b) => b.value - a.value);
  const shown = byValue.filter((o, i) => i < FEW || sameAction(o.action, best) || sameAction(o.action, chosen));
  const hidden = byValue.length - shown.length;
  return hidden < 3 ? { byValue, shown: byValue, hidden: 0 } : { byValue, shown, hidden };
}
