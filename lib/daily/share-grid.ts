// The spoiler-free picture of a daily in its share text: one square a board, saying how the board
// went without its cards or scores. Against the field, better, equal or worse than its middle
// (matchpoints above, at or below 50%); before anyone else has played the board, the net's sign.

export const SQUARES = { better: "🟩", equal: "🟨", worse: "🟥" } as const;

export type BoardMark = keyof typeof SQUARES;

export function boardMark(board: { net: number; mpPct: number | null }): BoardMark {
  const against = board.mpPct === null ? board.net : board.mpPct - 50;
  return against > 0 ? "better" : against < 0 ? "worse" : "equal";
}

export const shareGrid = (boards: readonly { net: number; mpPct: number | null }[]) => boards.map((b) => SQUARES[boardMark(b)]).join("");
