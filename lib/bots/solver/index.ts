export { Solver, type DealSpec, type MoveValue, type SolveOptions } from "./solver";
