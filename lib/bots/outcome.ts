// What a deal's trick count is worth to one team: its points minus the other side's, by the
// variant's own scoring table (the engine's scoring functions).

import { scoreBid, scoreTrumpMaking, teamOf, variantInfo, type Contract, type Team, type VariantId } from "../engine";

export function netPoints(variant: VariantId, contract: Contract, team: Team, teamTricks: number): number {
  const total = variantInfo(variant).tricksPerDeal;
  const makers = teamOf(variant, contract.declarer);
  const makerTricks = makers === team ? teamTricks : total - teamTricks;
  const net =
    contract.bid === null
      ? netOf(scoreTrumpMaking(makerTricks, contract.alone))
      : netOf(scoreBid(contract.bid, contract.alone, makerTricks, total), "bidders");
  return makers === team ? net : -net;
}

function netOf(s: { makers?: number; bidders?: number; defenders: number }, side: "makers" | "bidders" = "makers"): number {
  return (s[side] ?? 0) - s.defenders;
}
