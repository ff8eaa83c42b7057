// The analysis after a game (docs/analysis.md): each decision valued from the player's own view,
// marks and accuracy, and, for after the day closes, the open hands' par and card values.

export { analyseGame, type AnalysisOptions, type BoardAnalysis, type BoardPar, type Decision, type GameAnalysis } from "./game";
export { MARKS, type Mark, type Summary } from "./marks";
export type { CardValue, ParEntry } from "./par";
