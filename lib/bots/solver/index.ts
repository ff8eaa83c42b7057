export { Solver, type MoveValue, type SolveOptions } from "./search";
export type { DealSpec } from "./position";
