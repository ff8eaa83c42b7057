import type { RulesContent } from "./types";

const da: RulesContent = {
  euchre: {
    lead: "Klassikeren: fire spillere på to makkerhold, fem kort til hver, et opvendt kort foreslår trumf, og den side, der vælger trumf, skal tage tre af de fem stik.",
    about: [
      "Euchre er et stikspil for fire spillere på to makkerhold; makkerne sidder over for hinanden. Her spiller du syd med nord som makker mod vest og øst.",
      "Der bruges 24 kort: es, konge, dame, knægt, 10 og 9 i hver kulør. Knægten i trumfkuløren (højre bower) er højeste trumf, derefter den anden knægt i samme farve (venstre bower), som i enhver henseende hører til trumfkuløren.",
    ],
    steps: [
      {
        title: "Kortgivningen",
        text: ["Hver spiller får fem kort. De sidste fire går i kitty med bagsiden opad, og det øverste vendes op."],
      },
      {
        title: "Valg af trumf",
        text: [
          "Begyndende til venstre for giveren kan hver spiller melde pas eller bestille det opvendte kort: dets kulør bliver trumf, og giveren tager det op og lægger et kort fra sig. Giveren melder sidst og kan selv tage det op.",
          "Melder alle fire pas, vendes kortet om, og i en anden runde kan man vælge en anden kulør. Melder de første tre pas igen, skal giveren vælge trumf.",
          "Den, der vælger trumf, kan melde, at han spiller alene; makkeren sidder så over i kortgivningen.",
        ],
      },
      {
        title: "Spillet",
        text: [
          "Spilleren til venstre for giveren spiller ud, eller den næste spiller, der spiller med. Du skal bekende kulør, hvis du kan (venstre bower er trumf); ellers må du spille et hvilket som helst kort. Højeste trumf vinder stikket, ellers det højeste kort i den udspillede kulør. Vinderen spiller ud til næste stik.",
        ],
      },
      {
        title: "Pointberegning",
        text: ["Kun én side scorer i hver kortgivning."],
        table: {
          caption: "Point pr. kortgivning",
          head: ["Meldernes stik", "Meldere", "Forsvarere"],
          rows: [
            ["3 eller 4", "1", "0"],
            ["5, med makker", "2", "0"],
            ["5, alene", "4", "0"],
            ["0 til 2 (euchre)", "0", "2"],
          ],
        },
      },
      {
        title: "Sejr",
        text: ["Den side, der først når 10 point, vinder spillet. I dagens spil scores hver kortgivning for sig."],
      },
    ],
    differences: {
      caption: "Valg i Euchre: hvad vi spiller",
      head: ["Valg", "Andre steder", "Her"],
      rows: [
        ["Tvungen giver", "Nogle kaster kortene ind, når alle melder pas to gange.", "Spilles: giveren skal vælge trumf i anden runde."],
        ["Spil alene", "Nogle lader alle spille alene, også en forsvarer.", "Kun melderen, når trumf vælges."],
        ["Canadisk alenespil", "Giverens makker, der bestiller, skal spille alene.", "Kan vælges i hele spil."],
        [
          "Joker (Benny)",
          "Et 25. kort over højre bower.",
          "Kan vælges i hele spil. Vendes den op, vælger giveren trumf uden at se sine kort.",
        ],
        ["Kortspil med 32 kort", "Syvere og ottere tilføjes.", "Kan vælges i hele spil; dagens spil bruger 24 kort."],
        ["Målscore", "10, 11, 15 eller 21.", "10; hele spil kan vælge 5, 7, 11, 15 eller 21."],
        ["Tre spillere", "Hver spiller for sig.", "Spilles ikke: fire på to makkerhold."],
      ],
    },
    decisions: [
      "Spiller giverens makker alene, bliver det opvendte kort liggende: giveren sidder over og bytter ikke.",
      "Sidder spilleren til venstre for giveren over, spiller den næste spiller, der spiller med, ud (som vores kildeside siger), ikke spilleren til venstre for alenespilleren.",
      "I anden runde må ingen vælge den vendte kulør, heller ikke den tvungne giver.",
      "Går en alenespiller bet, får forsvarerne 2 point.",
      "Med jokeren: vendes den op, vælger giveren trumf uden at se sine kort og aldrig alene; jokeren er trumf i alle henseender, så udspil af den er udspil i trumf.",
    ],
    history: [
      "Euchre udsprang af de europæiske spil Juckerspiel og Écarté og var i 1800-tallet det mest populære kortspil i USA; de første regler på engelsk er fra 1840'erne. Det spilles stadig meget i det amerikanske Midtvesten, i Canada, i Australien og i det sydvestlige England.",
    ],
  },
  "two-hand": {
    lead: "Euchre for to: fem kort til hver, det opvendte kort foreslår trumf, og melderen skal tage tre stik mod en enkelt modstander.",
    about: [
      "Euchre for to beholder kortene og bowerne fra Euchre, men spilles af to spillere, der spiller hver for sig. Her spiller du syd mod nord.",
      "Kortspillet har 24 kort, es ned til 9 i hver kulør, med højre og venstre bower som højeste trumfer.",
    ],
    steps: [
      {
        title: "Kortgivningen",
        text: [
          "Hver spiller får fem kort. De øvrige fjorten lægges med bagsiden opad som talon, og det øverste kort vendes op. Man giver på skift.",
        ],
      },
      {
        title: "Valg af trumf",
        text: [
          "Ikke-giveren melder først og kan melde pas eller bestille det opvendte kort. Bestiller han, bliver kortets kulør trumf, og giveren kan tage kortet op og lægge et fra sig eller lade det ligge.",
          "Melder ikke-giveren pas, kan giveren melde pas eller acceptere: han tager kortet, lægger et fra sig, og kuløren bliver trumf.",
          "Melder begge pas, vendes kortet om, og hver kan på skift vælge en anden kulør. Melder begge pas igen, kastes kortene ind, og den anden giver.",
        ],
      },
      {
        title: "Spillet",
        text: [
          "Ikke-giveren spiller altid ud til første stik. Bekend kulør, hvis du kan (venstre bower er trumf); ellers spil et hvilket som helst kort. Højeste trumf vinder, ellers det højeste kort i den udspillede kulør.",
        ],
      },
      {
        title: "Pointberegning",
        text: ["Den, der valgte trumf, er melder; den anden er forsvarer."],
        table: {
          caption: "Point pr. kortgivning",
          head: ["Melderens stik", "Melder", "Forsvarer"],
          rows: [
            ["3 eller 4", "1", "0"],
            ["5", "2", "0"],
            ["0 til 2 (euchre)", "0", "2"],
          ],
        },
      },
      {
        title: "Sejr",
        text: ["Den første spiller, der når 10 point, vinder."],
      },
    ],
    differences: {
      caption: "Hvordan Euchre for to adskiller sig fra standard Euchre",
      head: ["Regel", "Standard Euchre", "Euchre for to"],
      rows: [
        ["Spillere", "Fire, på to makkerhold.", "To, hver for sig."],
        ["Kort, der ikke gives ud", "Fire i kitty.", "Fjorten i talonen."],
        ["Bestilling", "Giveren skal tage kortet op.", "Giveren kan tage det op eller lade det ligge."],
        ["Anden runde", "Giveren skal vælge trumf.", "Begge kan melde pas; så kastes kortene ind."],
        ["Spil alene", "Melderen kan spille alene for 4.", "Ikke muligt: der er ingen makker."],
        ["Første udspil", "Til venstre for giveren.", "Ikke-giveren."],
      ],
    },
    decisions: [
      "Efter en bestilling må giveren tage kortet op, men skal ikke, som vores kildeside siger.",
      "I anden runde må den vendte kulør ikke vælges, som i standard Euchre.",
      "Fire stik giver 1 point; kun alle fem giver bonus.",
      "Man giver på skift efter hver kortgivning, også efter en indkastning.",
    ],
    history: [
      "Euchre for to spillere står allerede i 1800-tallets spillebøger som Cassell's Book of In-door Amusements. Det er en enkel måde at spille Euchre på uden at være fire, og næsten alle reglerne fra spillet for fire bevares.",
    ],
  },
  "bid-six": {
    lead: "Bud-euchre erstatter det opvendte kort med en budrunde: alle 24 kort gives ud, seks til hver, spillerne byder, hvor mange stik de tager, og højeste byder vælger trumf, sans høj eller sans lav.",
    about: [
      "Bud-euchre med seks kort, også kaldet Racehorse, spilles af fire spillere på to makkerhold med kortspillet på 24 kort. Her spiller du syd med nord mod vest og øst.",
      "Trumf foreslås ikke af et kort: den side, der lover flest stik, vælger den, og begge sider scorer hvert stik.",
    ],
    steps: [
      {
        title: "Kortgivningen",
        text: [
          "Hele kortspillet på 24 kort gives ud, seks kort til hver af de fire spillere, så der er ingen kitty og intet opvendt kort.",
        ],
      },
      {
        title: "Budgivningen",
        text: [
          "Begyndende til venstre for giveren byder hver spiller én gang: et antal stik fra 3 til 6, som deres side lover at vinde, højere end det forrige bud, eller pas. Buddene nævner ingen kulør.",
          "Giveren byder sidst og kan tage kontrakten ved at matche det højeste bud; har alle andre meldt pas, skal giveren byde mindst 3.",
          "Højeste byder vælger derefter trumfkuløren, med bowers rangeret som sædvanligt, sans høj (ingen trumf, es ned til ni) eller sans lav (ingen trumf, nieren højest og esset lavest).",
        ],
      },
      {
        title: "Spillet",
        text: [
          "Højeste byder spiller ud til første af seks stik. Bekend kulør, hvis du kan; ellers spil et hvilket som helst kort. I sans er der ingen bowers: hver knægt hører til sin egen kulør.",
        ],
      },
      {
        title: "Pointberegning",
        text: [
          "Begge sider får et point for hvert stik, de tager. Vinder byderne færre stik, end de bød, går de bet: i stedet for at score deres stik mister de deres bud, så scorerne kan komme under nul.",
        ],
        table: {
          caption: "Point pr. kortgivning (bud b, bydernes stik t)",
          head: ["Resultat", "Bydere", "Forsvarere"],
          rows: [
            ["Klaret (t ≥ b)", "+t", "+(6 − t)"],
            ["Bet (t < b)", "−b", "+(6 − t)"],
          ],
        },
      },
      {
        title: "Sejr",
        text: [
          "Der spilles til 32, nået ved slutningen af en kortgivning, hvor siden klarede sit bud eller satte byderne bet. Stik taget mod et klaret bud vinder ikke spillet.",
        ],
      },
    ],
    differences: {
      caption: "Regelændringer: standard Euchre sammenlignet med Bud-euchre (seks kort)",
      head: ["Regel", "Standard Euchre", "Bud-euchre (seks kort)"],
      rows: [
        [
          "Kortgivning",
          "Fem kort til hver; fire går i kitty, og det øverste vendes op.",
          "Alle 24 kort, seks til hver, uden kitty og uden opvendt kort.",
        ],
        [
          "Valg af trumf",
          "Accepter det opvendte korts kulør, eller vælg en anden kulør i anden runde.",
          "Én budrunde fra giverens venstre side: hver spiller byder 3 til 6 stik, højere end sidste bud, eller melder pas.",
        ],
        [
          "Giveren",
          "Giveren er tvunget: melder alle pas to gange, skal giveren vælge trumf.",
          "Byder sidst og kan matche det højeste bud for at tage det; har alle andre meldt pas, skal giveren byde mindst 3.",
        ],
        [
          "Trumf",
          "Altid en kulør med højre og venstre bower øverst.",
          "Højeste byder vælger en kulør (bowers som sædvanligt), sans høj eller sans lav.",
        ],
        ["Første udspil", "Spilleren til venstre for giveren, eller den næste spiller, der spiller med.", "Højeste byder."],
        [
          "Pointberegning",
          "Meldere: 1 for tre eller fire stik, 2 for alle fem, 4 alene. Forsvarere: 2 for en euchre.",
          "Hver side får et point pr. stik. Bydere, der ikke når deres bud, mister i stedet buddet.",
        ],
        [
          "Sejr",
          "Den side, der først når målet, 10.",
          "32 point, nået i en kortgivning, hvor siden klarede sit bud eller satte byderne bet.",
        ],
        ["Spil alene", "Melderen kan spille alene; makkeren sidder over.", "Tilbydes ikke: denne version har ingen alenebud."],
      ],
    },
    decisions: [
      "Giveren må matche ethvert højeste bud, også makkerens, og må også byde højere.",
      "Efter et bud på 6 kan de andre spillere kun melde pas; giveren må stadig matche 6.",
      "Et klaret bud scorer de tagne stik, ikke buddet, og forsvarerne scorer altid deres stik.",
    ],
    history: [
      "Bud-euchre er en familie af spil snarere end ét spil. Bid Euchre, også kendt som Auction Euchre, Pepper eller Hasenpfeffer, er en gruppe nordamerikanske varianter, hvor trumf afgøres ved budgivning.",
      "Versionen, der spilles her, er den, der kaldes Bid Euchre, 6-Card Euchre eller Racehorse. Nogle former for Bud-euchre har alenebud, men beskrivelser af denne version nævner dem ikke, så de tilbydes ikke her.",
    ],
  },
  "double-deck": {
    lead: "Euchre med budgivning og to kortspil: byd, hvor mange af de tolv stik din side tager, vælg trumf eller sans, og spil alene for den store score.",
    about: [
      "Bud-euchre med dobbelt kortspil spilles af fire spillere på to makkerhold med 48 kort: es, konge, dame, knægt, 10 og 9 fra to blandede kortspil. Hver spiller får tolv kort. Her spiller du syd med nord mod vest og øst.",
      "Hvert kort findes to gange, så der er to højre og to venstre bowers. Falder to ens kort i samme stik, slår det først spillede det andet.",
    ],
    steps: [
      {
        title: "Kortgivningen",
        text: ["Alle 48 kort gives ud, tolv til hver spiller. Der er ingen kitty."],
      },
      {
        title: "Budgivningen",
        text: [
          "Begyndende til venstre for giveren byder spillerne et antal stik (1 til 12) sammen med en trumfkulør eller sans. Hvert bud skal nævne flere stik end det forrige; kulørerne har ingen rang. Den, der har meldt pas, må byde igen senere.",
          "Budgivningen slutter, når de tre andre melder pas efter hinanden, når nogen byder 12, eller når nogen byder at spille alene og nævner trumf eller sans. Melder alle fire pas fra start, kastes kortene ind.",
          "En alenespiller må lægge op til tre kort fra sig med bagsiden opad; makkeren giver ham, uden at se dem, lige så mange kort med bagsiden opad og sidder så over.",
        ],
      },
      {
        title: "Spillet",
        text: [
          "Højeste byder spiller ud. Bekend kulør, hvis du kan; ellers må du trumfe eller smide et hvilket som helst kort. I sans går hver kulør fra es til 9, og der er ingen bowers.",
        ],
      },
      {
        title: "Pointberegning",
        text: ["Begge sider får et point pr. stik. Bydere, der ikke når deres bud, mister i stedet buddet; scorerne kan komme under nul."],
        table: {
          caption: "Point pr. kortgivning (bud b, bydernes stik t)",
          head: ["Resultat", "Bydere", "Forsvarere"],
          rows: [
            ["Klaret (t ≥ b)", "+t", "+(12 − t)"],
            ["Bet (t < b)", "−b", "+(12 − t)"],
            ["Alene, alle 12 stik", "+24", "0"],
            ["Alene, færre end 12", "−24", "+(12 − t)"],
          ],
        },
      },
      {
        title: "Sejr",
        text: [
          "Der spilles til 52. Som i al Bud-euchre vinder en side kun i en kortgivning, hvor den klarede sit bud eller satte byderne bet.",
        ],
      },
    ],
    differences: {
      caption: "Hvordan Bud-euchre med dobbelt kortspil adskiller sig fra standard Euchre",
      head: ["Regel", "Standard Euchre", "Bud-euchre med dobbelt kortspil"],
      rows: [
        ["Kortspil", "24 kort.", "48 kort: to kortspil á 24."],
        ["Kortgivning", "Fem til hver; et opvendt kort.", "Tolv til hver; ingen kitty, intet opvendt kort."],
        [
          "Valg af trumf",
          "Accepter det opvendte korts kulør eller vælg en anden.",
          "En budgivning på 1 til 12 stik med kulør eller sans, over så mange runder som nødvendigt.",
        ],
        ["Giveren", "Skal vælge trumf, hvis alle melder pas to gange.", "Ingen særret; melder alle pas, kastes kortene ind."],
        ["Ens kort", "Findes ikke.", "Det først spillede slår det andet."],
        ["Første udspil", "Til venstre for giveren.", "Højeste byder."],
        ["Spil alene", "Melderen kan spille alene for 4.", "Det højeste bud: alle 12 stik for 24, med bytte af op til tre kort."],
        [
          "Point og mål",
          "1, 2 eller 4 til melderne, 2 for en euchre; først til 10.",
          "Et point pr. stik til hver side, bydere, der går bet, mister buddet; 52.",
        ],
      ],
    },
    decisions: [
      "Sans er kun sans høj; der er ingen sans lav i denne version.",
      "Laveste bud er 1, som vores kildeside siger (andre versioner starter ved 3 eller 6).",
      "Et bud på 12 afslutter budgivningen: derefter kan ingen byde alene.",
      "Et alenebud nævner trumf eller sans i buddet, så makkeren kender det, når han vælger kort at give.",
      "Mislykkes et alenespil, scorer forsvarerne også deres stik.",
    ],
    history: [
      "Bud-euchre er navnet på en gruppe nordamerikanske spil baseret på Euchre, hvor trumf vælges af den, der lover at tage flest stik, i stedet for ved at vende et kort. Der findes ingen fælles regelbog: versionerne adskiller sig især i kortspillets størrelse, ofte et dobbelt kortspil, og i de tilladte bud. Pepper, Pfeffer, Hasenpfeffer og Buck Euchre hører til samme familie.",
      "Reglerne her følger pagat.com's generelle regler for Bid Euchre sammen med dens Double Deck Bid Euchre fra det mellemvestlige USA. Den version har intet mål, så vi spiller til 52, målet i pagats versioner fra Barrie og Kokomo.",
    ],
  },
  "three-hand": {
    lead: "Euchre for tre, hver for sig: den, der vælger trumf, spiller alene mod de to andre, som slår sig sammen i netop den runde.",
    about: [
      "Euchre for tre (cut-throat) beholder kortene, bowerne og meldingerne fra standard Euchre, men med tre spillere og ingen faste makkere. Her spiller du syd mod vest og øst.",
      "Kortspillet har 24 kort, es ned til 9 i hver kulør, med højre og venstre bower som højeste trumfer. Hver spiller har sin egen score.",
    ],
    steps: [
      {
        title: "Kortgivningen",
        text: [
          "Hver spiller får fem kort. De andre ni lægges som kitty, og det øverste kort vendes op. Kortgivningen går videre til venstre.",
        ],
      },
      {
        title: "Valg af trumf",
        text: [
          "Fra giverens venstre kan hver spiller melde pas eller bestille det opvendte kort; giveren, der melder sidst, kan tage det op. Kortets kulør bliver trumf, og giveren tager kortet og lægger et kort væk.",
          "Melder alle tre pas, vendes kortet om, og hver kan på skift vælge en anden kulør. Giveren skal vælge, hvis de to andre melder pas.",
          "Ingen spiller alene for ekstra point: melderen spiller allerede alene mod de to andre.",
        ],
      },
      {
        title: "Spillet",
        text: [
          "Spilleren til venstre for giveren spiller ud. Bekend kulør, hvis du kan (venstre bower tæller som trumf); ellers må du spille et vilkårligt kort. Højeste trumf vinder, ellers højeste kort i udspillets kulør. De to forsvareres stik tæller sammen.",
        ],
      },
      {
        title: "Point",
        text: ["Melderen skal tage tre stik. Lykkes det ikke, får hver af de to andre 2 point."],
        table: {
          caption: "Point pr. runde",
          head: ["Melderens stik", "Melder", "Hver forsvarer"],
          rows: [
            ["3 eller 4", "1", "0"],
            ["5", "3", "0"],
            ["0 til 2 (euchret)", "0", "2"],
          ],
        },
      },
      {
        title: "Sejr",
        text: [
          "Den første spiller, der når 10 point og er foran begge de andre, vinder; når to når det lige, spilles der videre. I dagens spil er en runde netto dine point minus hver modstanders, lagt sammen: +2 når du vælger trumf og klarer det, −4 når du bliver euchret, +2 når du hjælper med at euchre en melder.",
        ],
      },
    ],
    differences: {
      caption: "Hvordan Euchre for tre adskiller sig fra standard Euchre",
      head: ["Regel", "Standard Euchre", "Euchre for tre"],
      rows: [
        ["Spillere", "Fire, på to makkerhold.", "Tre, hver for sig."],
        ["Kort, der ikke gives ud", "Fire i kitty.", "Ni i kitty."],
        ["Hold", "Faste makkere.", "Melderen mod de to andre, i én runde."],
        ["Spil alene", "Melderen kan spille alene for 4.", "Altid: melderen spiller alene, uden ekstra melding."],
        ["Alle fem stik", "2 point.", "3 point."],
        ["Euchre", "Det forsvarende hold får 2.", "Hver forsvarer får 2."],
        ["Sejr", "Det første hold til 10.", "Den første spiller til 10, der er foran begge de andre."],
      ],
    },
    decisions: [
      "Vi spiller den form for Euchre for tre, der beholder standard Euchres opvendte kort, to runder og tvungne giver, som vores kildesides 'tre, hver for sig' tyder på; spil med stikbud og enkehånd er andre spil.",
      "Alle fem stik giver 3, og en euchre 2 til hver forsvarer, som i de almindelige cut-throat-regler.",
      "To spillere, der står lige på 10 eller mere, spiller videre, til én er foran.",
    ],
    history: [
      "Euchre for tre, eller cut-throat Euchre, er det sædvanlige svar, når en fjerde spiller mangler. Det står i bøger om Euchre fra 1800-tallet og spilles stadig hjemme og i klubber med små forskelle i pointgivningen.",
    ],
  },
  railroad: {
    lead: "Hurtig Euchre: fire spillere på to makkerhold med jokeren som højeste trumf, og en solist bytter et kort for makkerens bedste.",
    about: [
      "Jernbane-Euchre er almindelig Euchre med to tilføjelser, der får point til at komme hurtigt: jokeren og solistens ret til makkerens bedste kort. Her spiller du syd med nord som makker mod vest og øst.",
      "Spillet har 25 kort: es ned til 9 i hver kulør og jokeren. Jokeren er den højeste trumf, over højre og venstre bower, og hører til trumfkuløren i enhver henseende.",
    ],
    steps: [
      {
        title: "Kortgivningen",
        text: [
          "Hver spiller får fem kort. De sidste fem går i kitty, og det øverste vendes op. Er det jokeren, vælger giveren trumf, før han ser sine kort, og spiller med makkeren.",
        ],
      },
      {
        title: "Valg af trumf",
        text: [
          "Som i Euchre: fra giverens venstre side kan hver spiller melde pas eller bestille det vendte kort, som giveren tager mod at lægge et kort af; i en anden runde kan en anden kulør vælges, og giveren skal vælge en, hvis de andre melder pas.",
          "Den, der vælger trumf, kan melde, at han spiller alene.",
        ],
      },
      {
        title: "Makkerens bedste kort",
        text: [
          "En solist må lægge ét kort skjult af, eller intet, uden at se hvad der kommer tilbage. Makkeren, der ikke har set det kort, giver derefter ét kort efter eget valg skjult, som regel sit bedste, og sidder over i kortgivningen.",
          "Kun de to makkere ser det givne kort; modstanderne ser kun, at et kort skiftede hånd. Spiller giverens makker alene, giver giveren et kort fra sin egen hånd; det vendte kort bliver liggende.",
        ],
      },
      {
        title: "Spillet",
        text: [
          "Spilleren til venstre for giveren spiller ud, eller den næste, der deltager. Bekend kulør, hvis du kan (jokeren og venstre bower er trumf); ellers må du spille et hvilket som helst kort. Højeste trumf vinder, ellers det højeste kort i den udspillede kulør.",
        ],
      },
      {
        title: "Pointberegning",
        text: ["Kun én side scorer i hver kortgivning."],
        table: {
          caption: "Point pr. kortgivning",
          head: ["Meldernes stik", "Meldere", "Forsvarere"],
          rows: [
            ["3 eller 4", "1", "0"],
            ["5, med makker", "2", "0"],
            ["5, alene", "4", "0"],
            ["0 til 2 (euchre)", "0", "2"],
          ],
        },
      },
      {
        title: "Sejr",
        text: ["Den side, der først når 10 point, vinder spillet. I dagens spil scores hver kortgivning for sig."],
      },
    ],
    differences: {
      caption: "Sådan adskiller Jernbane-Euchre sig fra almindelig Euchre",
      head: ["Regel", "Almindelig Euchre", "Jernbane-Euchre"],
      rows: [
        ["Kort", "24 kort.", "25 kort: jokeren er højeste trumf."],
        ["Kort, der ikke gives", "Fire i kitty.", "Fem i kitty."],
        ["Spil alene", "Makkeren sidder over med sine kort.", "Solisten må bytte ét kort for et af makkerens."],
        ["Point og sejr", "1, 2, 4 alene; 2 for en euchre; 10 vinder.", "Det samme."],
      ],
    },
    decisions: [
      "Kilderne er uenige om, hvad der gør Euchre til 'Jernbane': vi spiller de to træk, de deler, jokeren og kaldet på makkerens bedste kort, med almindelig Euchres point og spil til 10.",
      "Solisten vælger, om og hvilket kort han lægger af, før han ser makkerens kort, som de fleste kilder siger; beholder han sine kort, gives intet kort.",
      "Kun melderen må spille alene; ingen forsvarer alene mod en solist.",
      "En giver, der tager det vendte kort op, lægger af først; spiller giveren også alene, lægger han endnu et kort af for makkerens.",
      "Overskydende point til næste spil og dobbelt for nul spilles ikke.",
    ],
    history: [
      "Jernbane-Euchre fik i 1800-tallet sit navn efter den fart, pointene kommer med, og en bog fra 1887 siger, at det stort set havde fortrængt det ældre spil. Det spilles med jokeren, som Euchre bragte ind i kortspillet i 1850'erne som bedste trumf, og tidens bøger beskriver solistens kald på makkerens bedste kort.",
    ],
  },
  hasenpfeffer: {
    lead: "Euchre med bud og joker: 25 kort, seks til hver, spillerne byder om retten til at vælge trumf, og jokeren er altid den højeste trumf.",
    about: [
      "Hasenpfeffer spilles af fire spillere på to makkerhold med kortspillet på 24 kort og en joker. Her spiller du syd med nord mod vest og øst.",
      "Jokeren er den højeste trumf i hver kortgivning, over højre bower, og hører til trumfkuløren i alle henseender. Den, der får den, kan blive nødt til at byde med den.",
    ],
    steps: [
      {
        title: "Kortgivningen",
        text: ["Hver spiller får seks kort, givet tre ad gangen. Det 25. kort bliver liggende med bagsiden op og bruges ikke."],
      },
      {
        title: "Budgivningen",
        text: [
          "Begyndende til venstre for giveren byder hver spiller én gang: et antal stik fra 3 til 6, som deres side lover at tage, højere end det forrige bud, eller pas. Buddene nævner ingen kulør. Giveren byder sidst og skal også byde højere.",
          "Melder alle fire pas, skal den spiller, der har jokeren, byde 3. Har ingen den, fordi den er det ubrugte kort, annulleres kortgivningen, og næste spiller giver; i en daglig ender sådan en kortgivning 0 til 0.",
          "Højeste byder vælger derefter en trumfkulør. Der er ingen sans.",
        ],
      },
      {
        title: "Spillet",
        text: [
          "Højeste byder spiller ud til første af seks stik. Bekend kulør, hvis du kan (jokeren og venstre bower tæller som trumf); ellers spil et hvilket som helst kort. Højeste trumf vinder stikket, ellers det højeste kort i den udspillede kulør.",
        ],
      },
      {
        title: "Pointberegning",
        text: [
          "Kun byderne scorer. Tager de mindst så mange stik, som de bød, får de et point for hvert stik, de tog; ellers mister de et point for hvert stik, de mangler. Scorerne kan komme under nul.",
        ],
        table: {
          caption: "Point pr. kortgivning (bud b, bydernes stik t)",
          head: ["Resultat", "Bydere", "Forsvarere"],
          rows: [
            ["Klaret (t ≥ b)", "+t", "0"],
            ["Bet (t < b)", "−(b − t)", "0"],
          ],
        },
      },
      {
        title: "Sejr",
        text: ["Den første side, der når 10 point, vinder spillet. I den daglige scores hver kortgivning for sig."],
      },
    ],
    differences: {
      caption: "Regelændringer: standard Euchre sammenlignet med Hasenpfeffer",
      head: ["Regel", "Standard Euchre", "Hasenpfeffer"],
      rows: [
        ["Kort", "24.", "24 og en joker, den højeste trumf."],
        [
          "Kortgivning",
          "Fem kort til hver; fire går i kitty, og det øverste vendes op.",
          "Seks til hver, tre ad gangen; ét kort ligger med bagsiden op og bruges ikke.",
        ],
        [
          "Valg af trumf",
          "Accepter det opvendte korts kulør, eller vælg en anden kulør i anden runde.",
          "Én budrunde fra giverens venstre side: 3 til 6 stik, højere end sidste bud, eller pas.",
        ],
        [
          "Alle melder pas",
          "Giveren skal vælge trumf i anden runde.",
          "Den, der har jokeren, skal byde 3; er jokeren det ubrugte kort, annulleres kortgivningen.",
        ],
        ["Spil alene", "Den, der vælger trumf, må spille alene.", "Spilles ikke."],
        ["Første udspil", "Spilleren til venstre for giveren, eller den næste spiller, der spiller med.", "Højeste byder."],
        [
          "Pointberegning",
          "1 for tre eller fire stik, 2 for fem, 4 alene; forsvarerne 2 for en euchre.",
          "Byderne et point pr. stik, hvis de klarer buddet, ellers minus et point pr. manglende stik; forsvarerne intet.",
        ],
        ["Sejr", "Først til 10.", "Først til 10."],
      ],
    },
    decisions: [
      "Kilderne beskriver to spil under dette navn; vi spiller det med jokeren og det tvungne bud. Pepper, et beslægtet spil, har ingen af delene.",
      'Én budrunde fra 3 til 6 som i Bud-euchre med seks kort: "ingen byder" betyder så blot fire pas, og det tvungne bud på 3 er også det laveste bud.',
      "Trumf er altid en kulør: jokeren beskrives kun som den højeste trumf.",
      "Højeste byder spiller ud, som i Pepper. Forsvarerne scorer intet: den kilde, vi følger, giver kun byderne point.",
      "En daglig har 7 kortgivninger, omtrent lige så mange kort som en daglig i Euchre.",
    ],
    history: [
      'Hasenpfeffer, "peberhare", navnet på en tysk gryderet, står i amerikanske kortspilsbøger som en slægtning til Euchre fra Pennsylvania-hollænderne. Navnet gav sandsynligvis Pepper, et budspil, der stadig spilles i Iowa og Ohio.',
    ],
  },
  napoleon: {
    lead: "Nap for fire, hver for sig: den højeste melder spiller alene mod de tre andre, og det første kort, der spilles ud, bestemmer trumf.",
    about: [
      "Napoleon, eller Nap, er et engelsk rundespil i familie med Euchre. Der er ingen knægte øverst: hver farve går es, konge, dame, knægt, 10, 9, 8, 7. Her spiller du Syd mod Vest, Nord og Øst.",
      "Spillet har 32 kort, es ned til 7 i hver farve. Hver spiller har sin egen stilling.",
    ],
    steps: [
      {
        title: "Kortgivningen",
        text: ["Hver spiller får fem kort, først tre og så to ad gangen. De øvrige tolv bruges ikke. Kortgivningen går til venstre."],
      },
      {
        title: "Meldinger",
        text: [
          "Fra giverens venstre har hver spiller én chance for at melde eller passe, og hver melding skal være højere end den forrige: Tre, Fire, Nap (alle fem stik) og, kun efter en Nap, Wellington (alle fem til dobbelt indsats). Intet slår en Wellington, så den afslutter meldingerne.",
          "En melding nævner kun stik, aldrig en farve. Passer alle fire, smides kortene ind, og næste giver giver.",
        ],
      },
      {
        title: "Spillet",
        text: [
          "Den højeste melder spiller et vilkårligt kort ud, og dets farve er trumf i det spil. Bekend kulør, hvis du kan; ellers spil et vilkårligt kort. Den højeste trumf vinder, ellers det højeste kort i den udspillede farve. De tre andre spiller sammen mod melderen, og deres stik tæller mod hans.",
        ],
      },
      {
        title: "Pointgivning",
        text: [
          "En melder, der tager mindst de meldte stik (alle fem ved Nap og Wellington), vinder indsatsen fra hver af de andre; en, der fejler, betaler hver af dem indsatsen. Ekstra stik tæller ikke.",
        ],
        table: {
          caption: "Indsatser, vundet fra eller betalt til hver anden spiller",
          head: ["Melding", "Nødvendige stik", "Indsats"],
          rows: [
            ["Tre", "3", "3"],
            ["Fire", "4", "4"],
            ["Nap", "5", "5"],
            ["Wellington", "5", "10"],
          ],
        },
      },
      {
        title: "At vinde",
        text: [
          "En vundet indsats tæller for melderen, en tabt for hver af de tre andre. Den første spiller, der når 20 point og er foran alle andre, vinder; når to det lige, fortsætter spillet. I et dagligt spil er et boards netto det, du vandt eller betalte: en Fire, du melder og klarer, giver +12, en fejlet −12, og en andens melding giver dig indsatsen eller koster dig den.",
        ],
      },
    ],
    differences: {
      caption: "Sådan adskiller Napoleon sig fra almindelig Euchre",
      head: ["Regel", "Almindelig Euchre", "Napoleon"],
      rows: [
        ["Spillere", "Fire, i to makkerpar.", "Fire, hver for sig."],
        ["Kort", "24 kort, 9 til es.", "32 kort, 7 til es; tolv gives ikke."],
        [
          "Rækkefølge",
          "Højre og venstre knægt er de højeste trumfer.",
          "Ingen knægte øverst: es, så konge, dame, knægt, 10, 9, 8, 7 i hver farve.",
        ],
        [
          "Valg af trumf",
          "Bestil det vendte kort, eller nævn en farve i anden runde.",
          "Én melding hver, kun i stik; den højeste melders første kort bestemmer trumf.",
        ],
        ["Alle passer", "Giveren skal vælge trumf.", "Kortene smides ind."],
        ["Første udspil", "Spilleren til venstre for giveren.", "Den højeste melder."],
        ["Sider", "Faste makkere.", "Melderen alene mod de tre andre, i ét spil."],
        [
          "Pointgivning",
          "Trumfvælgerne får 1 eller 2 (alene 4); en euchre giver forsvarerne 2.",
          "Meldingens indsats, 3 til 10, fra eller til hver anden spiller.",
        ],
        ["At vinde", "Den første side til 10.", "Den første spiller til 20, som er foran alle andre."],
      ],
    },
    decisions: [
      "Vi spiller fire med 32 kort (7 til es), som bøgerne foreslår for fire spillere; den laveste melding er Tre, som i vores kilde, uden To, Misère eller Blücher.",
      "Hver melding har én indsats, ens ved gevinst og tab: 3, 4, 5 for Nap og 10 for Wellington. Nogle bøger betaler 10 for Nap og kræver 5; vi holder gevinst og tab ens.",
      "En Wellington afslutter meldingerne med det samme, da ingen må melde over den.",
      "Alle stik spilles ud, som i vores andre spil, også når resultatet allerede er afgjort.",
      "Et helt spil går til 20 point, da Nap selv spilles om indsatser uden ende.",
    ],
    history: [
      "Nap kendes i England fra slutningen af 1800-tallet og er måske opkaldt efter Napoleon III; Wellington og Blücher, meldingerne over Nap, er opkaldt efter Napoleons modstandere ved Waterloo. At 'go nap' betyder stadig på engelsk at sætte alt på spil.",
    ],
  },
};

export default da;
