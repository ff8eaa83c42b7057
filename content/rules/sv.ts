import type { RulesContent } from "./types";

const sv: RulesContent = {
  euchre: {
    lead: "Klassikern: fyra spelare i två lag, fem kort var, ett uppvänt kort föreslår trumf, och laget som väljer trumf måste ta tre av de fem sticken.",
    about: [
      "Euchre är ett sticktagningsspel för fyra spelare i två lag; partnerna sitter mitt emot varandra. Här spelar du syd med nord som partner mot väst och öst.",
      "Man spelar med 24 kort: ess, kung, dam, knekt, 10 och 9 i varje färg. Knekten i trumffärgen (höger bower) är högsta trumf, därefter den andra knekten i samma kulör (vänster bower), som i alla avseenden hör till trumffärgen.",
    ],
    steps: [
      {
        title: "Utdelningen",
        text: ["Varje spelare får fem kort. De återstående fyra läggs med baksidan upp, och det översta vänds upp."],
      },
      {
        title: "Val av trumf",
        text: [
          "Med början till vänster om given får var och en passa eller beställa det uppvända kortet: dess färg blir trumf, och given tar upp det och lägger bort ett kort. Given talar sist och får själv ta upp det.",
          "Om alla fyra passar vänds kortet ned, och i en andra runda får var och en namnge en annan färg. Om de tre första passar igen måste given namnge en färg.",
          "Den som väljer trumf får säga att hen spelar ensam; partnern står då över given.",
        ],
      },
      {
        title: "Spelet",
        text: [
          "Spelaren till vänster om given spelar ut, eller nästa spelare som deltar. Du måste bekänna färg om du kan (vänster bower räknas som trumf); annars får du spela vilket kort som helst. Högsta trumf vinner sticket, annars högsta kortet i utspelad färg. Vinnaren spelar ut till nästa stick.",
        ],
      },
      {
        title: "Poäng",
        text: ["Bara ett lag får poäng i varje giv."],
        table: {
          caption: "Poäng per giv",
          head: ["Makarnas stick", "Makare", "Försvarare"],
          rows: [
            ["3 eller 4", "1", "0"],
            ["5, med partner", "2", "0"],
            ["5, ensam", "4", "0"],
            ["0 till 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Vinst",
        text: ["Laget som först når 10 poäng vinner. I dagens spel räknas varje giv för sig."],
      },
    ],
    differences: {
      caption: "Varianter av Euchre: vad vi spelar",
      head: ["Variant", "På andra håll", "Här"],
      rows: [
        ["Tvingad giv", "Vissa kastar in korten om alla passar två gånger.", "Spelas: given måste namnge trumf i andra rundan."],
        ["Spela ensam", "Vissa låter alla spela ensamma, även en försvarare.", "Bara makaren, när trumf väljs."],
        ["Kanadensisk ensamspelare", "Givens partner som beställer måste spela ensam.", "Kan väljas i hela partier."],
        [
          "Joker (Benny)",
          "Ett 25:e kort över höger bower.",
          "Kan väljas i hela partier. Vänds den upp namnger given trumf innan han ser sina kort.",
        ],
        ["Kortlek med 32 kort", "Sjuor och åttor läggs till.", "Kan väljas i hela partier; dagens spel använder 24 kort."],
        ["Mål", "10, 11, 15 eller 21.", "10; hela partier kan välja 5, 7, 11, 15 eller 21."],
        ["Tre spelare", "Var och en spelar för sig.", "Spelas inte: fyra i två lag."],
      ],
    },
    decisions: [
      "Om givens partner spelar ensam ligger det uppvända kortet kvar: given står över och byter inte.",
      "Om spelaren till vänster om given står över spelar nästa deltagande spelare ut (som vår källsida säger), inte spelaren till vänster om ensamspelaren.",
      "I andra rundan får ingen namnge den nedvända färgen, inte ens en tvingad giv.",
      "Om en ensam makare blir euchred får försvararna 2 poäng.",
      "Med jokern: vänds den upp namnger given trumf utan att se sina kort och aldrig ensam; jokern är trumf i allt, så den som spelar ut den spelar ut trumf.",
    ],
    history: [
      "Euchre växte fram ur de europeiska spelen Juckerspiel och Écarté och var på 1800-talet det populäraste kortspelet i USA; de första reglerna på engelska är från 1840-talet. Det spelas fortfarande mycket i Mellanvästern i USA, i Kanada, i Australien och i sydvästra England.",
    ],
  },
  "two-hand": {
    lead: "Euchre för två: fem kort var, det uppvända kortet föreslår trumf, och makaren måste ta tre stick mot en enda motståndare.",
    about: [
      "Tvåhänt Euchre behåller korten och bowerna från Euchre men spelas av två spelare, var och en för sig. Här spelar du syd mot nord.",
      "Kortleken har 24 kort, ess ned till 9 i varje färg, med höger och vänster bower som högsta trumf.",
    ],
    steps: [
      {
        title: "Utdelningen",
        text: [
          "Varje spelare får fem kort. De övriga fjorton läggs med baksidan upp i mitten av bordet, och det översta kortet vänds upp. Man ger varannan gång.",
        ],
      },
      {
        title: "Val av trumf",
        text: [
          "Den som inte ger talar först och får passa eller säga ”jag beställer den”. Då blir kortets färg trumf, och given får plocka upp kortet och lägga bort ett, eller låta det ligga.",
          "Om den som inte ger passar får given passa eller säga ”jag accepterar”: given tar kortet, lägger bort ett, och färgen blir trumf.",
          "Om båda passar vänds kortet ned, och var och en får i tur namnge en annan färg. Om båda passar igen kastas korten in och den andra spelaren ger.",
        ],
      },
      {
        title: "Spelet",
        text: [
          "Den som inte ger spelar alltid ut till första sticket. Bekänn färg om du kan (vänster bower räknas som trumf); annars spela vilket kort som helst. Högsta trumf vinner, annars högsta kortet i utspelad färg.",
        ],
      },
      {
        title: "Poäng",
        text: ["Den som valde trumf är makare; den andra är försvarare."],
        table: {
          caption: "Poäng per giv",
          head: ["Makarens stick", "Makare", "Försvarare"],
          rows: [
            ["3 eller 4", "1", "0"],
            ["5", "2", "0"],
            ["0 till 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Vinst",
        text: ["Den första spelaren som får 10 poäng vinner."],
      },
    ],
    differences: {
      caption: "Hur tvåhänt Euchre skiljer sig från vanlig Euchre",
      head: ["Regel", "Vanlig Euchre", "Tvåhänt Euchre"],
      rows: [
        ["Spelare", "Fyra, i två lag.", "Två, var och en för sig."],
        ["Kort som inte delas ut", "Fyra.", "Fjorton."],
        ["Beställa", "Given måste ta upp kortet.", "Given får ta upp det eller låta det ligga."],
        ["Andra rundan", "Given måste namnge trumf.", "Båda får passa; då kastas korten in."],
        ["Spela ensam", "Makaren får spela ensam för 4.", "Inte möjligt: det finns ingen partner."],
        ["Första utspel", "Till vänster om given.", "Den som inte ger."],
      ],
    },
    decisions: [
      "Efter en beställning får given ta upp kortet men måste inte, som vår källsida säger.",
      "I andra rundan får den nedvända färgen inte namnges, som i vanlig Euchre.",
      "Fyra stick ger 1 poäng; bara alla fem ger bonus.",
      "Man ger varannan gång efter varje giv, även efter en inkastning.",
    ],
    history: [
      "Euchre för två spelare finns redan i 1800-talets spelböcker, som Cassell's Book of In-door Amusements. Det är ett enkelt sätt att spela Euchre utan att vara fyra, och nästan alla regler från spelet för fyra behålls.",
    ],
  },
  "bid-six": {
    lead: "Bud-euchre ersätter det uppvända kortet med budgivning: alla 24 kort delas ut, sex var, spelarna bjuder på hur många stick de tar, och högsta budet väljer trumf, sans hög eller sans låg.",
    about: [
      "Bud-euchre med sex kort, även kallat Racehorse, spelas av fyra spelare i två lag med en kortlek på 24 kort. Här spelar du syd med nord mot väst och öst.",
      "Trumf föreslås inte av ett kort: laget som lovar flest stick väljer den, och båda lagen får poäng för varje stick.",
    ],
    steps: [
      {
        title: "Utdelningen",
        text: ["Alla 24 kort delas ut, sex till varje spelare. Det finns inga överblivna kort och inget uppvänt kort."],
      },
      {
        title: "Budgivningen",
        text: [
          "Med början till vänster om given bjuder varje spelare en gång: ett antal stick från 3 till 6 som laget lovar att ta, högre än föregående bud, eller passar. Buden nämner ingen färg.",
          "Given bjuder sist och får ta kontraktet genom att matcha det högsta budet. Om alla andra har passat måste given bjuda minst 3.",
          "Högsta budgivaren väljer sedan en trumffärg (bowers som vanligt), sans hög (ingen trumf, ess ned till 9) eller sans låg (ingen trumf, nian högst och esset lägst).",
        ],
      },
      {
        title: "Spelet",
        text: [
          "Högsta budgivaren spelar ut till det första av sex stick. Bekänn färg om du kan; annars spela vilket kort som helst. I sans finns inga bowers: varje knekt hör till sin egen färg.",
        ],
      },
      {
        title: "Poäng",
        text: [
          "Båda lagen får en poäng per stick. Om budgivarna tar färre stick än de bjöd går de bet: de förlorar i stället sitt bud, så poängen kan bli negativa.",
        ],
        table: {
          caption: "Poäng per giv (bud b, budgivarnas stick t)",
          head: ["Resultat", "Budgivare", "Försvarare"],
          rows: [
            ["Klarat (t ≥ b)", "+t", "+(6 − t)"],
            ["Bet (t < b)", "−b", "+(6 − t)"],
          ],
        },
      },
      {
        title: "Vinst",
        text: [
          "Man spelar till 32. Ett lag vinner bara i slutet av en giv där det klarade sitt bud eller satte budgivarna bet; stick tagna mot ett klarat bud vinner inte spelet.",
        ],
      },
    ],
    differences: {
      caption: "Hur Bud-euchre (sex kort) skiljer sig från vanlig Euchre",
      head: ["Regel", "Vanlig Euchre", "Bud-euchre (sex kort)"],
      rows: [
        [
          "Utdelning",
          "Fem var; fyra blir över och det översta vänds upp.",
          "Alla 24 kort, sex var, inga överblivna kort och inget uppvänt kort.",
        ],
        [
          "Val av trumf",
          "Acceptera det uppvända kortets färg, eller namnge en annan i en andra runda.",
          "En budrunda från vänster om given: 3 till 6 stick, högre än förra budet, eller pass.",
        ],
        [
          "Given",
          "Måste välja trumf om alla passar två gånger.",
          "Bjuder sist, får matcha högsta budet; måste bjuda minst 3 om alla andra passat.",
        ],
        ["Trumf", "Alltid en färg, med bowerna överst.", "En färg (bowers som vanligt), sans hög eller sans låg."],
        ["Första utspel", "Till vänster om given, eller nästa deltagande spelare.", "Högsta budgivaren."],
        [
          "Poäng",
          "Makare 1 för tre eller fyra stick, 2 för fem, 4 ensam; försvarare 2 för euchre.",
          "En poäng per stick till varje lag; budgivare som går bet förlorar sitt bud.",
        ],
        ["Vinst", "Först till 10.", "32, i en giv där laget klarade sitt bud eller satte budgivarna bet."],
        ["Spela ensam", "Makaren får spela ensam.", "Erbjuds inte."],
      ],
    },
    decisions: [
      "Given får matcha vilket högsta bud som helst, även partnerns, och får också bjuda högre.",
      "Efter ett bud på 6 kan de andra bara passa; given får fortfarande matcha 6.",
      "Ett klarat bud ger de tagna sticken, inte budet, och försvararna får alltid poäng för sina stick.",
    ],
    history: [
      "Bud-euchre är snarare en familj av spel än ett enda spel. Bid Euchre, även kallat Auction Euchre, Pepper eller Hasenpfeffer, är en grupp nordamerikanska varianter där trumf avgörs genom budgivning.",
      "Versionen som spelas här kallas Bid Euchre, 6-Card Euchre eller Racehorse. Vissa former av Bud-euchre har ensambud, men beskrivningar av den här versionen nämner dem inte, så de erbjuds inte här.",
    ],
  },
  "double-deck": {
    lead: "Euchre med budgivning och dubbel kortlek: bjud på hur många av de tolv sticken ditt lag tar, välj trumf eller sans, och spela ensam för den stora poängen.",
    about: [
      "Bud-euchre med dubbel kortlek spelas av fyra spelare i två lag med 48 kort: ess, kung, dam, knekt, 10 och 9 från två ihopblandade kortlekar. Varje spelare får tolv kort. Här spelar du syd med nord mot väst och öst.",
      "Varje kort finns två gånger, så det finns två höger och två vänster bowers. Om två likadana kort hamnar i samma stick slår det först spelade det andra.",
    ],
    steps: [
      {
        title: "Utdelningen",
        text: ["Alla 48 kort delas ut, tolv till varje spelare. Inga kort blir över."],
      },
      {
        title: "Budgivningen",
        text: [
          "Med början till vänster om given bjuder spelarna ett antal stick (1 till 12) tillsammans med en trumffärg eller sans. Varje bud måste nämna fler stick än det förra; färgerna har ingen rang. Den som har passat får bjuda igen senare.",
          "Budgivningen slutar när de tre andra passar i följd, när någon bjuder 12, eller när någon bjuder att spela ensam och namnger trumf eller sans. Om alla fyra passar från början kastas korten in.",
          "En ensamspelare får lägga bort upp till tre kort med baksidan upp; partnern ger, utan att se dem, lika många kort med baksidan upp och står sedan över given.",
        ],
      },
      {
        title: "Spelet",
        text: [
          "Högsta budgivaren spelar ut. Bekänn färg om du kan; annars får du trumfa eller kasta vilket kort som helst. I sans går varje färg från ess till 9, och det finns inga bowers.",
        ],
      },
      {
        title: "Poäng",
        text: ["Båda lagen får en poäng per stick. Budgivare som inte når sitt bud förlorar i stället budet; poängen kan bli negativa."],
        table: {
          caption: "Poäng per giv (bud b, budgivarnas stick t)",
          head: ["Resultat", "Budgivare", "Försvarare"],
          rows: [
            ["Klarat (t ≥ b)", "+t", "+(12 − t)"],
            ["Bet (t < b)", "−b", "+(12 − t)"],
            ["Ensam, alla 12 stick", "+24", "0"],
            ["Ensam, färre än 12", "−24", "+(12 − t)"],
          ],
        },
      },
      {
        title: "Vinst",
        text: [
          "Man spelar till 52. Som i all Bud-euchre vinner ett lag bara i en giv där det klarade sitt bud eller satte budgivarna bet.",
        ],
      },
    ],
    differences: {
      caption: "Hur Bud-euchre med dubbel kortlek skiljer sig från vanlig Euchre",
      head: ["Regel", "Vanlig Euchre", "Bud-euchre med dubbel kortlek"],
      rows: [
        ["Kortlek", "24 kort.", "48 kort: två kortlekar med 24."],
        ["Utdelning", "Fem var; ett uppvänt kort.", "Tolv var; inga överblivna kort, inget uppvänt kort."],
        [
          "Val av trumf",
          "Acceptera det uppvända kortets färg eller namnge en annan.",
          "Budgivning på 1 till 12 stick med färg eller sans, i så många rundor som behövs.",
        ],
        ["Given", "Måste välja trumf om alla passar två gånger.", "Inget företräde; om alla passar kastas korten in."],
        ["Likadana kort", "Finns inte.", "Det först spelade slår det andra."],
        ["Första utspel", "Till vänster om given.", "Högsta budgivaren."],
        ["Spela ensam", "Makaren får spela ensam för 4.", "Det högsta budet: alla 12 stick för 24, med byte av upp till tre kort."],
        [
          "Poäng och mål",
          "1, 2 eller 4 till makarna, 2 för euchre; först till 10.",
          "En poäng per stick till varje lag, budgivare som går bet förlorar budet; 52.",
        ],
      ],
    },
    decisions: [
      "Sans är bara sans hög; sans låg finns inte i den här versionen.",
      "Lägsta bud är 1, som vår källsida säger (andra versioner börjar på 3 eller 6).",
      "Ett bud på 12 avslutar budgivningen: därefter kan ingen bjuda ensamt.",
      "Ett ensambud namnger trumf eller sans i budet, så partnern vet det när hen väljer kort att ge.",
      "Om ett ensamspel misslyckas får försvararna ändå poäng för sina stick.",
    ],
    history: [
      "Bud-euchre är namnet på en grupp nordamerikanska spel byggda på Euchre, där trumf väljs av den som lovar att ta flest stick i stället för genom att vända upp ett kort. Det finns ingen gemensam regelbok: versionerna skiljer sig främst i kortlekens storlek, ofta en dubbel kortlek, och i vilka bud som är tillåtna. Pepper, Pfeffer, Hasenpfeffer och Buck Euchre hör till samma familj.",
      "Reglerna här följer pagat.coms allmänna regler för Bid Euchre tillsammans med dess Double Deck Bid Euchre från Mellanvästern i USA. Den versionen har inget mål, så vi spelar till 52, målet i pagats versioner från Barrie och Kokomo.",
    ],
  },
  "three-hand": {
    lead: "Euchre för tre, var och en för sig: den som väljer trumf spelar ensam mot de två andra, som går ihop bara i den given.",
    about: [
      "Trehänt Euchre (cut-throat) behåller korten, bowerna och budgivningen från vanlig Euchre, med tre spelare och inga fasta partner. Här spelar du syd mot väst och öst.",
      "Kortleken har 24 kort, ess ned till 9 i varje färg, med höger och vänster bower som högsta trumf. Varje spelare räknar sina egna poäng.",
    ],
    steps: [
      {
        title: "Given",
        text: ["Varje spelare får fem kort. De övriga nio läggs som kitty och det översta kortet vänds upp. Given går vidare åt vänster."],
      },
      {
        title: "Välja trumf",
        text: [
          "Med början till vänster om given får var och en passa eller beställa det uppvända kortet; given, som säger sist, får ta upp det. Dess färg blir trumf, och given tar kortet och lägger bort ett kort.",
          "Om alla tre passar vänds kortet ned och var och en får i tur och ordning namnge en annan färg. Given måste namnge en om de två andra passar.",
          "Ingen spelar ensam för extra poäng: makaren spelar redan ensam mot de två andra.",
        ],
      },
      {
        title: "Spelet",
        text: [
          "Spelaren till vänster om given spelar ut. Bekänn färg om du kan (vänster bower räknas som trumf); annars får du spela vilket kort som helst. Högsta trumf vinner, annars högsta kortet i den utspelade färgen. De två försvararnas stick räknas ihop.",
        ],
      },
      {
        title: "Poäng",
        text: ["Makaren behöver tre stick. Misslyckas makaren får var och en av de två andra 2 poäng."],
        table: {
          caption: "Poäng per giv",
          head: ["Makarens stick", "Makare", "Varje försvarare"],
          rows: [
            ["3 eller 4", "1", "0"],
            ["5", "3", "0"],
            ["0 till 2 (euchrad)", "0", "2"],
          ],
        },
      },
      {
        title: "Vinst",
        text: [
          "Den första spelaren som når 10 poäng och ligger före båda de andra vinner; når två dit lika, spelar man vidare. I dagens spel är en givs netto dina poäng minus varje motståndares, lagda ihop: +2 när du väljer trumf och klarar det, −4 när du blir euchrad, +2 när du hjälper till att euchra en makare.",
        ],
      },
    ],
    differences: {
      caption: "Hur trehänt Euchre skiljer sig från vanlig Euchre",
      head: ["Regel", "Vanlig Euchre", "Trehänt Euchre"],
      rows: [
        ["Spelare", "Fyra, i två lag.", "Tre, var och en för sig."],
        ["Kort som inte delas ut", "Fyra.", "Nio."],
        ["Lag", "Fasta partner.", "Makaren mot de två andra, i en giv."],
        ["Spela ensam", "Makaren får spela ensam för 4.", "Alltid: makaren spelar ensam, utan särskilt bud."],
        ["Alla fem stick", "2 poäng.", "3 poäng."],
        ["Euchre", "Det försvarande laget får 2.", "Varje försvarare får 2."],
        ["Vinst", "Det första laget till 10.", "Den första spelaren till 10 som ligger före båda de andra."],
      ],
    },
    decisions: [
      "Vi spelar den form av trehänt Euchre som behåller vanlig Euchres uppvända kort, två rundor och tvingade giv, som vår källsidas 'tre, var och en för sig' antyder; spel med stickbud och änkehand är andra spel.",
      "Alla fem stick ger 3, och en euchre 2 till varje försvarare, som i de vanliga cut-throat-reglerna.",
      "Två spelare som ligger lika på 10 eller mer spelar vidare tills en leder.",
    ],
    history: [
      "Trehänt Euchre, eller cut-throat Euchre, är det vanliga svaret när en fjärde spelare saknas. Det finns i böcker om Euchre från 1800-talet och spelas fortfarande hemma och i klubbar, med små skillnader i poängräkningen.",
    ],
  },
  railroad: {
    lead: "Snabb Euchre: fyra spelare i två lag med jokern som högsta trumf, och den som spelar ensam byter ett kort mot partnerns bästa.",
    about: [
      "Järnvägs-Euchre är vanlig Euchre med två tillägg som får poängen att komma snabbt: jokern och ensamspelarens rätt till partnerns bästa kort. Här spelar du syd med nord som partner mot väst och öst.",
      "Man spelar med 25 kort: ess ned till 9 i varje färg och jokern. Jokern är högsta trumf, över höger och vänster bower, och hör till trumffärgen i alla avseenden.",
    ],
    steps: [
      {
        title: "Utdelningen",
        text: [
          "Varje spelare får fem kort. De återstående fem läggs med baksidan upp, och det översta vänds upp. Är det jokern väljer given trumf innan hen tittar på sina kort, och spelar med sin partner.",
        ],
      },
      {
        title: "Val av trumf",
        text: [
          "Som i Euchre: med början till vänster om given får var och en passa eller beställa det uppvända kortet, som given tar upp mot att lägga bort ett kort; i en andra runda får en annan färg namnges, och given måste namnge en om de andra passar.",
          "Den som väljer trumf får säga att hen spelar ensam.",
        ],
      },
      {
        title: "Partnerns bästa kort",
        text: [
          "Den som spelar ensam får lägga bort ett kort dolt, eller inget, utan att se vad som kommer tillbaka. Partnern, som inte har sett det kortet, ger sedan ett valfritt kort dolt, oftast sitt bästa, och står över given.",
          "Bara de två partnerna ser det givna kortet; motståndarna ser bara att ett kort bytte ägare. Spelar givens partner ensam ger given ett kort från sin egen hand; det uppvända kortet blir liggande.",
        ],
      },
      {
        title: "Spelet",
        text: [
          "Spelaren till vänster om given spelar ut, eller nästa spelare som deltar. Du måste bekänna färg om du kan (jokern och vänster bower räknas som trumf); annars får du spela vilket kort som helst. Högsta trumf vinner, annars högsta kortet i utspelad färg.",
        ],
      },
      {
        title: "Poäng",
        text: ["Bara ett lag får poäng i varje giv."],
        table: {
          caption: "Poäng per giv",
          head: ["Makarnas stick", "Makare", "Försvarare"],
          rows: [
            ["3 eller 4", "1", "0"],
            ["5, med partner", "2", "0"],
            ["5, ensam", "4", "0"],
            ["0 till 2 (euchred)", "0", "2"],
          ],
        },
      },
      {
        title: "Vinst",
        text: ["Laget som först når 10 poäng vinner spelet. I dagens spel räknas varje giv för sig."],
      },
    ],
    differences: {
      caption: "Så skiljer sig Järnvägs-Euchre från vanlig Euchre",
      head: ["Regel", "Vanlig Euchre", "Järnvägs-Euchre"],
      rows: [
        ["Kortlek", "24 kort.", "25 kort: jokern är högsta trumf."],
        ["Kort som inte delas ut", "Fyra med baksidan upp.", "Fem med baksidan upp."],
        ["Spela ensam", "Partnern står över med sina kort.", "Ensamspelaren får byta ett kort mot ett av partnerns."],
        ["Poäng och vinst", "1, 2, 4 ensam; 2 för en euchre; 10 vinner.", "Samma."],
      ],
    },
    decisions: [
      "Källorna är oeniga om vad som gör Euchre till 'Järnväg': vi spelar de två drag de delar, jokern och kravet på partnerns bästa kort, med vanlig Euchres poäng och spel till 10.",
      "Ensamspelaren väljer om och vilket kort hen lägger bort innan hen ser partnerns kort, som de flesta källor säger; behåller hen handen ges inget kort.",
      "Bara makaren får spela ensam; ingen försvarar ensam mot en ensamspelare.",
      "En given som tar upp det uppvända kortet lägger bort först; spelar given också ensam lägger hen bort ännu ett kort för partnerns.",
      "Överskottspoäng till nästa spel och dubbel vinst när motståndarna har noll spelas inte.",
    ],
    history: [
      "Järnvägs-Euchre fick på 1800-talet sitt namn av farten som poängen kommer med, och en bok från 1887 säger att det i stort sett hade ersatt det äldre spelet. Det spelas med jokern, som Euchre förde in i kortleken på 1850-talet som bästa trumf, och tidens böcker beskriver hur ensamspelaren kräver partnerns bästa kort.",
    ],
  },
  hasenpfeffer: {
    lead: "Euchre med bud och joker: 25 kort, sex var, spelarna bjuder om rätten att välja trumf, och jokern är alltid högsta trumf.",
    about: [
      "Hasenpfeffer spelas av fyra spelare i två lag med en kortlek på 24 kort och en joker. Här spelar du syd med nord mot väst och öst.",
      "Jokern är högsta trumf i varje giv, över höger bower, och hör till trumffärgen i alla avseenden. Den som får den kan bli tvungen att bjuda med den.",
    ],
    steps: [
      {
        title: "Utdelningen",
        text: ["Varje spelare får sex kort, tre i taget. Det 25:e kortet ligger kvar med baksidan upp och används inte."],
      },
      {
        title: "Budgivningen",
        text: [
          "Med början till vänster om given bjuder varje spelare en gång: ett antal stick från 3 till 6 som laget lovar att ta, högre än föregående bud, eller passar. Buden nämner ingen färg. Given bjuder sist och måste också bjuda högre.",
          "Om alla fyra passar måste spelaren som har jokern bjuda 3. Om ingen har den, eftersom den är det oanvända kortet, ogiltigförklaras given och nästa spelare ger; i en daglig slutar en sådan giv 0 mot 0.",
          "Högsta budgivaren väljer sedan en trumffärg. Det finns ingen sans.",
        ],
      },
      {
        title: "Spelet",
        text: [
          "Högsta budgivaren spelar ut till det första av sex stick. Bekänn färg om du kan (jokern och vänster bower räknas som trumf); annars spela vilket kort som helst. Högsta trumf vinner sticket, annars högsta kortet i utspelad färg.",
        ],
      },
      {
        title: "Poäng",
        text: [
          "Bara budgivarna får poäng. Tar de minst så många stick som de bjöd får de en poäng för varje stick de tog; annars förlorar de en poäng för varje stick som fattas. Poängen kan bli negativa.",
        ],
        table: {
          caption: "Poäng per giv (bud b, budgivarnas stick t)",
          head: ["Resultat", "Budgivare", "Försvarare"],
          rows: [
            ["Klarat (t ≥ b)", "+t", "0"],
            ["Bet (t < b)", "−(b − t)", "0"],
          ],
        },
      },
      {
        title: "Vinst",
        text: ["Det lag som först når 10 poäng vinner spelet. I den dagliga räknas varje giv för sig."],
      },
    ],
    differences: {
      caption: "Hur Hasenpfeffer skiljer sig från vanlig Euchre",
      head: ["Regel", "Vanlig Euchre", "Hasenpfeffer"],
      rows: [
        ["Kort", "24.", "24 och en joker, högsta trumf."],
        [
          "Utdelning",
          "Fem var; fyra blir över och det översta vänds upp.",
          "Sex var, tre i taget; ett kort ligger kvar med baksidan upp, oanvänt.",
        ],
        [
          "Val av trumf",
          "Acceptera det uppvända kortets färg, eller namnge en annan i en andra runda.",
          "En budrunda från vänster om given: 3 till 6 stick, högre än förra budet, eller pass.",
        ],
        [
          "Alla passar",
          "Given måste välja trumf i andra rundan.",
          "Den som har jokern måste bjuda 3; är jokern det oanvända kortet ogiltigförklaras given.",
        ],
        ["Spela ensam", "Makaren får spela ensam.", "Erbjuds inte."],
        ["Första utspel", "Till vänster om given, eller nästa deltagande spelare.", "Högsta budgivaren."],
        [
          "Poäng",
          "Makare 1 för tre eller fyra stick, 2 för fem, 4 ensam; försvarare 2 för euchre.",
          "Budgivarna en poäng per stick om de klarar budet, annars minus en poäng per stick som fattas; försvararna inget.",
        ],
        ["Vinst", "Först till 10.", "Först till 10."],
      ],
    },
    decisions: [
      "Källorna beskriver två spel med det här namnet; vi spelar det med jokern och det tvingade budet. Pepper, ett besläktat spel, har inget av dem.",
      'En budrunda från 3 till 6, som i Bud-euchre med sex kort: "ingen bjuder" betyder då helt enkelt fyra pass, och det tvingade budet 3 är också det lägsta budet.',
      "Trumf är alltid en färg: jokern beskrivs bara som högsta trumf.",
      "Högsta budgivaren spelar ut, som i Pepper. Försvararna får inga poäng: källan vi följer ger bara budgivarna poäng.",
      "En daglig har 7 givar, ungefär lika många kort som en daglig i Euchre.",
    ],
    history: [
      'Hasenpfeffer, "pepprad hare", namnet på en tysk gryta, finns i amerikanska kortspelsböcker som en släkting till Euchre från Pennsylvaniaholländarna. Namnet gav troligen Pepper, ett budspel som fortfarande spelas i Iowa och Ohio.',
    ],
  },
  napoleon: {
    lead: "Nap för fyra, var och en för sig: den som bjuder högst spelar ensam mot de tre andra, och det första utspelade kortet bestämmer trumf.",
    about: [
      "Napoleon, eller Nap, är ett engelskt rundspel besläktat med Euchre. Det finns inga knektar överst: varje färg går ess, kung, dam, knekt, 10, 9, 8, 7. Här spelar du Syd mot Väst, Nord och Öst.",
      "Leken har 32 kort, ess ner till 7 i varje färg. Varje spelare har sin egen poängställning.",
    ],
    steps: [
      {
        title: "Given",
        text: ["Varje spelare får fem kort, först tre och sedan två åt gången. De övriga tolv används inte. Given går till vänster."],
      },
      {
        title: "Budgivning",
        text: [
          "Från givarens vänster har varje spelare en chans att bjuda eller passa, och varje bud måste vara högre än det förra: Tre, Fyra, Nap (alla fem stick) och, bara efter en Nap, Wellington (alla fem till dubbel insats). Inget slår en Wellington, så den avslutar budgivningen.",
          "Ett bud anger bara stick, aldrig en färg. Passar alla fyra kastas korten in och nästa givare ger.",
        ],
      },
      {
        title: "Spelet",
        text: [
          "Den som bjöd högst spelar ut valfritt kort, och dess färg är trumf i den given. Bekänn färg om du kan; annars spela valfritt kort. Högsta trumf vinner, annars högsta kortet i utspelad färg. De tre andra spelar tillsammans mot budgivaren, och deras stick räknas mot hans.",
        ],
      },
      {
        title: "Poäng",
        text: [
          "En budgivare som tar minst de bjudna sticken (alla fem vid Nap och Wellington) vinner insatsen från var och en av de andra; den som misslyckas betalar var och en av dem insatsen. Extra stick räknas inte.",
        ],
        table: {
          caption: "Insatser, vunna från eller betalda till varje annan spelare",
          head: ["Bud", "Stick som krävs", "Insats"],
          rows: [
            ["Tre", "3", "3"],
            ["Fyra", "4", "4"],
            ["Nap", "5", "5"],
            ["Wellington", "5", "10"],
          ],
        },
      },
      {
        title: "Att vinna",
        text: [
          "En vunnen insats räknas för budgivaren, en förlorad för var och en av de tre andra. Den första spelaren som når 20 poäng och ligger före alla andra vinner; når två dit lika fortsätter spelet. I ett dagligt spel är en gives netto det du vann eller betalade: ett Fyra-bud du klarar ger +12, ett misslyckat −12, och någon annans bud ger dig insatsen eller kostar dig den.",
        ],
      },
    ],
    differences: {
      caption: "Så skiljer sig Napoleon från vanlig Euchre",
      head: ["Regel", "Vanlig Euchre", "Napoleon"],
      rows: [
        ["Spelare", "Fyra, i två par.", "Fyra, var och en för sig."],
        ["Kortlek", "24 kort, 9 till ess.", "32 kort, 7 till ess; tolv delas inte ut."],
        [
          "Rangordning",
          "Höger och vänster knekt är de högsta trumfen.",
          "Inga knektar överst: ess, sedan kung, dam, knekt, 10, 9, 8, 7 i varje färg.",
        ],
        [
          "Val av trumf",
          "Beställ det vända kortet, eller namnge en färg i en andra runda.",
          "Ett bud var, bara i stick; högstbjudandes första kort bestämmer trumf.",
        ],
        ["Alla passar", "Givaren måste välja trumf.", "Korten kastas in."],
        ["Första utspel", "Spelaren till vänster om givaren.", "Den som bjöd högst."],
        ["Sidor", "Fasta partner.", "Budgivaren ensam mot de tre andra, under en giv."],
        [
          "Poäng",
          "Trumfväljarna får 1 eller 2 (ensam 4); en euchre ger försvararna 2.",
          "Budets insats, 3 till 10, från eller till varje annan spelare.",
        ],
        ["Att vinna", "Första sidan till 10.", "Första spelaren till 20 som ligger före alla andra."],
      ],
    },
    decisions: [
      "Vi spelar fyra med 32 kort (7 till ess), som böcker föreslår för fyra spelare; lägsta bud är Tre, som i vår källa, utan Två, Misär eller Blücher.",
      "Varje bud har en insats, lika vid vinst och förlust: 3, 4, 5 för Nap och 10 för Wellington. Vissa böcker betalar 10 för Nap och tar 5; vi håller vinst och förlust lika.",
      "En Wellington avslutar budgivningen direkt, eftersom ingen får bjuda över den.",
      "Alla stick spelas ut, som i våra andra spel, även när resultatet redan är avgjort.",
      "Ett helt parti går till 20 poäng, eftersom Nap i sig spelas om insatser utan slut.",
    ],
    history: [
      "Nap är belagt i England från slutet av 1800-talet och kan vara uppkallat efter Napoleon III; Wellington och Blücher, buden över Nap, är uppkallade efter Napoleons motståndare vid Waterloo. Att 'go nap' betyder än i dag på engelska att satsa allt.",
    ],
  },
};

export default sv;
