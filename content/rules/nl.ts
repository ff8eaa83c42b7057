import type { RulesContent } from "./types";

const nl: RulesContent = {
  euchre: {
    lead: "De klassieker: vier spelers in twee koppels, vijf kaarten per speler, een omgedraaide kaart stelt troef voor, en het team dat troef maakt moet drie van de vijf slagen halen.",
    about: [
      "Euchre is een slagenspel voor vier spelers in twee koppels; partners zitten tegenover elkaar. Hier speel je Zuid met Noord als partner tegen West en Oost.",
      "Er wordt gespeeld met 24 kaarten: aas, heer, vrouw, boer, 10 en 9 in elke kleur. De boer van de troefkleur (de rechter bower) is de hoogste troef, daarna de andere boer van dezelfde kleur (de linker bower), die in alle opzichten bij de troefkleur hoort.",
    ],
    steps: [
      {
        title: "Het delen",
        text: ["Elke speler krijgt vijf kaarten. De andere vier gaan gesloten naar de kitty, en de bovenste wordt omgedraaid."],
      },
      {
        title: "Troef maken",
        text: [
          "Te beginnen links van de gever mag ieder passen of de omgedraaide kaart bestellen: de kleur wordt troef, en de gever neemt de kaart op en legt er een af. De gever spreekt als laatste en mag de kaart zelf opnemen.",
          "Passen alle vier, dan wordt de kaart omgedraaid en mag ieder in een tweede ronde een andere kleur noemen. Passen de eerste drie opnieuw, dan moet de gever een kleur noemen.",
          "Wie troef maakt, mag aankondigen alleen te spelen; zijn partner speelt dat spel dan niet mee.",
        ],
      },
      {
        title: "Het spelen",
        text: [
          "De speler links van de gever komt uit, of de volgende speler die meespeelt. Je moet kleur bekennen als je kunt (de linker bower telt als troef); anders mag je elke kaart spelen. De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur. De winnaar komt uit in de volgende slag.",
        ],
      },
      {
        title: "Telling",
        text: ["In elk spel scoort maar één team."],
        table: {
          caption: "Punten per spel",
          head: ["Slagen van de makers", "Makers", "Verdedigers"],
          rows: [
            ["3 of 4", "1", "0"],
            ["5, met partner", "2", "0"],
            ["5, alleen", "4", "0"],
            ["0 tot 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Winnen",
        text: ["Het team dat als eerste 10 punten haalt, wint de partij. In het dagspel telt elk spel op zichzelf."],
      },
    ],
    differences: {
      caption: "Opties van Euchre: wat wij spelen",
      head: ["Optie", "Elders", "Hier"],
      rows: [
        [
          "Gever verplicht",
          "Sommigen gooien de kaarten in als iedereen twee keer past.",
          "Gespeeld: de gever moet in de tweede ronde troef noemen.",
        ],
        ["Alleen spelen", "Sommigen laten iedereen alleen spelen, ook een verdediger.", "Alleen de maker, bij het maken van troef."],
        ["Canadese alleengang", "De partner van de gever die bestelt, moet alleen spelen.", "Te kiezen in hele spellen."],
        [
          "Joker (Benny)",
          "Een 25e kaart boven de rechter bower.",
          "Te kiezen in hele spellen. Ligt hij open, dan noemt de gever troef voordat hij zijn kaarten ziet.",
        ],
        ["Spel van 32 kaarten", "Zevens en achten erbij.", "Te kiezen in hele spellen; de dagspellen gebruiken 24 kaarten."],
        ["Doelscore", "10, 11, 15 of 21.", "10; hele spellen kunnen 5, 7, 11, 15 of 21 kiezen."],
        ["Drie spelers", "Ieder speelt voor zich.", "Niet gespeeld: vier in twee koppels."],
      ],
    },
    decisions: [
      "Speelt de partner van de gever alleen, dan blijft de omgedraaide kaart liggen: de gever speelt niet mee en ruilt niet.",
      "Speelt de speler links van de gever niet mee, dan komt de volgende speler die meespeelt uit (zoals onze bronpagina zegt), niet de speler links van de alleenspeler.",
      "In de tweede ronde mag niemand de omgedraaide kleur noemen, ook de verplichte gever niet.",
      "Gaat een alleenspelende maker euchred, dan krijgen de verdedigers 2 punten.",
      "Met de joker: ligt hij open, dan noemt de gever troef zonder zijn kaarten te zien en nooit alleen; de joker is in alles een troef, dus wie hem uitkomt, komt troef uit.",
    ],
    history: [
      "Euchre ontstond uit de Europese spellen Juckerspiel en Écarté en was in de 19e eeuw het populairste kaartspel van de Verenigde Staten; de eerste Engelse regels dateren uit de jaren 1840. Het wordt nog veel gespeeld in het Amerikaanse Middenwesten, in Canada, in Australië en in het zuidwesten van Engeland.",
    ],
  },
  "two-hand": {
    lead: "Euchre voor twee: vijf kaarten per speler, de omgedraaide kaart stelt troef voor, en de maker moet drie slagen halen tegen één tegenstander.",
    about: [
      "Euchre voor twee houdt de kaarten en de bowers van Euchre, maar wordt gespeeld door twee spelers, ieder voor zich. Hier speel je Zuid tegen Noord.",
      "Het spel heeft 24 kaarten, aas tot 9 in elke kleur, met de rechter en linker bower als hoogste troeven.",
    ],
    steps: [
      {
        title: "Het delen",
        text: [
          "Elke speler krijgt vijf kaarten. De andere veertien liggen gesloten als stapel, en de bovenste kaart wordt omgedraaid. Er wordt om beurten gedeeld.",
        ],
      },
      {
        title: "Troef maken",
        text: [
          "De niet-gever spreekt eerst en mag passen of de omgedraaide kaart bestellen. Bestelt hij, dan wordt de kleur troef, en mag de gever de kaart opnemen en er een afleggen, of haar laten liggen.",
          "Past de niet-gever, dan mag de gever passen of aannemen: hij neemt de kaart, legt er een af en de kleur wordt troef.",
          "Passen beiden, dan wordt de kaart omgedraaid en mag ieder om beurten een andere kleur noemen. Passen beiden opnieuw, dan worden de kaarten ingegooid en deelt de ander.",
        ],
      },
      {
        title: "Het spelen",
        text: [
          "De niet-gever komt altijd uit in de eerste slag. Beken kleur als je kunt (de linker bower telt als troef); anders speel je elke kaart. De hoogste troef wint, anders de hoogste kaart van de gevraagde kleur.",
        ],
      },
      {
        title: "Telling",
        text: ["Wie troef maakte, is de maker; de ander is de verdediger."],
        table: {
          caption: "Punten per spel",
          head: ["Slagen van de maker", "Maker", "Verdediger"],
          rows: [
            ["3 of 4", "1", "0"],
            ["5", "2", "0"],
            ["0 tot 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Winnen",
        text: ["De eerste speler die 10 punten haalt, wint."],
      },
    ],
    differences: {
      caption: "Hoe Euchre voor twee verschilt van gewoon Euchre",
      head: ["Regel", "Gewoon Euchre", "Euchre voor twee"],
      rows: [
        ["Spelers", "Vier, in twee koppels.", "Twee, ieder voor zich."],
        ["Niet gedeelde kaarten", "Vier in de kitty.", "Veertien op de stapel."],
        ["Bestellen", "De gever moet de kaart opnemen.", "De gever mag haar opnemen of laten liggen."],
        ["Tweede ronde", "De gever moet troef noemen.", "Beiden mogen passen; dan wordt ingegooid."],
        ["Alleen spelen", "De maker mag alleen spelen voor 4.", "Niet mogelijk: er is geen partner."],
        ["Eerste uitkomst", "Links van de gever.", "De niet-gever."],
      ],
    },
    decisions: [
      "Na een bestelling mag de gever de kaart opnemen, maar hoeft het niet, zoals onze bronpagina zegt.",
      "In de tweede ronde mag de omgedraaide kleur niet genoemd worden, zoals in gewoon Euchre.",
      "Vier slagen leveren 1 punt op; alleen alle vijf geven de bonus.",
      "Er wordt na elk spel om beurten gedeeld, ook na het ingooien.",
    ],
    history: [
      "Euchre voor twee spelers staat al in 19e-eeuwse spelboeken zoals Cassell's Book of In-door Amusements. Het is een eenvoudige manier om Euchre te spelen zonder vier spelers, en het houdt bijna alle regels van het spel voor vier.",
    ],
  },
  "bid-six": {
    lead: "Alle 24 kaarten worden verdeeld, zes per speler; spelers bieden hoeveel slagen ze halen, en de hoogste bieder kiest troef, zonder troef hoog of zonder troef laag.",
    about: [
      "Bied-euchre met zes kaarten, ook Racehorse genoemd, wordt gespeeld door vier spelers in twee koppels met het spel van 24 kaarten. Hier speel je Zuid met Noord tegen West en Oost.",
      "Bied-euchre vervangt de omgedraaide kaart door een bieding: het team dat de meeste slagen belooft, kiest troef, en beide teams tellen elke slag.",
    ],
    steps: [
      {
        title: "Het delen",
        text: [
          "Het hele spel van 24 kaarten wordt verdeeld, zes kaarten voor elk van de vier spelers, dus er is geen kitty en geen kaart om aan te nemen.",
        ],
      },
      {
        title: "Het bieden",
        text: [
          "Te beginnen links van de gever biedt elke speler één keer: een aantal slagen van 3 tot 6 dat zijn team belooft te halen, hoger dan het vorige bod, of hij past. Een bod noemt geen kleur.",
          "De gever biedt als laatste en mag het contract nemen door het hoogste bod te evenaren; hebben alle anderen gepast, dan moet de gever minstens 3 bieden.",
          "De hoogste bieder kiest dan de troefkleur, met de bowers zoals gewoonlijk, zonder troef hoog (aas tot negen) of zonder troef laag (negen tot aas).",
        ],
      },
      {
        title: "Het spelen",
        text: [
          "De hoogste bieder komt uit in de eerste van zes slagen. Beken kleur als je kunt; anders speel je elke kaart. Zonder troef zijn er geen bowers: elke boer hoort bij zijn eigen kleur.",
        ],
      },
      {
        title: "Telling",
        text: [
          "Beide teams krijgen een punt voor elke slag die ze halen. Halen de bieders minder slagen dan ze boden, dan gaan ze nat: in plaats van hun slagen te tellen, verliezen ze het bedrag van hun bod, dus scores kunnen onder nul komen.",
        ],
        table: {
          caption: "Punten per spel (bod b, slagen van de bieders t)",
          head: ["Uitslag", "Bieders", "Verdedigers"],
          rows: [
            ["Gehaald (t ≥ b)", "+t", "+(6 − t)"],
            ["Nat (t < b)", "−b", "+(6 − t)"],
          ],
        },
      },
      {
        title: "Winnen",
        text: [
          "Het spel gaat tot 32 punten, bereikt aan het eind van een spel waarin dat team zijn bod haalde of de bieders nat liet gaan. Slagen gehaald tegen een gehaald bod winnen het spel niet.",
        ],
      },
    ],
    differences: {
      caption: "Hoe Bied-euchre (zes kaarten) verschilt van gewoon Euchre",
      head: ["Regel", "Gewoon Euchre", "Bied-euchre (zes kaarten)"],
      rows: [
        [
          "Delen",
          "Vijf kaarten per speler; vier gaan naar de kitty, de bovenste omgedraaid.",
          "Alle 24 kaarten, zes per speler, zonder kitty en zonder omgedraaide kaart.",
        ],
        [
          "Troef bepalen",
          "Neem de kleur van de omgedraaide kaart aan, of noem in een tweede ronde een andere kleur.",
          "Eén biedronde vanaf links van de gever: elke speler biedt 3 tot 6 slagen, hoger dan het vorige bod, of past.",
        ],
        [
          "De gever",
          "Gever verplicht: past iedereen twee keer, dan moet de gever troef kiezen.",
          "Biedt als laatste en mag het hoogste bod evenaren om het te nemen; hebben alle anderen gepast, dan moet hij minstens 3 bieden.",
        ],
        [
          "Troef",
          "Altijd een kleur, met de rechter en linker bower bovenaan.",
          "De hoogste bieder kiest een kleur (bowers zoals gewoonlijk), zonder troef hoog of zonder troef laag.",
        ],
        ["Eerste uitkomst", "De speler links van de gever, of de volgende speler die meespeelt.", "De hoogste bieder."],
        [
          "Telling",
          "Makers: 1 voor drie of vier slagen, 2 voor alle vijf, 4 alleen. Verdedigers: 2 voor een euchre.",
          "Elk team krijgt een punt per slag. Bieders die tekortkomen verliezen in plaats daarvan hun bod.",
        ],
        [
          "Winnen",
          "Het eerste team dat de doelscore haalt, 10.",
          "32 punten, in een spel waarin dat team zijn bod haalde of de bieders nat liet gaan.",
        ],
        [
          "Alleen spelen",
          "De maker mag alleen spelen; zijn partner speelt niet mee.",
          "Niet aangeboden: deze versie kent geen alleenbiedingen.",
        ],
      ],
    },
    decisions: [
      "De gever mag elk hoogste bod evenaren, ook dat van zijn partner, en mag ook hoger bieden.",
      "Na een bod van 6 kunnen de andere spelers alleen passen; de gever mag 6 nog evenaren.",
      "Een gehaald bod telt de gehaalde slagen, niet het bod, en de verdedigers tellen altijd hun slagen.",
    ],
    history: [
      "Bied-euchre is eerder een familie van spellen dan één spel. Bid Euchre, ook bekend als Auction Euchre, Pepper of Hasenpfeffer, is een groep Noord-Amerikaanse varianten waarin troef door bieden wordt bepaald.",
      "De versie die hier wordt gespeeld is die welke bekendstaat als Bid Euchre, 6-Card Euchre of Racehorse. Sommige vormen van Bid Euchre kennen alleenbiedingen, maar beschrijvingen van deze versie noemen ze niet, dus hier worden ze niet aangeboden.",
    ],
  },
  "double-deck": {
    lead: "Euchre met een bieding en twee spellen kaarten: bied hoeveel van de twaalf slagen je team haalt, kies troef of zonder troef, en speel alleen voor de grote score.",
    about: [
      "Bied-euchre met dubbel spel wordt gespeeld door vier spelers in twee koppels met 48 kaarten: aas, heer, vrouw, boer, 10 en 9 uit twee door elkaar geschudde spellen. Elke speler krijgt twaalf kaarten. Hier speel je Zuid met Noord tegen West en Oost.",
      "Elke kaart bestaat twee keer, dus er zijn twee rechter en twee linker bowers. Vallen twee gelijke kaarten in dezelfde slag, dan wint de eerst gespeelde.",
    ],
    steps: [
      {
        title: "Het delen",
        text: ["Alle 48 kaarten worden verdeeld, twaalf per speler. Er is geen kitty."],
      },
      {
        title: "Het bieden",
        text: [
          "Te beginnen links van de gever bieden de spelers een aantal slagen (1 tot 12) met een troefkleur of zonder troef. Elk bod moet meer slagen noemen dan het vorige; de kleuren hebben geen rang. Wie gepast heeft, mag later toch weer bieden.",
          "Het bieden eindigt als de andere drie na elkaar passen, als iemand 12 biedt, of als iemand biedt alleen te spelen en daarbij troef of zonder troef noemt. Passen alle vier meteen, dan wordt ingegooid.",
          "Wie alleen speelt, mag tot drie kaarten gesloten afleggen; zijn partner geeft hem, zonder ze te zien, evenveel kaarten gesloten en speelt dan niet mee.",
        ],
      },
      {
        title: "Het spelen",
        text: [
          "De hoogste bieder komt uit. Beken kleur als je kunt; zo niet, dan mag je troeven of elke kaart afgooien. Zonder troef loopt elke kleur van aas tot 9 en zijn er geen bowers.",
        ],
      },
      {
        title: "Telling",
        text: [
          "Beide teams krijgen een punt per slag. Bieders die tekortkomen verliezen in plaats daarvan hun bod; scores kunnen onder nul komen.",
        ],
        table: {
          caption: "Punten per spel (bod b, slagen van de bieders t)",
          head: ["Uitslag", "Bieders", "Verdedigers"],
          rows: [
            ["Gehaald (t ≥ b)", "+t", "+(12 − t)"],
            ["Nat (t < b)", "−b", "+(12 − t)"],
            ["Alleen, alle 12 slagen", "+24", "0"],
            ["Alleen, minder dan 12", "−24", "+(12 − t)"],
          ],
        },
      },
      {
        title: "Winnen",
        text: [
          "Het spel gaat tot 52. Zoals in elk Bied-euchre wint een team alleen in een spel waarin het zijn bod haalde of de bieders nat liet gaan.",
        ],
      },
    ],
    differences: {
      caption: "Hoe Bied-euchre met dubbel spel verschilt van gewoon Euchre",
      head: ["Regel", "Gewoon Euchre", "Bied-euchre met dubbel spel"],
      rows: [
        ["Kaarten", "24 kaarten.", "48 kaarten: twee spellen van 24."],
        ["Delen", "Vijf per speler; een omgedraaide kaart.", "Twaalf per speler; geen kitty, geen omgedraaide kaart."],
        [
          "Troef bepalen",
          "Neem de kleur van de omgedraaide kaart aan of noem een andere.",
          "Een bieding van 1 tot 12 slagen met een kleur of zonder troef, in zoveel rondes als nodig.",
        ],
        ["De gever", "Moet troef kiezen als iedereen twee keer past.", "Geen voorrecht; passen allen, dan wordt ingegooid."],
        ["Gelijke kaarten", "Bestaan niet.", "De eerst gespeelde wint van de tweede."],
        ["Eerste uitkomst", "Links van de gever.", "De hoogste bieder."],
        [
          "Alleen spelen",
          "De maker mag alleen spelen voor 4.",
          "Het hoogste bod: alle 12 slagen voor 24, met een ruil van tot drie kaarten.",
        ],
        [
          "Telling en doel",
          "1, 2 of 4 voor de makers, 2 voor een euchre; eerst tot 10.",
          "Een punt per slag voor elk team, bieders die nat gaan verliezen hun bod; 52.",
        ],
      ],
    },
    decisions: [
      "Zonder troef is alleen zonder troef hoog; zonder troef laag bestaat in deze versie niet.",
      "Het laagste bod is 1, zoals onze bronpagina zegt (andere versies beginnen bij 3 of 6).",
      "Een bod van 12 beëindigt het bieden: daarna kan niemand meer alleen bieden.",
      "Een alleenbod noemt troef of zonder troef in het bod, zodat de partner het weet bij het kiezen van de kaarten.",
      "Mislukt een alleenspel, dan tellen de verdedigers ook hun slagen.",
    ],
    history: [
      "Bid Euchre is de naam van een groep Noord-Amerikaanse spellen op basis van Euchre, waarin troef wordt gekozen door wie belooft de meeste slagen te halen, in plaats van door een kaart om te draaien. Er is geen eenduidig regelboek: versies verschillen vooral in de grootte van het spel, vaak een dubbel spel, en in de toegestane biedingen. Pepper, Pfeffer, Hasenpfeffer en Buck Euchre horen tot dezelfde familie.",
      "De regels hier volgen de algemene regels van pagat.com voor Bid Euchre samen met zijn Double Deck Bid Euchre uit het Amerikaanse Middenwesten. Die versie kent geen doelscore, dus spelen we tot 52, het doel in pagats versies uit Barrie en Kokomo.",
    ],
  },
  "three-hand": {
    lead: "Euchre voor drie, ieder voor zich: wie troef maakt, speelt alleen tegen de andere twee, die alleen voor dat spel samenspelen.",
    about: [
      "Euchre voor drie (cut-throat) houdt de kaarten, de bowers en het bieden van gewoon Euchre, met drie spelers en geen vaste partners. Hier speel je Zuid tegen West en Oost.",
      "Het spel heeft 24 kaarten, aas tot 9 in elke kleur, met de rechter en linker bower als hoogste troeven. Elke speler houdt zijn eigen score bij.",
    ],
    steps: [
      {
        title: "Het delen",
        text: [
          "Elke speler krijgt vijf kaarten. De andere negen vormen de kitty en de bovenste kaart wordt omgedraaid. Het delen gaat naar links.",
        ],
      },
      {
        title: "Troef maken",
        text: [
          "Vanaf links van de gever mag elke speler passen of de omgedraaide kaart bestellen; de gever, als laatste, mag haar opnemen. Haar kleur wordt troef, en de gever neemt de kaart op en legt er een weg.",
          "Passen alle drie, dan wordt de kaart omgedraaid en mag ieder om beurten een andere kleur noemen. De gever moet er een noemen als de andere twee passen.",
          "Niemand meldt alleen spelen: de maker speelt al alleen tegen de andere twee.",
        ],
      },
      {
        title: "Het spel",
        text: [
          "De speler links van de gever komt uit. Volg de kleur als je kunt (de linker bower telt als troef); anders mag je elke kaart spelen. De hoogste troef wint, anders de hoogste kaart van de gevraagde kleur. De slagen van de twee verdedigers tellen samen.",
        ],
      },
      {
        title: "Punten",
        text: ["De maker heeft drie slagen nodig. Lukt dat niet, dan krijgt elk van de andere twee 2 punten."],
        table: {
          caption: "Punten per spel",
          head: ["Slagen van de maker", "Maker", "Elke verdediger"],
          rows: [
            ["3 of 4", "1", "0"],
            ["5", "3", "0"],
            ["0 tot 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Winnen",
        text: [
          "De eerste speler die 10 punten haalt en voor beide anderen staat, wint; halen twee het gelijk, dan wordt er verder gespeeld. In het dagspel is het netto van een spel jouw punten min die van elke tegenstander, opgeteld: +2 als je troef maakt en haalt, −4 als je euchred wordt, +2 als je helpt een maker te euchren.",
        ],
      },
    ],
    differences: {
      caption: "Hoe Euchre voor drie verschilt van gewoon Euchre",
      head: ["Regel", "Gewoon Euchre", "Euchre voor drie"],
      rows: [
        ["Spelers", "Vier, in twee koppels.", "Drie, ieder voor zich."],
        ["Niet gedeelde kaarten", "Vier in de kitty.", "Negen in de kitty."],
        ["Partijen", "Vaste partners.", "De maker tegen de andere twee, voor één spel."],
        ["Alleen spelen", "De maker mag alleen spelen voor 4.", "Altijd: de maker speelt alleen, zonder aparte melding."],
        ["Alle vijf slagen", "2 punten.", "3 punten."],
        ["Euchre", "De verdedigende partij krijgt 2.", "Elke verdediger krijgt 2."],
        ["Winnen", "De eerste partij op 10.", "De eerste speler op 10 die voor beide anderen staat."],
      ],
    },
    decisions: [
      "We spelen de vorm van Euchre voor drie die de omgedraaide kaart, de twee rondes en de gedwongen gever van gewoon Euchre houdt, zoals 'drie, ieder voor zich' op onze bronpagina doet vermoeden; spellen met slagbiedingen en een weduwe zijn andere spellen.",
      "Alle vijf slagen tellen 3, en een euchre 2 voor elke verdediger, zoals in de gewone cut-throat-regels.",
      "Twee spelers die gelijk staan op 10 of meer spelen verder tot er een voor staat.",
    ],
    history: [
      "Euchre voor drie, of cut-throat Euchre, is het gebruikelijke antwoord als er een vierde speler ontbreekt. Het staat al in Euchre-boeken uit de 19e eeuw en wordt nog steeds thuis en in clubs gespeeld, met kleine verschillen in de telling.",
    ],
  },
  railroad: {
    lead: "Snelle Euchre: vier spelers in twee koppels met de joker als hoogste troef, en wie alleen speelt, ruilt een kaart voor de beste van de partner.",
    about: [
      "Spoorweg-Euchre is gewone Euchre met twee toevoegingen waardoor de punten snel komen: de joker en het recht van de alleenspeler op de beste kaart van de partner. Hier speel je Zuid met Noord als partner tegen West en Oost.",
      "Er wordt gespeeld met 25 kaarten: aas tot en met 9 in elke kleur en de joker. De joker is de hoogste troef, boven de rechter en de linker bower, en hoort in alle opzichten bij de troefkleur.",
    ],
    steps: [
      {
        title: "Het delen",
        text: [
          "Elke speler krijgt vijf kaarten. De andere vijf gaan gesloten naar de kitty, en de bovenste wordt omgedraaid. Is dat de joker, dan kiest de gever troef voordat hij zijn kaarten bekijkt, en speelt met zijn partner.",
        ],
      },
      {
        title: "Troef maken",
        text: [
          "Zoals in Euchre: te beginnen links van de gever mag ieder passen of de omgedraaide kaart bestellen, die de gever opneemt en waarvoor hij een kaart aflegt; in een tweede ronde mag een andere kleur genoemd worden, en de gever moet er een noemen als de anderen passen.",
          "Wie troef maakt, mag aankondigen alleen te spelen.",
        ],
      },
      {
        title: "De beste kaart van de partner",
        text: [
          "Wie alleen speelt, mag één kaart gesloten afleggen, of geen, zonder te zien wat er terugkomt. De partner, die die kaart niet gezien heeft, geeft daarna één kaart naar keuze gesloten door, meestal zijn beste, en speelt dat spel niet mee.",
          "Alleen de twee partners zien de doorgegeven kaart; de tegenstanders zien alleen dat er een kaart van hand wisselde. Speelt de partner van de gever alleen, dan geeft de gever een kaart uit zijn eigen hand; de omgedraaide kaart blijft liggen.",
        ],
      },
      {
        title: "Het spelen",
        text: [
          "De speler links van de gever komt uit, of de volgende speler die meespeelt. Je moet kleur bekennen als je kunt (de joker en de linker bower tellen als troef); anders mag je elke kaart spelen. De hoogste troef wint, anders de hoogste kaart van de gevraagde kleur.",
        ],
      },
      {
        title: "Telling",
        text: ["In elk spel scoort maar één team."],
        table: {
          caption: "Punten per spel",
          head: ["Slagen van de makers", "Makers", "Verdedigers"],
          rows: [
            ["3 of 4", "1", "0"],
            ["5, met partner", "2", "0"],
            ["5, alleen", "4", "0"],
            ["0 tot 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Winnen",
        text: ["Het team dat als eerste 10 punten haalt, wint de partij. In het dagspel telt elk spel apart."],
      },
    ],
    differences: {
      caption: "Hoe Spoorweg-Euchre verschilt van gewone Euchre",
      head: ["Regel", "Gewone Euchre", "Spoorweg-Euchre"],
      rows: [
        ["Kaarten", "24 kaarten.", "25 kaarten: de joker is de hoogste troef."],
        ["Niet gedeelde kaarten", "Vier in de kitty.", "Vijf in de kitty."],
        [
          "Alleen spelen",
          "De partner speelt niet mee en houdt zijn kaarten.",
          "De alleenspeler mag één kaart ruilen voor een van de partner.",
        ],
        ["Telling en winst", "1, 2, 4 alleen; 2 voor een euchre; 10 wint.", "Hetzelfde."],
      ],
    },
    decisions: [
      "De bronnen verschillen over wat Euchre tot 'Spoorweg' maakt: wij spelen de twee kenmerken die ze delen, de joker en de vraag om de beste kaart van de partner, met de telling van gewone Euchre en een partij tot 10.",
      "De alleenspeler kiest of en welke kaart hij aflegt voordat hij de kaart van de partner ziet, zoals de meeste bronnen zeggen; houdt hij zijn hand, dan wordt er geen kaart doorgegeven.",
      "Alleen de maker mag alleen spelen; niemand verdedigt alleen tegen een alleenspeler.",
      "Een gever die de omgedraaide kaart opneemt, legt eerst af; speelt de gever ook alleen, dan legt hij nog een kaart af voor die van de partner.",
      "Overtollige punten naar de volgende partij en dubbele winst bij nul punten van de tegenstanders worden niet gespeeld.",
    ],
    history: [
      "Spoorweg-Euchre kreeg in de 19e eeuw zijn naam door de snelheid waarmee de punten komen, en een boek uit 1887 zegt dat het het oudere spel grotendeels had verdrongen. Het wordt gespeeld met de joker, die Euchre in de jaren 1850 als beste troef in het kaartspel bracht, en de boeken uit die tijd beschrijven hoe de alleenspeler om de beste kaart van de partner vraagt.",
    ],
  },
  hasenpfeffer: {
    lead: "Euchre met bieden en een joker: 25 kaarten, zes per speler, er wordt geboden om troef te mogen kiezen, en de joker is altijd de hoogste troef.",
    about: [
      "Hasenpfeffer wordt gespeeld door vier spelers in twee koppels met het spel van 24 kaarten en een joker. Hier speel je Zuid met Noord tegen West en Oost.",
      "De joker is in elk spel de hoogste troef, boven de rechter bower, en hoort in alle opzichten bij de troefkleur. Wie hem krijgt, moet er misschien mee bieden.",
    ],
    steps: [
      {
        title: "Het delen",
        text: ["Elke speler krijgt zes kaarten, drie tegelijk. De 25e kaart blijft gedekt liggen en wordt niet gebruikt."],
      },
      {
        title: "Het bieden",
        text: [
          "Te beginnen links van de gever biedt elke speler één keer: een aantal slagen van 3 tot 6 dat zijn team belooft te halen, hoger dan het vorige bod, of hij past. Een bod noemt geen kleur. De gever biedt als laatste en moet ook hoger bieden.",
          "Passen alle vier, dan moet de speler met de joker 3 bieden. Heeft niemand hem, omdat hij de ongebruikte kaart is, dan vervalt het spel en deelt de volgende speler; in een dagspel eindigt zo'n spel 0 tegen 0.",
          "De hoogste bieder noemt dan een troefkleur. Zonder troef bestaat niet.",
        ],
      },
      {
        title: "Het spelen",
        text: [
          "De hoogste bieder komt uit in de eerste van zes slagen. Beken kleur als je kunt (de joker en de linker bower tellen als troef); anders speel je elke kaart. De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur.",
        ],
      },
      {
        title: "Telling",
        text: [
          "Alleen de bieders scoren. Halen ze minstens zoveel slagen als ze boden, dan krijgen ze een punt per gehaalde slag; anders verliezen ze een punt per slag die ontbreekt. Scores kunnen onder nul komen.",
        ],
        table: {
          caption: "Punten per spel (bod b, slagen van de bieders t)",
          head: ["Uitslag", "Bieders", "Verdedigers"],
          rows: [
            ["Gehaald (t ≥ b)", "+t", "0"],
            ["Nat (t < b)", "−(b − t)", "0"],
          ],
        },
      },
      {
        title: "Winnen",
        text: ["Het team dat als eerste 10 punten haalt, wint. In het dagspel telt elk spel apart."],
      },
    ],
    differences: {
      caption: "Hoe Hasenpfeffer verschilt van gewoon Euchre",
      head: ["Regel", "Gewoon Euchre", "Hasenpfeffer"],
      rows: [
        ["Kaarten", "24.", "24 en een joker, de hoogste troef."],
        [
          "Delen",
          "Vijf kaarten per speler; vier gaan naar de kitty, de bovenste omgedraaid.",
          "Zes per speler, drie tegelijk; één kaart blijft gedekt en ongebruikt.",
        ],
        [
          "Troef bepalen",
          "Neem de kleur van de omgedraaide kaart aan, of noem in een tweede ronde een andere kleur.",
          "Eén biedronde vanaf links van de gever: 3 tot 6 slagen, hoger dan het vorige bod, of passen.",
        ],
        [
          "Iedereen past",
          "De gever moet in de tweede ronde troef kiezen.",
          "Wie de joker heeft, moet 3 bieden; is de joker de ongebruikte kaart, dan vervalt het spel.",
        ],
        ["Alleen spelen", "Wie troef maakt, mag alleen spelen.", "Wordt niet gespeeld."],
        ["Eerste uitkomst", "De speler links van de gever, of de volgende speler die meespeelt.", "De hoogste bieder."],
        [
          "Telling",
          "Makers 1 voor drie of vier slagen, 2 voor vijf, 4 alleen; verdedigers 2 voor een euchre.",
          "Bieders een punt per slag als ze hun bod halen, anders min een punt per ontbrekende slag; verdedigers niets.",
        ],
        ["Winnen", "Eerst tot 10.", "Eerst tot 10."],
      ],
    },
    decisions: [
      "De bronnen beschrijven twee spellen onder deze naam; wij spelen dat met de joker en het verplichte bod. Pepper, een verwant spel, heeft geen van beide.",
      'Eén biedronde van 3 tot 6, zoals in Bied-euchre met zes kaarten: "niemand biedt" betekent dan gewoon vier keer passen, en het verplichte bod van 3 is ook het laagste bod.',
      "Troef is altijd een kleur: de joker wordt alleen beschreven als de hoogste troef.",
      "De hoogste bieder komt uit, zoals in Pepper. De verdedigers scoren niets: de bron die we volgen geeft alleen de bieders punten.",
      "Een dagspel heeft 7 spellen, ongeveer evenveel kaarten als een dagspel Euchre.",
    ],
    history: [
      'Hasenpfeffer, "gepeperde haas", de naam van een Duitse stoofpot, staat in Amerikaanse kaartspelboeken als een verwant van Euchre uit de streek van de Pennsylvania Dutch. De naam gaf waarschijnlijk Pepper, een biedspel dat in Iowa en Ohio nog gespeeld wordt.',
    ],
  },
  napoleon: {
    lead: "Nap met vier, ieder voor zich: wie het hoogst biedt, speelt alleen tegen de andere drie, en de eerste uitgespeelde kaart bepaalt troef.",
    about: [
      "Napoleon, of Nap, is een Engels rondspel, verwant aan Euchre. Er zijn geen boeren bovenaan: elke kleur loopt aas, heer, vrouw, boer, 10, 9, 8, 7. Hier speel je Zuid tegen West, Noord en Oost.",
      "Het spel heeft 32 kaarten, aas tot en met 7 in elke kleur. Elke speler houdt zijn eigen stand bij.",
    ],
    steps: [
      {
        title: "Het delen",
        text: [
          "Elke speler krijgt vijf kaarten, eerst drie en dan twee tegelijk. De overige twaalf worden niet gebruikt. Het delen gaat naar links.",
        ],
      },
      {
        title: "Bieden",
        text: [
          "Vanaf links van de gever heeft elke speler één kans om te bieden of te passen, en elk bod moet hoger zijn dan het vorige: Drie, Vier, Nap (alle vijf slagen) en, alleen na een Nap, Wellington (alle vijf voor dubbele inzet). Niets gaat boven een Wellington, dus daarmee eindigt het bieden.",
          "Een bod noemt alleen slagen, nooit een kleur. Passen alle vier, dan worden de kaarten ingegooid en deelt de volgende gever.",
        ],
      },
      {
        title: "Het spel",
        text: [
          "De hoogste bieder speelt een willekeurige kaart uit, en die kleur is troef voor dit spel. Bekennen als je kunt; anders speel je een willekeurige kaart. De hoogste troef wint, anders de hoogste kaart van de gevraagde kleur. De andere drie spelen samen tegen de bieder; hun slagen tellen tegen de zijne.",
        ],
      },
      {
        title: "Telling",
        text: [
          "Een bieder die minstens de gevraagde slagen haalt (alle vijf bij Nap en Wellington), wint de inzet van elke andere speler; wie faalt, betaalt elk van hen de inzet. Overslagen tellen niet.",
        ],
        table: {
          caption: "Inzetten, gewonnen van of betaald aan elke andere speler",
          head: ["Bod", "Nodige slagen", "Inzet"],
          rows: [
            ["Drie", "3", "3"],
            ["Vier", "4", "4"],
            ["Nap", "5", "5"],
            ["Wellington", "5", "10"],
          ],
        },
      },
      {
        title: "Winnen",
        text: [
          "Een gewonnen inzet telt voor de bieder, een verloren inzet voor elk van de andere drie. De eerste speler die 20 punten haalt en voor alle anderen staat, wint; halen twee het gelijk, dan gaat het spel door. In een dagspel is de netto van een spel wat je won of betaalde: een Vier die jij biedt en haalt is +12, een mislukte −12, en het bod van een ander levert je de inzet op of kost je die.",
        ],
      },
    ],
    differences: {
      caption: "Hoe Napoleon verschilt van gewone Euchre",
      head: ["Regel", "Gewone Euchre", "Napoleon"],
      rows: [
        ["Spelers", "Vier, in twee koppels.", "Vier, ieder voor zich."],
        ["Kaarten", "24 kaarten, 9 tot aas.", "32 kaarten, 7 tot aas; twaalf worden niet gedeeld."],
        [
          "Volgorde",
          "De rechter en linker boer zijn de hoogste troeven.",
          "Geen boeren bovenaan: aas, dan heer, vrouw, boer, 10, 9, 8, 7 in elke kleur.",
        ],
        [
          "Troef kiezen",
          "De omgedraaide kaart bestellen, of in een tweede ronde een kleur noemen.",
          "Eén bod per speler, alleen in slagen; de eerste kaart van de hoogste bieder bepaalt troef.",
        ],
        ["Iedereen past", "De gever moet troef kiezen.", "De kaarten worden ingegooid."],
        ["Eerste uitkomst", "De speler links van de gever.", "De hoogste bieder."],
        ["Partijen", "Vaste partners.", "De bieder alleen tegen de andere drie, voor één spel."],
        [
          "Telling",
          "Troefmakers 1 of 2 (alleen 4); een euchre geeft de verdedigers 2.",
          "De inzet van het bod, 3 tot 10, van of aan elke andere speler.",
        ],
        ["Winnen", "De eerste partij met 10.", "De eerste speler met 20 die voor alle anderen staat."],
      ],
    },
    decisions: [
      "We spelen met vier en 32 kaarten (7 tot aas), zoals boeken voor vier spelers aanraden; het laagste bod is Drie, zoals in onze bron, zonder Twee, Misère of Blücher.",
      "Elk bod heeft één inzet, gelijk bij winst en verlies: 3, 4, 5 voor Nap en 10 voor Wellington. Sommige boeken betalen 10 voor Nap en vragen 5; wij houden winst en verlies gelijk.",
      "Een Wellington beëindigt het bieden meteen, want niemand mag erboven bieden.",
      "Alle slagen worden uitgespeeld, zoals in onze andere spellen, ook als de uitslag al vaststaat.",
      "Een hele partij gaat tot 20 punten, omdat Nap zelf om inzetten zonder einde wordt gespeeld.",
    ],
    history: [
      "Nap is in Engeland bekend sinds het eind van de 19e eeuw en is misschien vernoemd naar Napoleon III; Wellington en Blücher, de biedingen boven Nap, zijn vernoemd naar Napoleons tegenstanders bij Waterloo. 'Go nap' betekent in het Engels nog steeds alles op het spel zetten.",
    ],
  },
};

export default nl;
