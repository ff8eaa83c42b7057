import type { RulesContent } from "./types";

const en: RulesContent = {
  euchre: {
    lead: "The classic: four players in two partnerships, five cards each, a turned-up card proposes trump and the side that makes trump must take three of the five tricks.",
    about: [
      "Euchre is a trick-taking game for four players in two partnerships; partners sit opposite each other. Here you play South with North as your partner against West and East.",
      "It uses 24 cards: ace, king, queen, jack, 10 and 9 of each suit. The jack of the trump suit (the right bower) is the highest trump, followed by the other jack of the same colour (the left bower), which belongs to the trump suit in every respect.",
    ],
    steps: [
      {
        title: "The deal",
        text: ["Each player gets five cards. The other four form the kitty, face down, and its top card is turned face up."],
      },
      {
        title: "Making trump",
        text: [
          "Starting left of the dealer, each player may pass or order up the turned card: its suit becomes trump and the dealer takes it into hand and discards a card. The dealer speaks last and may take it up.",
          "If all four pass, the card is turned down and there is a second round in which a player may name any other suit. If the first three pass again, the dealer must name a suit.",
          "The player who makes trump may announce to play alone; their partner then sits out the deal.",
        ],
      },
      {
        title: "Play",
        text: [
          "The player left of the dealer leads, or the next player who takes part. You must follow the suit led if you can (the left bower counts as trump); otherwise you may play any card. The highest trump wins the trick, or else the highest card of the suit led. The winner leads to the next trick.",
        ],
      },
      {
        title: "Scoring",
        text: ["Only one side scores in each deal."],
        table: {
          caption: "Points per deal",
          head: ["Makers' tricks", "Makers", "Defenders"],
          rows: [
            ["3 or 4", "1", "0"],
            ["5, with partner", "2", "0"],
            ["5, alone", "4", "0"],
            ["0 to 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Winning",
        text: ["The first side to reach 10 points wins the game. In the daily, each deal is scored on its own."],
      },
    ],
    differences: {
      caption: "Options of Euchre: what we play",
      head: ["Option", "Elsewhere", "Here"],
      rows: [
        [
          "Dealer stuck",
          "Some play that the cards are thrown in when all pass twice.",
          "Played: the dealer must name trump in the second round.",
        ],
        ["Going alone", "Some let anyone, even a defender, play alone.", "Only the maker, when making trump."],
        ["Canadian loner", "The dealer's partner who orders up must play alone.", "A choice in full games."],
        [
          "Joker (Benny)",
          "A 25th card above the right bower.",
          "A choice in full games. Turned up, the dealer names trump before looking at the hand.",
        ],
        ["32-card deck", "Sevens and eights added.", "A choice in full games; dailies use 24 cards."],
        ["Target", "10, 11, 15 or 21.", "10; full games may choose 5, 7, 11, 15 or 21."],
        ["Three players", "Each plays for themselves.", "Not played: four in two partnerships."],
      ],
    },
    decisions: [
      "A lone maker whose partner is the dealer plays without the turned card: the dealer sits out and makes no exchange.",
      "When the player left of the dealer sits out, the next player who takes part leads (our source page), not the player left of the lone player.",
      "In the second round nobody may name the turned-down suit, not even the stuck dealer.",
      "A lone maker who is euchred gives the defenders 2 points.",
      "With the joker, a turned joker makes the dealer name trump before looking at the hand, never alone; the joker counts as a trump in every way, so leading it leads trump.",
    ],
    history: [
      "Euchre grew from the European games of Juckerspiel and Écarté and was the most popular card game in the United States in the 19th century; the first rules in English date from the 1840s. It is still widely played in the American Midwest, in Canada, in Australia and in the south-west of England.",
    ],
  },
  "two-hand": {
    lead: "Euchre for two: five cards each, the turned card proposes trump, and the maker must take three tricks against a single opponent.",
    about: [
      "Two-handed Euchre keeps the cards and the bowers of Euchre but is played by two players, each for themselves. Here you play South against North.",
      "The deck has 24 cards, ace down to 9 in each suit, with the right and left bowers as the top trumps.",
    ],
    steps: [
      {
        title: "The deal",
        text: [
          "Each player gets five cards. The other fourteen are placed face down as a stock and the top card is turned face up. The deal alternates.",
        ],
      },
      {
        title: "Making trump",
        text: [
          "The non-dealer speaks first and may pass or order up the turned card. If they order up, its suit becomes trump and the dealer may pick up the card and discard one, or leave it.",
          "If the non-dealer passes, the dealer may pass or accept: the dealer takes the card, discards one and the suit becomes trump.",
          "If both pass, the card is turned down and each in turn may name another suit. If both pass again, the cards are thrown in and the other player deals.",
        ],
      },
      {
        title: "Play",
        text: [
          "The non-dealer always leads to the first trick. Follow suit if you can (the left bower counts as trump); otherwise play any card. The highest trump wins, or else the highest card of the suit led.",
        ],
      },
      {
        title: "Scoring",
        text: ["The player who made trump is the maker; the other is the defender."],
        table: {
          caption: "Points per deal",
          head: ["Maker's tricks", "Maker", "Defender"],
          rows: [
            ["3 or 4", "1", "0"],
            ["5", "2", "0"],
            ["0 to 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Winning",
        text: ["The first player to reach 10 points wins."],
      },
    ],
    differences: {
      caption: "How Two-handed Euchre differs from standard Euchre",
      head: ["Rule", "Standard Euchre", "Two-handed Euchre"],
      rows: [
        ["Players", "Four, in two partnerships.", "Two, each for themselves."],
        ["Undealt cards", "Four in the kitty.", "Fourteen in the stock."],
        ["Order up", "The dealer must take the card up.", "The dealer may take it up or leave it."],
        ["Second round", "The dealer must name trump.", "Both may pass; the cards are thrown in."],
        ["Going alone", "The maker may play alone for 4.", "Not possible: there is no partner."],
        ["First lead", "Left of the dealer.", "The non-dealer."],
      ],
    },
    decisions: [
      "The dealer's pick-up after an order-up is optional, as our source page says.",
      "The turned-down suit may not be named in the second round, as in standard Euchre.",
      "Four tricks score 1 point; only all five earn the bonus.",
      "The deal alternates after every deal, including a throw-in.",
    ],
    history: [
      "Two-player Euchre appears in 19th-century books of games such as Cassell's Book of In-door Amusements. It is a simple way to play Euchre without a four, and it keeps almost all of the four-player rules.",
    ],
  },
  "bid-six": {
    lead: "Bid Euchre replaces the turned card with an auction: all 24 cards are dealt, six each, players bid how many tricks they will take, and the highest bidder chooses trump, sans high or sans low.",
    about: [
      "Bid Euchre with six cards, also called Racehorse, is played by four players in two partnerships with the 24-card deck. Here you play South with North against West and East.",
      "Trump is not proposed by a card: the side that promises the most tricks chooses it, and both sides score every trick.",
    ],
    steps: [
      {
        title: "The deal",
        text: ["All 24 cards are dealt, six to each player. There is no kitty and no turned card."],
      },
      {
        title: "Bidding",
        text: [
          "Starting left of the dealer, each player bids once: a number of tricks from 3 to 6 that their side promises to take, higher than the previous bid, or passes. Bids name no suit.",
          "The dealer bids last and may take the contract by matching the highest bid. If all others passed, the dealer must bid at least 3.",
          "The highest bidder then chooses a trump suit (bowers as usual), sans high (no trump, ace down to 9) or sans low (no trump, 9 highest and ace lowest).",
        ],
      },
      {
        title: "Play",
        text: [
          "The highest bidder leads to the first of six tricks. Follow suit if you can; otherwise play any card. In sans there are no bowers: every jack belongs to its own suit.",
        ],
      },
      {
        title: "Scoring",
        text: [
          "Both sides score one point per trick. Bidders who take fewer tricks than they bid are set: they lose their bid instead, so scores can go below zero.",
        ],
        table: {
          caption: "Points per deal (bid b, bidders' tricks t)",
          head: ["Result", "Bidders", "Defenders"],
          rows: [
            ["Made (t ≥ b)", "+t", "+(6 − t)"],
            ["Set (t < b)", "−b", "+(6 − t)"],
          ],
        },
      },
      {
        title: "Winning",
        text: [
          "The game is to 32. A side wins only at the end of a deal in which it made its bid or set the bidders; tricks taken against a made bid do not win the game.",
        ],
      },
    ],
    differences: {
      caption: "How Bid Euchre (six cards) differs from standard Euchre",
      head: ["Rule", "Standard Euchre", "Bid Euchre (six cards)"],
      rows: [
        ["Deal", "Five each; four to the kitty, the top one turned up.", "All 24 cards, six each, no kitty and no turned card."],
        [
          "Choosing trump",
          "Accept the turned card's suit, or name another in a second round.",
          "One bidding round from the dealer's left: 3 to 6 tricks, higher than the last bid, or pass.",
        ],
        [
          "The dealer",
          "Must choose trump if all pass twice.",
          "Bids last, may match the highest bid; must bid at least 3 if all others passed.",
        ],
        ["Trump", "Always a suit, with the bowers on top.", "A suit (bowers as usual), sans high or sans low."],
        ["First lead", "Left of the dealer, or the next player taking part.", "The highest bidder."],
        [
          "Scoring",
          "Makers 1 for three or four tricks, 2 for five, 4 alone; defenders 2 for a euchre.",
          "One point per trick for each side; set bidders lose their bid.",
        ],
        ["Winning", "First side to 10.", "32, in a deal where the side made its bid or set the bidders."],
        ["Playing alone", "The maker may play alone.", "Not offered."],
      ],
    },
    decisions: [
      "The dealer may match any highest bid, including their partner's, and may also bid higher.",
      "After a bid of 6 the other non-dealers can only pass; the dealer may still match 6.",
      "A made bid scores the tricks taken, not the bid, and the defenders always score their tricks.",
    ],
    history: [
      "Bid Euchre is a family of games rather than one game. Bid Euchre, also known as Auction Euchre, Pepper or Hasenpfeffer, is a group of North American variants in which trump is decided by bidding.",
      "The version played here is the one called Bid Euchre, 6-Card Euchre or Racehorse. Some forms of Bid Euchre have lone bids, but descriptions of this version do not mention them, so they are not offered here.",
    ],
  },
  "double-deck": {
    lead: "Euchre with an auction and two decks: bid how many of the twelve tricks your side will take, choose trump or sans, and play alone for the big score.",
    about: [
      "Double-deck Bid Euchre is played by four players in two partnerships with 48 cards: ace, king, queen, jack, 10 and 9 from two decks shuffled together. Each player gets twelve cards. Here you play South with North against West and East.",
      "Every card exists twice, so there are two right bowers and two left bowers. When two identical cards fall in the same trick, the one played first beats the other.",
    ],
    steps: [
      {
        title: "The deal",
        text: ["All 48 cards are dealt, twelve to each player. There is no kitty."],
      },
      {
        title: "Bidding",
        text: [
          "Starting left of the dealer, players bid a number of tricks (1 to 12) together with a trump suit or sans. Each bid must name more tricks than the previous one; suits have no rank. A player who passed may bid again later.",
          "Bidding ends when the other three pass in succession, when someone bids 12, or when someone bids to play alone, naming trump or sans. If all four pass at the start, the deal is thrown in.",
          "A lone bidder may discard up to three cards face down; their partner, without seeing them, passes as many cards face down in return and then sits out the deal.",
        ],
      },
      {
        title: "Play",
        text: [
          "The highest bidder leads. Follow suit if you can; if not, you may trump or discard any card. In sans each suit runs from ace to 9 and there are no bowers.",
        ],
      },
      {
        title: "Scoring",
        text: ["Both sides score one point per trick. Bidders who fall short lose their bid instead; scores can go below zero."],
        table: {
          caption: "Points per deal (bid b, bidders' tricks t)",
          head: ["Result", "Bidders", "Defenders"],
          rows: [
            ["Made (t ≥ b)", "+t", "+(12 − t)"],
            ["Set (t < b)", "−b", "+(12 − t)"],
            ["Alone, all 12 tricks", "+24", "0"],
            ["Alone, fewer than 12", "−24", "+(12 − t)"],
          ],
        },
      },
      {
        title: "Winning",
        text: ["The game is to 52. As in every Bid Euchre, a side wins only in a deal in which it made its bid or set the bidders."],
      },
    ],
    differences: {
      caption: "How Double-deck Bid Euchre differs from standard Euchre",
      head: ["Rule", "Standard Euchre", "Double-deck Bid Euchre"],
      rows: [
        ["Deck", "24 cards.", "48 cards: two decks of 24."],
        ["Deal", "Five each; a turned card.", "Twelve each; no kitty, no turned card."],
        [
          "Choosing trump",
          "Accept the turned card's suit or name another.",
          "An auction of 1 to 12 tricks with a suit or sans, in as many rounds as needed.",
        ],
        ["The dealer", "Must choose trump if all pass twice.", "No privilege; if all pass, the deal is thrown in."],
        ["Identical cards", "Do not exist.", "The first played beats the second."],
        ["First lead", "Left of the dealer.", "The highest bidder."],
        [
          "Playing alone",
          "The maker may play alone for 4.",
          "The highest bid: all 12 tricks for 24, with an exchange of up to three cards.",
        ],
        [
          "Scoring and target",
          "1, 2 or 4 to the makers, 2 for a euchre; first to 10.",
          "One point per trick for each side, set bidders lose their bid; 52.",
        ],
      ],
    },
    decisions: [
      "Sans is sans high only; there is no sans low in this version.",
      "The lowest bid is 1, as our source page says (other versions start at 3 or 6).",
      "A bid of 12 ends the auction: nobody can then bid to play alone.",
      "A lone bid names its trump or sans with the bid, so the partner knows it when choosing cards to pass.",
      "When a lone hand fails, the defenders score their tricks as well.",
    ],
    history: [
      "Bid Euchre is the name of a group of North American games based on Euchre in which trump is set by whoever commits to taking the most tricks, rather than by turning a card. There is no single rulebook: versions differ mainly in deck size, often a double deck, and in the bids allowed. Pepper, Pfeffer, Hasenpfeffer and Buck Euchre belong to the same family.",
      "The rules here follow pagat.com's general rules for Bid Euchre with its Double Deck Bid Euchre from the mid-western USA. That version sets no target, so we play to 52, the target of pagat's versions from Barrie and Kokomo.",
    ],
  },
  "three-hand": {
    lead: "Euchre for three, each for themselves: whoever makes trump plays alone against the other two, who join forces for that deal only.",
    about: [
      "Three-handed (cut-throat) Euchre keeps the cards, bowers and calls of standard Euchre, with three players and no fixed partners. Here you play South against West and East.",
      "The deck has 24 cards, ace down to 9 in each suit, with the right and left bowers as the top trumps. Each player keeps their own score.",
    ],
    steps: [
      {
        title: "The deal",
        text: [
          "Each player gets five cards. The other nine form the kitty and its top card is turned face up. The deal passes to the left.",
        ],
      },
      {
        title: "Making trump",
        text: [
          "From the dealer's left, each player may pass or order up the turned card; the dealer, last, may take it up. Its suit becomes trump, and the dealer picks up the card and discards one.",
          "If all three pass, the card is turned down and each in turn may name another suit. The dealer must name one if the other two pass.",
          "Nobody goes alone: the maker already plays alone against the other two.",
        ],
      },
      {
        title: "Play",
        text: [
          "The player left of the dealer leads. Follow suit if you can (the left bower counts as trump); otherwise play any card. The highest trump wins, or else the highest card of the suit led. The two defenders' tricks count together.",
        ],
      },
      {
        title: "Scoring",
        text: ["The maker needs three tricks. If the maker fails, each of the other two scores 2."],
        table: {
          caption: "Points per deal",
          head: ["Maker's tricks", "Maker", "Each defender"],
          rows: [
            ["3 or 4", "1", "0"],
            ["5", "3", "0"],
            ["0 to 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Winning",
        text: [
          "The first player to reach 10 points, and to be ahead of both others, wins; if two reach it level, play goes on. In a daily, a board's net is your points minus each opponent's, added up: +2 when you make trump, −4 when you are euchred, +2 when you help euchre a maker.",
        ],
      },
    ],
    differences: {
      caption: "How Three-handed Euchre differs from standard Euchre",
      head: ["Rule", "Standard Euchre", "Three-handed Euchre"],
      rows: [
        ["Players", "Four, in two partnerships.", "Three, each for themselves."],
        ["Undealt cards", "Four in the kitty.", "Nine in the kitty."],
        ["Sides", "Fixed partners.", "The maker against the other two, for one deal."],
        ["Going alone", "The maker may play alone for 4.", "Always: the maker plays alone; no extra call."],
        ["March", "2 points.", "3 points."],
        ["Euchre", "The defending side scores 2.", "Each defender scores 2."],
        ["Winning", "The first side to 10.", "The first player to 10 who is ahead of both others."],
      ],
    },
    decisions: [
      "We play the form of three-handed Euchre that keeps standard Euchre's up-card, two rounds and forced dealer, as our source page's 'three, each for themselves' suggests; games with trick bids and widows are other games.",
      "A march scores 3, and a euchre 2 to each defender, as in the common cut-throat rules.",
      "Two players level at 10 or more play on until one is ahead.",
    ],
    history: [
      "Three-handed, or cut-throat, Euchre is the usual answer when a fourth player is missing. It appears in 19th-century books on Euchre and is still played at home and in clubs, with small differences in scoring from table to table.",
    ],
  },
  railroad: {
    lead: "Fast Euchre: four players in two partnerships with the joker as the top trump, and a lone hand trades a card for its partner's best.",
    about: [
      "Railroad Euchre is standard Euchre with two additions that make points come quickly: the joker, and the lone player's call for the partner's best card. Here you play South with North as your partner against West and East.",
      "The deck has 25 cards: ace down to 9 in each suit and the joker. The joker is the highest trump, above the right and left bowers, and belongs to the trump suit in every respect.",
    ],
    steps: [
      {
        title: "The deal",
        text: [
          "Each player gets five cards. The other five form the kitty and its top card is turned face up. If that card is the joker, the dealer names trump before looking at the hand, and plays with the partner.",
        ],
      },
      {
        title: "Making trump",
        text: [
          "As in Euchre: from the dealer's left, each player may pass or order up the turned card, which the dealer takes in exchange for a discard; in a second round, another suit may be named, and the dealer must name one if the others pass.",
          "The player who makes trump may announce to play alone.",
        ],
      },
      {
        title: "The partner's best card",
        text: [
          "A lone player may put one card face down, or none, without seeing what comes back. The partner, who has not seen that card, then passes one card of their choice face down, usually their best, and sits out the deal.",
          "Only the two partners see the card passed; the opponents only see that a card changed hands. When the dealer's partner plays alone, the dealer passes a card from their own hand; the turned card stays on the table.",
        ],
      },
      {
        title: "Play",
        text: [
          "The player left of the dealer leads, or the next player who takes part. Follow suit if you can (the joker and the left bower count as trump); otherwise play any card. The highest trump wins, or else the highest card of the suit led.",
        ],
      },
      {
        title: "Scoring",
        text: ["Only one side scores in each deal."],
        table: {
          caption: "Points per deal",
          head: ["Makers' tricks", "Makers", "Defenders"],
          rows: [
            ["3 or 4", "1", "0"],
            ["5, with partner", "2", "0"],
            ["5, alone", "4", "0"],
            ["0 to 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Winning",
        text: ["The first side to reach 10 points wins the game. In the daily, each deal is scored on its own."],
      },
    ],
    differences: {
      caption: "How Railroad Euchre differs from standard Euchre",
      head: ["Rule", "Standard Euchre", "Railroad Euchre"],
      rows: [
        ["Deck", "24 cards.", "25 cards: the joker is the highest trump."],
        ["Undealt cards", "Four in the kitty.", "Five in the kitty."],
        ["Going alone", "The partner sits out with their cards.", "The lone player may trade one card for one of the partner's."],
        ["Scoring and winning", "1, 2, 4 alone; 2 for a euchre; 10 wins.", "The same."],
      ],
    },
    decisions: [
      "Sources differ on what makes Euchre 'Railroad': we play the two features they share, the joker and the call for the partner's best card, with standard Euchre's scores and game of 10.",
      "The lone player chooses whether to give up a card, and which, before seeing the partner's card, as most sources say; keeping the hand means no card is passed.",
      "Only the maker may go alone; nobody defends alone against a lone hand.",
      "A dealer who takes up the turned card discards first; if the dealer also plays alone, they put down one more card for the partner's.",
      "Laps (extra points carried into the next game) and doubled shut-outs are not played.",
    ],
    history: [
      "Railroad Euchre was named in the 19th century for the speed at which its points are made, and an 1887 book says it had largely replaced the older game. It is played with the joker, which Euchre brought into the pack in the 1850s as the best trump, and the books of the time describe the lone player calling for the partner's best card.",
    ],
  },
  hasenpfeffer: {
    lead: "Euchre with bids and a joker: 25 cards, six each, the players bid for the right to name trump, and the joker is always the highest trump.",
    about: [
      "Hasenpfeffer is played by four players in two partnerships with the 24-card deck and a joker. Here you play South with North against West and East.",
      "The joker is the highest trump in every deal, above the right bower, and belongs to the trump suit in every respect. Whoever is dealt it may have to bid with it.",
    ],
    steps: [
      {
        title: "The deal",
        text: ["Each player gets six cards, dealt three at a time. The 25th card stays face down and is not used."],
      },
      {
        title: "Bidding",
        text: [
          "Starting left of the dealer, each player bids once: a number of tricks from 3 to 6 that their side promises to take, higher than the previous bid, or passes. Bids name no suit. The dealer speaks last and must also bid higher.",
          "If all four pass, the player who holds the joker must bid 3. If nobody holds it because it is the unused card, the deal is void and the next player deals; in a daily, such a deal ends 0 to 0.",
          "The highest bidder then names a trump suit. There is no sans.",
        ],
      },
      {
        title: "Play",
        text: [
          "The highest bidder leads to the first of six tricks. Follow suit if you can (the joker and the left bower count as trump); otherwise play any card. The highest trump wins the trick, or else the highest card of the suit led.",
        ],
      },
      {
        title: "Scoring",
        text: [
          "Only the bidders score. If they take at least as many tricks as they bid, they score a point for each trick they took; if not, they lose a point for each trick they are short. Scores can go below zero.",
        ],
        table: {
          caption: "Points per deal (bid b, bidders' tricks t)",
          head: ["Result", "Bidders", "Defenders"],
          rows: [
            ["Made (t ≥ b)", "+t", "0"],
            ["Set (t < b)", "−(b − t)", "0"],
          ],
        },
      },
      {
        title: "Winning",
        text: ["The first side to reach 10 points wins the game. In the daily, each deal is scored on its own."],
      },
    ],
    differences: {
      caption: "How Hasenpfeffer differs from standard Euchre",
      head: ["Rule", "Standard Euchre", "Hasenpfeffer"],
      rows: [
        ["Cards", "24.", "24 and a joker, the highest trump."],
        ["Deal", "Five each; four to the kitty, the top one turned up.", "Six each, in threes; one card stays face down, unused."],
        [
          "Choosing trump",
          "Accept the turned card's suit, or name another in a second round.",
          "One bidding round from the dealer's left: 3 to 6 tricks, higher than the last bid, or pass.",
        ],
        [
          "All pass",
          "The dealer must name trump in the second round.",
          "The joker's holder must bid 3; if the joker is the unused card, the deal is void.",
        ],
        ["Going alone", "The maker may play alone.", "Not played."],
        ["First lead", "Left of the dealer, or the next player taking part.", "The highest bidder."],
        [
          "Scoring",
          "Makers 1 for three or four tricks, 2 for five, 4 alone; defenders 2 for a euchre.",
          "Bidders a point a trick if they make their bid, else minus a point a trick short; defenders nothing.",
        ],
        ["Winning", "First side to 10.", "First side to 10."],
      ],
    },
    decisions: [
      "The sources describe two games under this name; we play the one with the joker and its forced bid. Pepper, a related game, has neither.",
      'One bidding round from 3 to 6, as in six-card Bid Euchre: "nobody bids" then simply means four passes, and the forced bid of 3 is also the lowest bid.',
      "Trump is always a suit: the joker is only ever described as the highest trump.",
      "The highest bidder leads, as in Pepper. The defenders score nothing: the source we follow gives points to the bidders only.",
      "A daily has 7 deals, about as many cards as a Euchre daily.",
    ],
    history: [
      'Hasenpfeffer, "peppered hare", the name of a German stew, appears in American card-game books as a relative of Euchre from the Pennsylvania Dutch. The name probably gave Pepper, a bidding game still played in Iowa and Ohio.',
    ],
  },
  napoleon: {
    lead: "Nap for four, each for themselves: the highest bidder plays alone against the other three, and the first card led makes trumps.",
    about: [
      "Napoleon, or Nap, is an English round game related to Euchre. There are no bowers: every suit runs ace, king, queen, jack, 10, 9, 8, 7. Here you play South against West, North and East.",
      "The deck has 32 cards, ace down to 7 in each suit. Each player keeps their own score.",
    ],
    steps: [
      {
        title: "The deal",
        text: ["Each player gets five cards, three and then two at a time. The other twelve are not used. The deal passes to the left."],
      },
      {
        title: "Bidding",
        text: [
          "From the dealer's left, each player has one chance to bid or pass, and each bid must be higher than the last: Three, Four, Nap (all five tricks), and, only after a Nap, Wellington (all five at double stakes). Nothing beats a Wellington, so it ends the bidding.",
          "A bid names tricks only, never a suit. If all four pass, the cards are thrown in and the next dealer deals.",
        ],
      },
      {
        title: "Play",
        text: [
          "The highest bidder leads any card, and its suit is trumps for the deal. Follow suit if you can; otherwise play any card. The highest trump wins, or else the highest card of the suit led. The other three play together against the bidder, whose tricks are counted against theirs.",
        ],
      },
      {
        title: "Scoring",
        text: [
          "A bidder who takes at least the tricks bid (all five for Nap and Wellington) wins the stake from each other player; one who fails pays each of them the stake. Extra tricks count for nothing.",
        ],
        table: {
          caption: "Stakes, won from or paid to each other player",
          head: ["Bid", "Tricks needed", "Stake"],
          rows: [
            ["Three", "3", "3"],
            ["Four", "4", "4"],
            ["Nap", "5", "5"],
            ["Wellington", "5", "10"],
          ],
        },
      },
      {
        title: "Winning",
        text: [
          "A won stake scores for the bidder; a lost one scores for each of the other three. The first player to reach 20 points, and to be ahead of every other, wins; if two reach it level, play goes on. In a daily, a board's net is what you won or paid: a made Four bid by you is +12, a failed one −12, and a bid by someone else gives you the stake or costs you it.",
        ],
      },
    ],
    differences: {
      caption: "How Napoleon differs from standard Euchre",
      head: ["Rule", "Standard Euchre", "Napoleon"],
      rows: [
        ["Players", "Four, in two partnerships.", "Four, each for themselves."],
        ["Deck", "24 cards, 9 to ace.", "32 cards, 7 to ace; twelve are not dealt."],
        [
          "Card order",
          "The right and left bowers are the top trumps.",
          "No bowers: ace high, then king, queen, jack, 10, 9, 8, 7 in every suit.",
        ],
        [
          "Choosing trump",
          "Order up the turned card, or name a suit in a second round.",
          "One bid each, in tricks only; the highest bidder's first card makes trumps.",
        ],
        ["All pass", "The dealer must name trump.", "The cards are thrown in."],
        ["First lead", "The player left of the dealer.", "The highest bidder."],
        ["Sides", "Fixed partners.", "The bidder alone against the other three, for one deal."],
        ["Scoring", "Makers 1 or 2 (4 alone); a euchre gives the defenders 2.", "The bid's stake, 3 to 10, from or to each other player."],
        ["Winning", "The first side to 10.", "The first player to 20 who is ahead of every other."],
      ],
    },
    decisions: [
      "We play with four and the 32-card pack (7 to ace), as books suggest for four players; the lowest bid is Three, as in our source, with no Two, Misery or Blücher.",
      "Each bid has one stake, won or paid alike: 3, 4, 5 for Nap and 10 for Wellington. Some books pay a Nap 10 and charge 5; we keep win and loss equal.",
      "A Wellington ends the bidding at once, since nobody may bid over it.",
      "All tricks are played out, as in our other games, even when the result is already settled.",
      "A full game is to 20 points, since Nap itself is played for stakes without an end.",
    ],
    history: [
      "Nap is recorded in England from the late 19th century and may be named after Napoleon III; Wellington and Blücher, the bids over Nap, are named after Napoleon's opponents at Waterloo. To 'go nap' still means to risk everything.",
    ],
  },
};

export default en;
