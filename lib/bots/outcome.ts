// What a deal's trick count is worth to one team: its points minus the other side's, by the
// variant's own scoring table (the engine's scoring functions). In three-hand and Napoleon, a
// player's points less each other player's, as the engine nets them.

import {
  netAgainst,
  scoreBid,
  scoreNapoleon,
  scoreThreeHand,
  scoreTrumpMaking,
  scoreUndertricks,
  teamOf,
  variantInfo,
  type Contract,
  type Team,
  type VariantId,
} from "../engine";

export function netPoints(variant: VariantId, contract: Contract, team: Team, teamTricks: number): number {
  const total = variantInfo(variant).tricksPerDeal;
  const makers = teamOf(variant, contract.declarer, contract);
  const makerTricks = makers === team ? teamTricks : total - teamTricks;
  if (variant === "three-hand") {
    const { maker, eachDefender } = scoreThreeHand(makerTricks);
    return makers === team ? netAgainst(maker, [eachDefender, eachDefender]) : netAgainst(eachDefender, [maker, eachDefender]);
  }
  if (variant === "hasenpfeffer") {
    const bidders = scoreUndertricks(contract.bid!, makerTricks, total).bidders; // the defenders score nothing
    return makers === team ? bidders : -bidders;
  }
  if (variant === "napoleon") {
    const { bidder, eachOpponent: each } = scoreNapoleon(contract.bid!, makerTricks);
    return makers === team ? netAgainst(bidder, [each, each, each]) : netAgainst(each, [bidder, each, each]);
  }
  const net =
    contract.bid === null
      ? netOf(scoreTrumpMaking(makerTricks, contract.alone))
      : netOf(scoreBid(contract.bid, contract.alone, makerTricks, total), "bidders");
  return makers === team ? net : -net;
}

function netOf(s: { makers?: number; bidders?: number; defenders: number }, side: "makers" | "bidders" = "makers"): number {
  return (s[side] ?? 0) - s.defenders;
}
