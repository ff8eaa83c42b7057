import type { RulesContent } from "./types";

const de: RulesContent = {
  euchre: {
    lead: "Der Klassiker: vier Spieler in zwei Parteien, fünf Karten für jeden, eine aufgedeckte Karte schlägt Trumpf vor, und die Partei, die Trumpf bestimmt, muss drei der fünf Stiche machen.",
    about: [
      "Euchre ist ein Stichspiel für vier Spieler in zwei Parteien; die Partner sitzen sich gegenüber. Hier spielst du Süd mit Nord als Partner gegen West und Ost.",
      "Gespielt wird mit 24 Karten: Ass, König, Dame, Bube, 10 und 9 in jeder Farbe. Der Bube der Trumpffarbe (der rechte Bauer) ist der höchste Trumpf, danach kommt der andere Bube derselben Farbe (der linke Bauer), der in jeder Hinsicht als Trumpf zählt.",
    ],
    steps: [
      {
        title: "Das Geben",
        text: ["Jeder Spieler bekommt fünf Karten. Die übrigen vier bilden verdeckt den Stock, und seine oberste Karte wird aufgedeckt."],
      },
      {
        title: "Trumpf bestimmen",
        text: [
          "Beginnend links vom Geber darf jeder passen oder die aufgedeckte Karte bestellen: Ihre Farbe wird Trumpf, und der Geber nimmt sie auf und legt eine Karte ab. Der Geber spricht zuletzt und darf sie selbst aufnehmen.",
          "Passen alle vier, wird die Karte umgedreht, und in einer zweiten Runde darf jeder eine andere Farbe nennen. Passen die ersten drei wieder, muss der Geber eine Farbe nennen.",
          "Wer Trumpf bestimmt, darf ansagen, allein zu spielen; sein Partner setzt dann diese Runde aus.",
        ],
      },
      {
        title: "Das Spiel",
        text: [
          "Der Spieler links vom Geber spielt aus, oder der nächste, der mitspielt. Du musst Farbe bedienen, wenn du kannst (der linke Bauer zählt als Trumpf); sonst darfst du eine beliebige Karte spielen. Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Farbe. Wer den Stich macht, spielt zum nächsten aus.",
        ],
      },
      {
        title: "Die Wertung",
        text: ["In jeder Runde punktet nur eine Partei."],
        table: {
          caption: "Punkte pro Runde",
          head: ["Stiche der Trumpfpartei", "Trumpfpartei", "Gegner"],
          rows: [
            ["3 oder 4", "1", "0"],
            ["5, mit Partner", "2", "0"],
            ["5, allein", "4", "0"],
            ["0 bis 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Gewinnen",
        text: ["Die Partei, die zuerst 10 Punkte erreicht, gewinnt die Partie. Im Tagesspiel wird jede Runde für sich gewertet."],
      },
    ],
    differences: {
      caption: "Optionen im Euchre: was wir spielen",
      head: ["Option", "Anderswo", "Hier"],
      rows: [
        [
          "Geber muss wählen",
          "Manche werfen die Karten ein, wenn alle zweimal passen.",
          "Gespielt: Der Geber muss in der zweiten Runde Trumpf nennen.",
        ],
        ["Allein spielen", "Manche lassen jeden allein spielen, auch einen Gegner.", "Nur wer Trumpf bestimmt, mit dieser Ansage."],
        ["Kanadischer Alleingang", "Bestellt der Partner des Gebers, muss er allein spielen.", "Wählbar in ganzen Partien."],
        [
          "Joker (Benny)",
          "Eine 25. Karte über dem rechten Bauer.",
          "Wählbar in ganzen Partien. Liegt er offen, nennt der Geber Trumpf, bevor er seine Karten sieht.",
        ],
        ["Spiel mit 32 Karten", "Siebenen und Achten kommen dazu.", "Wählbar in ganzen Partien; die Tagesspiele nutzen 24 Karten."],
        ["Zielpunktzahl", "10, 11, 15 oder 21.", "10; ganze Partien können 5, 7, 11, 15 oder 21 wählen."],
        ["Drei Spieler", "Jeder spielt für sich.", "Nicht gespielt: vier in zwei Parteien."],
      ],
    },
    decisions: [
      "Spielt der Partner des Gebers allein, bleibt die aufgedeckte Karte liegen: Der Geber setzt aus und tauscht nicht.",
      "Setzt der Spieler links vom Geber aus, spielt der nächste Mitspieler aus (so unsere Quellseite), nicht der Spieler links vom Alleinspieler.",
      "In der zweiten Runde darf niemand die umgedrehte Farbe nennen, auch nicht der Geber, der wählen muss.",
      "Wird ein Alleinspieler euchred, bekommen die Gegner 2 Punkte.",
      "Mit Joker: Liegt er offen, nennt der Geber Trumpf, ohne seine Karten zu sehen, und nie allein; der Joker ist in jeder Hinsicht Trumpf, wer ihn ausspielt, spielt Trumpf aus.",
    ],
    history: [
      "Euchre entstand aus den europäischen Spielen Juckerspiel und Écarté und war im 19. Jahrhundert das beliebteste Kartenspiel der USA; die ersten englischen Regeln stammen aus den 1840er-Jahren. Noch heute wird es viel im Mittleren Westen der USA, in Kanada, Australien und im Südwesten Englands gespielt.",
    ],
  },
  "two-hand": {
    lead: "Euchre zu zweit: fünf Karten für jeden, die aufgedeckte Karte schlägt Trumpf vor, und wer Trumpf bestimmt, muss gegen einen einzigen Gegner drei Stiche machen.",
    about: [
      "Euchre zu zweit behält die Karten und die Bauern des Euchre, wird aber von zwei Spielern gespielt, jeder für sich. Hier spielst du Süd gegen Nord.",
      "Das Spiel hat 24 Karten, Ass bis 9 in jeder Farbe, mit dem rechten und linken Bauer als höchsten Trümpfen.",
    ],
    steps: [
      {
        title: "Das Geben",
        text: [
          "Jeder Spieler bekommt fünf Karten. Die übrigen vierzehn liegen verdeckt als Stock, und die oberste Karte wird aufgedeckt. Es gibt abwechselnd.",
        ],
      },
      {
        title: "Trumpf bestimmen",
        text: [
          "Der Nichtgeber spricht zuerst und darf passen oder die aufgedeckte Karte bestellen. Bestellt er, wird ihre Farbe Trumpf, und der Geber darf die Karte aufnehmen und eine ablegen oder sie liegen lassen.",
          "Passt der Nichtgeber, darf der Geber passen oder annehmen: Er nimmt die Karte, legt eine ab, und ihre Farbe wird Trumpf.",
          "Passen beide, wird die Karte umgedreht, und jeder darf der Reihe nach eine andere Farbe nennen. Passen beide wieder, werden die Karten eingeworfen und der andere gibt.",
        ],
      },
      {
        title: "Das Spiel",
        text: [
          "Der Nichtgeber spielt immer zum ersten Stich aus. Bediene Farbe, wenn du kannst (der linke Bauer zählt als Trumpf); sonst spiele eine beliebige Karte. Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe.",
        ],
      },
      {
        title: "Die Wertung",
        text: ["Wer Trumpf bestimmt hat, ist der Macher; der andere ist der Verteidiger."],
        table: {
          caption: "Punkte pro Runde",
          head: ["Stiche des Machers", "Macher", "Verteidiger"],
          rows: [
            ["3 oder 4", "1", "0"],
            ["5", "2", "0"],
            ["0 bis 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Gewinnen",
        text: ["Wer zuerst 10 Punkte erreicht, gewinnt."],
      },
    ],
    differences: {
      caption: "Wie sich Euchre zu zweit vom normalen Euchre unterscheidet",
      head: ["Regel", "Normales Euchre", "Euchre zu zweit"],
      rows: [
        ["Spieler", "Vier, in zwei Parteien.", "Zwei, jeder für sich."],
        ["Nicht verteilte Karten", "Vier im Stock.", "Vierzehn im Stock."],
        ["Bestellen", "Der Geber muss die Karte aufnehmen.", "Der Geber darf sie aufnehmen oder liegen lassen."],
        ["Zweite Runde", "Der Geber muss Trumpf nennen.", "Beide dürfen passen; dann wird eingeworfen."],
        ["Allein spielen", "Wer Trumpf bestimmt, darf für 4 allein spielen.", "Nicht möglich: Es gibt keinen Partner."],
        ["Erstes Ausspiel", "Links vom Geber.", "Der Nichtgeber."],
      ],
    },
    decisions: [
      "Nach dem Bestellen darf der Geber die Karte aufnehmen, muss aber nicht, wie unsere Quellseite sagt.",
      "In der zweiten Runde darf die umgedrehte Farbe nicht genannt werden, wie im normalen Euchre.",
      "Vier Stiche zählen 1 Punkt; nur alle fünf bringen den Bonus.",
      "Es gibt nach jeder Runde abwechselnd, auch nach dem Einwerfen.",
    ],
    history: [
      "Euchre für zwei Spieler steht schon in Spielebüchern des 19. Jahrhunderts wie Cassell's Book of In-door Amusements. Es ist eine einfache Art, Euchre ohne vierte Person zu spielen, und behält fast alle Regeln des Spiels zu viert.",
    ],
  },
  "bid-six": {
    lead: "Bid Euchre ersetzt die aufgedeckte Karte durch eine Versteigerung: Alle 24 Karten werden verteilt, sechs an jeden, man bietet, wie viele Stiche man macht, und der Höchstbietende wählt Trumpf, Sans hoch oder Sans niedrig.",
    about: [
      "Bid Euchre mit sechs Karten, auch Racehorse genannt, wird von vier Spielern in zwei Parteien mit 24 Karten gespielt. Hier spielst du Süd mit Nord gegen West und Ost.",
      "Trumpf wird nicht von einer Karte vorgeschlagen: Die Partei, die die meisten Stiche verspricht, wählt ihn, und beide Parteien zählen jeden Stich.",
    ],
    steps: [
      {
        title: "Das Geben",
        text: ["Alle 24 Karten werden verteilt, sechs an jeden Spieler. Es gibt keinen Stock und keine aufgedeckte Karte."],
      },
      {
        title: "Das Bieten",
        text: [
          "Beginnend links vom Geber bietet jeder Spieler einmal: eine Anzahl Stiche von 3 bis 6, die seine Partei machen will, höher als das vorige Gebot, oder er passt. Gebote nennen keine Farbe.",
          "Der Geber bietet zuletzt und darf den Vertrag übernehmen, indem er das höchste Gebot hält. Haben alle anderen gepasst, muss der Geber mindestens 3 bieten.",
          "Der Höchstbietende wählt dann eine Trumpffarbe (Bauern wie üblich), Sans hoch (kein Trumpf, Ass bis 9) oder Sans niedrig (kein Trumpf, die 9 am höchsten, das Ass am niedrigsten).",
        ],
      },
      {
        title: "Das Spiel",
        text: [
          "Der Höchstbietende spielt zum ersten von sechs Stichen aus. Bediene Farbe, wenn du kannst; sonst spiele eine beliebige Karte. In Sans gibt es keine Bauern: Jeder Bube gehört zu seiner eigenen Farbe.",
        ],
      },
      {
        title: "Die Wertung",
        text: [
          "Beide Parteien bekommen einen Punkt pro Stich. Machen die Bieter weniger Stiche als geboten, gehen sie unter: Sie verlieren stattdessen ihr Gebot, daher kann der Stand unter null fallen.",
        ],
        table: {
          caption: "Punkte pro Runde (Gebot b, Stiche der Bieter t)",
          head: ["Ergebnis", "Bieter", "Gegner"],
          rows: [
            ["Erfüllt (t ≥ b)", "+t", "+(6 − t)"],
            ["Untergegangen (t < b)", "−b", "+(6 − t)"],
          ],
        },
      },
      {
        title: "Gewinnen",
        text: [
          "Gespielt wird bis 32. Eine Partei gewinnt nur am Ende einer Runde, in der sie ihr Gebot erfüllt oder die Bieter zu Fall gebracht hat; Stiche gegen ein erfülltes Gebot gewinnen die Partie nicht.",
        ],
      },
    ],
    differences: {
      caption: "Wie sich Bid Euchre (sechs Karten) vom normalen Euchre unterscheidet",
      head: ["Regel", "Normales Euchre", "Bid Euchre (sechs Karten)"],
      rows: [
        [
          "Geben",
          "Fünf für jeden; vier in den Stock, die oberste aufgedeckt.",
          "Alle 24 Karten, sechs für jeden, kein Stock und keine aufgedeckte Karte.",
        ],
        [
          "Trumpf wählen",
          "Die Farbe der aufgedeckten Karte annehmen oder in einer zweiten Runde eine andere nennen.",
          "Eine Bietrunde ab links vom Geber: 3 bis 6 Stiche, höher als das letzte Gebot, oder passen.",
        ],
        [
          "Der Geber",
          "Muss Trumpf wählen, wenn alle zweimal passen.",
          "Bietet zuletzt, darf das höchste Gebot halten; muss mindestens 3 bieten, wenn alle anderen passen.",
        ],
        ["Trumpf", "Immer eine Farbe, mit den Bauern oben.", "Eine Farbe (Bauern wie üblich), Sans hoch oder Sans niedrig."],
        ["Erstes Ausspiel", "Links vom Geber, oder der nächste Mitspieler.", "Der Höchstbietende."],
        [
          "Wertung",
          "Trumpfpartei 1 für drei oder vier Stiche, 2 für fünf, 4 allein; Gegner 2 für ein Euchre.",
          "Ein Punkt pro Stich für jede Partei; untergegangene Bieter verlieren ihr Gebot.",
        ],
        ["Gewinnen", "Wer zuerst 10 hat.", "32, in einer Runde, in der die Partei ihr Gebot erfüllt oder die Bieter zu Fall gebracht hat."],
        ["Allein spielen", "Wer Trumpf bestimmt, darf allein spielen.", "Nicht angeboten."],
      ],
    },
    decisions: [
      "Der Geber darf jedes höchste Gebot halten, auch das seines Partners, und darf auch höher bieten.",
      "Nach einem Gebot von 6 können die übrigen Nichtgeber nur passen; der Geber darf die 6 noch halten.",
      "Ein erfülltes Gebot zählt die gemachten Stiche, nicht das Gebot, und die Gegner zählen immer ihre Stiche.",
    ],
    history: [
      "Bid Euchre ist eher eine Familie von Spielen als ein einzelnes Spiel. Bid Euchre, auch Auction Euchre, Pepper oder Hasenpfeffer genannt, ist eine Gruppe nordamerikanischer Varianten, in denen Trumpf durch Bieten bestimmt wird.",
      "Die hier gespielte Version heißt Bid Euchre, 6-Card Euchre oder Racehorse. Manche Formen von Bid Euchre kennen Alleingebote, Beschreibungen dieser Version erwähnen sie aber nicht, daher gibt es sie hier nicht.",
    ],
  },
  "double-deck": {
    lead: "Euchre mit Versteigerung und zwei Spielen: Biete, wie viele der zwölf Stiche deine Partei machen wird, bestimme Trumpf oder Sans Atout und spiele allein für die große Wertung.",
    about: [
      "Bid Euchre mit Doppeldeck wird von vier Spielern in zwei Parteien gespielt, mit 48 Karten, nämlich Ass, König, Dame, Bube, 10 und 9 aus zwei zusammengemischten Spielen. Jeder Spieler bekommt zwölf Karten. Hier spielst du Süd mit Nord gegen West und Ost.",
      "Jede Karte gibt es zweimal, also auch zwei rechte und zwei linke Bauern. Fallen zwei gleiche Karten in denselben Stich, schlägt die zuerst gespielte die zweite.",
    ],
    steps: [
      {
        title: "Das Geben",
        text: ["Alle 48 Karten werden verteilt, zwölf an jeden Spieler. Es gibt keinen Stock."],
      },
      {
        title: "Das Bieten",
        text: [
          "Beginnend links vom Geber bieten die Spieler eine Anzahl Stiche (1 bis 12) zusammen mit einer Trumpffarbe oder Sans Atout. Jedes Gebot muss mehr Stiche nennen als das vorige; die Farben haben keinen Rang. Wer passt, darf später trotzdem wieder bieten.",
          "Das Bieten endet, wenn die anderen drei nacheinander passen, wenn jemand 12 bietet oder wenn jemand allein spielt und dabei Trumpf oder Sans Atout nennt. Passen am Anfang alle vier, wird die Runde eingeworfen.",
          "Wer allein spielt, darf bis zu drei Karten verdeckt ablegen; sein Partner gibt ihm, ohne sie zu sehen, ebenso viele Karten verdeckt und setzt dann die Runde aus.",
        ],
      },
      {
        title: "Das Spiel",
        text: [
          "Der Höchstbietende spielt aus. Du musst Farbe bedienen, wenn du kannst; wenn nicht, darfst du trumpfen oder eine beliebige Karte abwerfen. In Sans Atout läuft jede Farbe von Ass bis 9, und es gibt keine Bauern.",
        ],
      },
      {
        title: "Die Wertung",
        text: [
          "Beide Parteien bekommen einen Punkt pro Stich. Bieter, die ihr Gebot nicht erreichen, verlieren stattdessen ihr Gebot; der Stand kann unter null fallen.",
        ],
        table: {
          caption: "Punkte pro Runde (Gebot b, Stiche der Bieter t)",
          head: ["Ergebnis", "Bieter", "Gegner"],
          rows: [
            ["Erfüllt (t ≥ b)", "+t", "+(12 − t)"],
            ["Untergegangen (t < b)", "−b", "+(12 − t)"],
            ["Allein, alle 12 Stiche", "+24", "0"],
            ["Allein, weniger als 12", "−24", "+(12 − t)"],
          ],
        },
      },
      {
        title: "Gewinnen",
        text: [
          "Gespielt wird bis 52. Wie in jedem Bid Euchre gewinnt eine Partei nur in einer Runde, in der sie ihr Gebot erfüllt oder die Bieter zu Fall gebracht hat.",
        ],
      },
    ],
    differences: {
      caption: "Wie sich Bid Euchre mit Doppeldeck vom normalen Euchre unterscheidet",
      head: ["Regel", "Normales Euchre", "Bid Euchre mit Doppeldeck"],
      rows: [
        ["Karten", "24 Karten.", "48 Karten: zwei Spiele zu 24."],
        ["Geben", "Fünf für jeden; eine aufgedeckte Karte.", "Zwölf für jeden; kein Stock, keine aufgedeckte Karte."],
        [
          "Trumpf wählen",
          "Die Farbe der aufgedeckten Karte annehmen oder eine andere nennen.",
          "Eine Versteigerung von 1 bis 12 Stichen mit Farbe oder Sans Atout, so viele Runden wie nötig.",
        ],
        ["Der Geber", "Muss Trumpf wählen, wenn alle zweimal passen.", "Kein Vorrecht; passen alle, wird eingeworfen."],
        ["Gleiche Karten", "Gibt es nicht.", "Die zuerst gespielte schlägt die zweite."],
        ["Erstes Ausspiel", "Links vom Geber.", "Der Höchstbietende."],
        [
          "Allein spielen",
          "Wer Trumpf bestimmt, darf für 4 allein spielen.",
          "Das höchste Gebot: alle 12 Stiche für 24, mit einem Tausch von bis zu drei Karten.",
        ],
        [
          "Wertung und Ziel",
          "1, 2 oder 4 für die Trumpfpartei, 2 für ein Euchre; zuerst 10.",
          "Ein Punkt pro Stich für jede Partei, untergegangene Bieter verlieren ihr Gebot; 52.",
        ],
      ],
    },
    decisions: [
      "Sans Atout ist nur Sans hoch; Sans niedrig gibt es in dieser Version nicht.",
      "Das niedrigste Gebot ist 1, wie unsere Quellseite sagt (andere Versionen beginnen bei 3 oder 6).",
      "Ein Gebot von 12 beendet das Bieten: Danach kann niemand mehr allein spielen.",
      "Wer allein spielt, nennt Trumpf oder Sans Atout mit dem Gebot, damit der Partner es beim Auswählen der Karten kennt.",
      "Scheitert ein Alleinspiel, zählen die Gegner trotzdem ihre Stiche.",
    ],
    history: [
      "Bid Euchre ist der Name einer Gruppe nordamerikanischer Spiele auf Grundlage von Euchre, bei denen Trumpf von demjenigen bestimmt wird, der sich verpflichtet, die meisten Stiche zu machen, statt durch das Aufdecken einer Karte. Es gibt kein einheitliches Regelwerk: Die Versionen unterscheiden sich vor allem in der Größe des Kartenspiels, oft ein Doppeldeck, und in den erlaubten Geboten. Pepper, Pfeffer, Hasenpfeffer und Buck Euchre gehören zur selben Familie.",
      "Die Regeln hier folgen pagats allgemeinen Regeln für Bid Euchre zusammen mit seinem „Double Deck Bid Euchre from the mid-western USA“. Diese Version legt keine Zielpunktzahl fest, deshalb spielen wir bis 52, dem Ziel in pagats Versionen aus Barrie und Kokomo.",
    ],
  },
  "three-hand": {
    lead: "Euchre zu dritt, jeder für sich: Wer Trumpf bestimmt, spielt allein gegen die beiden anderen, die sich nur für dieses Spiel verbünden.",
    about: [
      "Euchre zu dritt (Cut-throat) behält die Karten, die Bauern und die Ansagen des normalen Euchre, mit drei Spielern und ohne feste Partner. Hier spielst du Süd gegen West und Ost.",
      "Das Spiel hat 24 Karten, Ass bis 9 in jeder Farbe, mit dem rechten und linken Bauer als höchsten Trümpfen. Jeder Spieler zählt seine eigenen Punkte.",
    ],
    steps: [
      {
        title: "Das Geben",
        text: [
          "Jeder bekommt fünf Karten. Die übrigen neun bilden den Stock, und seine oberste Karte wird aufgedeckt. Der Geber wechselt nach links.",
        ],
      },
      {
        title: "Trumpf bestimmen",
        text: [
          "Links vom Geber beginnend darf jeder passen oder die aufgedeckte Karte bestellen; der Geber, als Letzter, darf sie aufnehmen. Ihre Farbe wird Trumpf, und der Geber nimmt die Karte auf und legt eine Karte ab.",
          "Passen alle drei, wird die Karte umgedreht, und jeder darf der Reihe nach eine andere Farbe nennen. Passen die beiden anderen, muss der Geber eine nennen.",
          "Niemand sagt Alleinspiel an: Wer Trumpf bestimmt, spielt ohnehin allein gegen die beiden anderen.",
        ],
      },
      {
        title: "Das Spiel",
        text: [
          "Der Spieler links vom Geber spielt aus. Bediene die Farbe, wenn du kannst (der linke Bauer zählt als Trumpf); sonst darfst du jede Karte spielen. Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe. Die Stiche der beiden Verteidiger zählen zusammen.",
        ],
      },
      {
        title: "Punkte",
        text: ["Wer Trumpf bestimmt, braucht drei Stiche. Gelingt das nicht, bekommt jeder der beiden anderen 2 Punkte."],
        table: {
          caption: "Punkte pro Spiel",
          head: ["Stiche des Bestimmers", "Bestimmer", "Jeder Verteidiger"],
          rows: [
            ["3 oder 4", "1", "0"],
            ["5", "3", "0"],
            ["0 bis 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Gewinnen",
        text: [
          "Wer zuerst 10 Punkte erreicht und vor beiden anderen liegt, gewinnt; erreichen zwei sie gleichauf, geht es weiter. Im Tagesspiel ist das Netto einer Runde deine Punkte minus die jedes Gegners, zusammengezählt: +2, wenn du Trumpf bestimmst und es schaffst, −4, wenn du euchred wirst, +2, wenn du hilfst, einen Bestimmer zu euchren.",
        ],
      },
    ],
    differences: {
      caption: "Wie sich Euchre zu dritt vom normalen Euchre unterscheidet",
      head: ["Regel", "Normales Euchre", "Euchre zu dritt"],
      rows: [
        ["Spieler", "Vier, in zwei Parteien.", "Drei, jeder für sich."],
        ["Nicht verteilte Karten", "Vier im Stock.", "Neun im Stock."],
        ["Parteien", "Feste Partner.", "Der Bestimmer gegen die beiden anderen, für ein Spiel."],
        ["Allein spielen", "Wer Trumpf bestimmt, darf für 4 allein spielen.", "Immer: der Bestimmer spielt allein, ohne eigene Ansage."],
        ["Alle fünf Stiche", "2 Punkte.", "3 Punkte."],
        ["Euchre", "Die verteidigende Partei bekommt 2.", "Jeder Verteidiger bekommt 2."],
        ["Gewinnen", "Die erste Partei mit 10.", "Der erste Spieler mit 10, der vor beiden anderen liegt."],
      ],
    },
    decisions: [
      "Wir spielen die Form von Euchre zu dritt, die die aufgedeckte Karte, die zwei Runden und den gezwungenen Geber des normalen Euchre behält, wie es das 'drei, jeder für sich' unserer Quellenseite nahelegt; Spiele mit Stichgeboten und Witwen sind andere Spiele.",
      "Alle fünf Stiche zählen 3, ein Euchre 2 für jeden Verteidiger, wie in den üblichen Cut-throat-Regeln.",
      "Zwei Spieler, die mit 10 oder mehr gleichauf liegen, spielen weiter, bis einer vorn liegt.",
    ],
    history: [
      "Euchre zu dritt, oder Cut-throat Euchre, ist die übliche Lösung, wenn ein vierter Spieler fehlt. Es steht schon in Euchre-Büchern des 19. Jahrhunderts und wird bis heute zu Hause und in Klubs gespielt, mit kleinen Unterschieden in der Wertung.",
    ],
  },
  railroad: {
    lead: "Schnelles Euchre: vier Spieler in zwei Parteien mit dem Joker als höchstem Trumpf, und wer allein spielt, tauscht eine Karte gegen die beste des Partners.",
    about: [
      "Eisenbahn-Euchre ist gewöhnliches Euchre mit zwei Zusätzen, durch die die Punkte schnell kommen: dem Joker und dem Recht des Alleinspielers auf die beste Karte seines Partners. Hier spielst du Süd mit Nord als Partner gegen West und Ost.",
      "Gespielt wird mit 25 Karten: Ass bis 9 in jeder Farbe und der Joker. Der Joker ist der höchste Trumpf, über dem rechten und dem linken Bauern, und gehört in jeder Hinsicht zur Trumpffarbe.",
    ],
    steps: [
      {
        title: "Das Geben",
        text: [
          "Jeder Spieler bekommt fünf Karten. Die übrigen fünf bilden den Stock, und seine oberste Karte wird aufgedeckt. Ist sie der Joker, bestimmt der Geber Trumpf, bevor er seine Karten ansieht, und spielt mit seinem Partner.",
        ],
      },
      {
        title: "Trumpf bestimmen",
        text: [
          "Wie im Euchre: Beginnend links vom Geber darf jeder passen oder die aufgedeckte Karte bestellen, die der Geber gegen eine abgelegte Karte aufnimmt; in einer zweiten Runde darf eine andere Farbe genannt werden, und der Geber muss eine nennen, wenn die anderen passen.",
          "Wer Trumpf bestimmt, darf ansagen, allein zu spielen.",
        ],
      },
      {
        title: "Die beste Karte des Partners",
        text: [
          "Wer allein spielt, darf eine Karte verdeckt ablegen, oder keine, ohne zu sehen, was zurückkommt. Der Partner, der diese Karte nicht gesehen hat, gibt dann eine Karte seiner Wahl verdeckt weiter, meist seine beste, und setzt die Runde aus.",
          "Nur die beiden Partner sehen die weitergegebene Karte; die Gegner sehen nur, dass eine Karte den Besitzer gewechselt hat. Spielt der Partner des Gebers allein, gibt der Geber eine Karte aus seiner eigenen Hand; die aufgedeckte Karte bleibt liegen.",
        ],
      },
      {
        title: "Das Spiel",
        text: [
          "Der Spieler links vom Geber spielt aus, oder der nächste, der mitspielt. Du musst Farbe bedienen, wenn du kannst (der Joker und der linke Bauer zählen als Trumpf); sonst darfst du eine beliebige Karte spielen. Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe.",
        ],
      },
      {
        title: "Die Wertung",
        text: ["In jeder Runde punktet nur eine Partei."],
        table: {
          caption: "Punkte pro Runde",
          head: ["Stiche der Trumpfpartei", "Trumpfpartei", "Gegner"],
          rows: [
            ["3 oder 4", "1", "0"],
            ["5, mit Partner", "2", "0"],
            ["5, allein", "4", "0"],
            ["0 bis 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Der Sieg",
        text: ["Die Partei, die zuerst 10 Punkte erreicht, gewinnt das Spiel. Im Tagesspiel wird jede Runde für sich gewertet."],
      },
    ],
    differences: {
      caption: "Wie sich Eisenbahn-Euchre vom gewöhnlichen Euchre unterscheidet",
      head: ["Regel", "Gewöhnliches Euchre", "Eisenbahn-Euchre"],
      rows: [
        ["Karten", "24 Karten.", "25 Karten: der Joker ist der höchste Trumpf."],
        ["Nicht gegebene Karten", "Vier im Stock.", "Fünf im Stock."],
        ["Alleinspiel", "Der Partner setzt mit seinen Karten aus.", "Der Alleinspieler darf eine Karte gegen eine des Partners tauschen."],
        ["Wertung und Sieg", "1, 2, 4 allein; 2 für einen Euchre; 10 gewinnt.", "Dasselbe."],
      ],
    },
    decisions: [
      "Die Quellen sind uneins, was Euchre zur 'Eisenbahn' macht: Wir spielen die zwei Merkmale, die sie teilen, den Joker und den Ruf nach der besten Karte des Partners, mit der Wertung des gewöhnlichen Euchre und Spiel bis 10.",
      "Der Alleinspieler entscheidet, ob und welche Karte er ablegt, bevor er die Karte des Partners sieht, wie die meisten Quellen sagen; behält er seine Hand, wird keine Karte weitergegeben.",
      "Nur die Trumpfpartei darf allein spielen; niemand verteidigt allein gegen einen Alleinspieler.",
      "Ein Geber, der die aufgedeckte Karte aufnimmt, legt zuerst ab; spielt der Geber auch allein, legt er für die Karte des Partners noch eine ab.",
      "Überzählige Punkte für das nächste Spiel und doppelte Wertung bei null Punkten gibt es nicht.",
    ],
    history: [
      "Eisenbahn-Euchre erhielt im 19. Jahrhundert seinen Namen von der Geschwindigkeit, mit der die Punkte kommen, und ein Buch von 1887 sagt, es habe das ältere Spiel weitgehend verdrängt. Es wird mit dem Joker gespielt, den Euchre in den 1850er-Jahren als besten Trumpf in das Kartenspiel brachte, und die Bücher jener Zeit beschreiben, wie der Alleinspieler die beste Karte des Partners verlangt.",
    ],
  },
  hasenpfeffer: {
    lead: "Euchre mit Geboten und Joker: 25 Karten, sechs für jeden, man bietet um das Recht, Trumpf zu bestimmen, und der Joker ist immer der höchste Trumpf.",
    about: [
      "Hasenpfeffer wird von vier Spielern in zwei Parteien mit 24 Karten und einem Joker gespielt. Hier spielst du Süd mit Nord gegen West und Ost.",
      "Der Joker ist in jeder Runde der höchste Trumpf, über dem rechten Bauern, und gehört in jeder Hinsicht zur Trumpffarbe. Wer ihn bekommt, muss unter Umständen mit ihm bieten.",
    ],
    steps: [
      {
        title: "Das Geben",
        text: ["Jeder Spieler bekommt sechs Karten, jeweils drei auf einmal. Die 25. Karte bleibt verdeckt liegen und wird nicht benutzt."],
      },
      {
        title: "Das Bieten",
        text: [
          "Beginnend links vom Geber bietet jeder Spieler einmal: eine Anzahl Stiche von 3 bis 6, die seine Partei machen will, höher als das vorige Gebot, oder er passt. Gebote nennen keine Farbe. Der Geber bietet zuletzt und muss ebenfalls höher bieten.",
          "Passen alle vier, muss der Spieler mit dem Joker 3 bieten. Hat ihn niemand, weil er die unbenutzte Karte ist, ist die Runde ungültig und der nächste Spieler gibt; im Tagesspiel endet eine solche Runde 0 zu 0.",
          "Der Höchstbietende nennt dann eine Trumpffarbe. Sans gibt es nicht.",
        ],
      },
      {
        title: "Das Spiel",
        text: [
          "Der Höchstbietende spielt zum ersten von sechs Stichen aus. Bediene Farbe, wenn du kannst (Joker und linker Bauer zählen als Trumpf); sonst spiele eine beliebige Karte. Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Farbe.",
        ],
      },
      {
        title: "Die Wertung",
        text: [
          "Nur die Bieter punkten. Machen sie mindestens so viele Stiche wie geboten, bekommen sie einen Punkt pro gemachtem Stich; sonst verlieren sie einen Punkt für jeden fehlenden Stich. Der Stand kann unter null fallen.",
        ],
        table: {
          caption: "Punkte pro Runde (Gebot b, Stiche der Bieter t)",
          head: ["Ergebnis", "Bieter", "Gegner"],
          rows: [
            ["Erfüllt (t ≥ b)", "+t", "0"],
            ["Untergegangen (t < b)", "−(b − t)", "0"],
          ],
        },
      },
      {
        title: "Gewinnen",
        text: ["Die Partei, die zuerst 10 Punkte erreicht, gewinnt die Partie. Im Tagesspiel wird jede Runde für sich gewertet."],
      },
    ],
    differences: {
      caption: "Wie sich Hasenpfeffer vom normalen Euchre unterscheidet",
      head: ["Regel", "Normales Euchre", "Hasenpfeffer"],
      rows: [
        ["Karten", "24.", "24 und ein Joker, der höchste Trumpf."],
        [
          "Geben",
          "Fünf für jeden; vier in den Stock, die oberste aufgedeckt.",
          "Sechs für jeden, in Dreierpaketen; eine Karte bleibt verdeckt und unbenutzt.",
        ],
        [
          "Trumpf wählen",
          "Die Farbe der aufgedeckten Karte annehmen oder in einer zweiten Runde eine andere nennen.",
          "Eine Bietrunde ab links vom Geber: 3 bis 6 Stiche, höher als das letzte Gebot, oder passen.",
        ],
        [
          "Alle passen",
          "Der Geber muss in der zweiten Runde Trumpf wählen.",
          "Wer den Joker hat, muss 3 bieten; ist der Joker die unbenutzte Karte, ist die Runde ungültig.",
        ],
        ["Allein spielen", "Wer Trumpf bestimmt, darf allein spielen.", "Nicht angeboten."],
        ["Erstes Ausspiel", "Links vom Geber, oder der nächste Mitspieler.", "Der Höchstbietende."],
        [
          "Wertung",
          "Trumpfpartei 1 für drei oder vier Stiche, 2 für fünf, 4 allein; Gegner 2 für ein Euchre.",
          "Bieter einen Punkt pro Stich, wenn sie ihr Gebot erfüllen, sonst minus einen Punkt pro fehlendem Stich; Gegner nichts.",
        ],
        ["Gewinnen", "Wer zuerst 10 hat.", "Wer zuerst 10 hat."],
      ],
    },
    decisions: [
      "Die Quellen beschreiben zwei Spiele unter diesem Namen; wir spielen das mit dem Joker und dem Pflichtgebot. Pepper, ein verwandtes Spiel, hat beides nicht.",
      'Eine Bietrunde von 3 bis 6 wie im Bid Euchre mit sechs Karten: "niemand bietet" heißt dann einfach viermal passen, und das Pflichtgebot von 3 ist zugleich das niedrigste Gebot.',
      "Trumpf ist immer eine Farbe: Der Joker wird nur als höchster Trumpf beschrieben.",
      "Der Höchstbietende spielt aus, wie in Pepper. Die Gegner punkten nicht: Die Quelle, der wir folgen, gibt nur den Bietern Punkte.",
      "Ein Tagesspiel hat 7 Runden, etwa so viele Karten wie ein Euchre-Tagesspiel.",
    ],
    history: [
      "Hasenpfeffer, ein deutsches Schmorgericht, steht in amerikanischen Kartenspielbüchern als Verwandter des Euchre aus der Gegend der Pennsylvania Dutch. Von dem Namen stammt wohl Pepper, ein Bietspiel, das in Iowa und Ohio noch gespielt wird.",
    ],
  },
  napoleon: {
    lead: "Nap zu viert, jeder für sich: Wer am höchsten bietet, spielt allein gegen die anderen drei, und die erste ausgespielte Karte bestimmt Trumpf.",
    about: [
      "Napoleon oder Nap ist ein englisches Rundenspiel, mit Euchre verwandt. Es gibt keine Buben als Höchste: Jede Farbe läuft Ass, König, Dame, Bube, 10, 9, 8, 7. Hier spielst du Süd gegen West, Nord und Ost.",
      "Das Spiel hat 32 Karten, Ass bis 7 in jeder Farbe. Jeder Spieler führt seinen eigenen Stand.",
    ],
    steps: [
      {
        title: "Das Geben",
        text: [
          "Jeder Spieler bekommt fünf Karten, erst drei, dann zwei. Die übrigen zwölf bleiben unbenutzt. Das Geben wandert nach links.",
        ],
      },
      {
        title: "Bieten",
        text: [
          "Vom Geber aus links hat jeder Spieler eine Gelegenheit zu bieten oder zu passen, und jedes Gebot muss höher sein als das letzte: Drei, Vier, Nap (alle fünf Stiche) und, nur nach einem Nap, Wellington (alle fünf zum doppelten Einsatz). Nichts schlägt einen Wellington, daher endet mit ihm das Bieten.",
          "Ein Gebot nennt nur Stiche, nie eine Farbe. Passen alle vier, werden die Karten eingeworfen und der nächste Geber gibt.",
        ],
      },
      {
        title: "Das Spiel",
        text: [
          "Der Höchstbietende spielt eine beliebige Karte aus, und ihre Farbe ist Trumpf für dieses Spiel. Bediene, wenn du kannst; sonst spiele eine beliebige Karte. Der höchste Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe. Die anderen drei spielen zusammen gegen den Bieter; ihre Stiche zählen gegen seine.",
        ],
      },
      {
        title: "Wertung",
        text: [
          "Ein Bieter, der mindestens die gebotenen Stiche macht (bei Nap und Wellington alle fünf), gewinnt den Einsatz von jedem anderen Spieler; wer scheitert, zahlt jedem von ihnen den Einsatz. Überstiche zählen nichts.",
        ],
        table: {
          caption: "Einsätze, von jedem anderen Spieler gewonnen oder an jeden gezahlt",
          head: ["Gebot", "Nötige Stiche", "Einsatz"],
          rows: [
            ["Drei", "3", "3"],
            ["Vier", "4", "4"],
            ["Nap", "5", "5"],
            ["Wellington", "5", "10"],
          ],
        },
      },
      {
        title: "Gewinnen",
        text: [
          "Ein gewonnener Einsatz zählt für den Bieter, ein verlorener für jeden der anderen drei. Wer zuerst 20 Punkte erreicht und vor allen anderen liegt, gewinnt; erreichen zwei es gleichauf, geht das Spiel weiter. In einem Tagesspiel ist das Netto eines Boards, was du gewonnen oder gezahlt hast: ein von dir gemachtes Vier-Gebot +12, ein gescheitertes −12, und das Gebot eines anderen bringt dir den Einsatz oder kostet ihn dich.",
        ],
      },
    ],
    differences: {
      caption: "Wie sich Napoleon vom normalen Euchre unterscheidet",
      head: ["Regel", "Normales Euchre", "Napoleon"],
      rows: [
        ["Spieler", "Vier, in zwei Partnerschaften.", "Vier, jeder für sich."],
        ["Karten", "24 Karten, 9 bis Ass.", "32 Karten, 7 bis Ass; zwölf werden nicht gegeben."],
        [
          "Rangfolge",
          "Der rechte und der linke Bube sind die höchsten Trümpfe.",
          "Keine Buben als Höchste: Ass vor König, Dame, Bube, 10, 9, 8, 7 in jeder Farbe.",
        ],
        [
          "Trumpfwahl",
          "Die aufgedeckte Karte bestellen oder in einer zweiten Runde eine Farbe nennen.",
          "Ein Gebot je Spieler, nur in Stichen; die erste Karte des Höchstbietenden bestimmt Trumpf.",
        ],
        ["Alle passen", "Der Geber muss Trumpf nennen.", "Die Karten werden eingeworfen."],
        ["Erstes Ausspiel", "Der Spieler links vom Geber.", "Der Höchstbietende."],
        ["Seiten", "Feste Partner.", "Der Bieter allein gegen die anderen drei, für ein Spiel."],
        [
          "Wertung",
          "Trumpfmacher 1 oder 2 (allein 4); ein Euchre bringt den Verteidigern 2.",
          "Der Einsatz des Gebots, 3 bis 10, von oder an jeden anderen Spieler.",
        ],
        ["Gewinnen", "Die erste Seite mit 10.", "Der erste Spieler mit 20, der vor allen anderen liegt."],
      ],
    },
    decisions: [
      "Wir spielen zu viert mit 32 Karten (7 bis Ass), wie es Bücher für vier Spieler empfehlen; das niedrigste Gebot ist Drei, wie in unserer Quelle, ohne Zwei, Misere oder Blücher.",
      "Jedes Gebot hat einen Einsatz, gleich für Gewinn und Verlust: 3, 4, 5 für Nap und 10 für Wellington. Manche Bücher zahlen für Nap 10 und verlangen 5; wir halten Gewinn und Verlust gleich.",
      "Ein Wellington beendet das Bieten sofort, da niemand darüber bieten darf.",
      "Alle Stiche werden ausgespielt, wie in unseren anderen Spielen, auch wenn das Ergebnis schon feststeht.",
      "Eine ganze Partie geht bis 20 Punkte, denn Nap selbst wird um Einsätze ohne Ende gespielt.",
    ],
    history: [
      "Nap ist in England seit dem späten 19. Jahrhundert belegt und trägt vielleicht den Namen Napoleons III.; Wellington und Blücher, die Gebote über Nap, sind nach Napoleons Gegnern bei Waterloo benannt. „Go nap“ heißt im Englischen noch heute, alles zu riskieren.",
    ],
  },
};

export default de;
