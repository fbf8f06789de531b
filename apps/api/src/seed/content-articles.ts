/**
 * The news of the content service: the same stories in Swedish, Norwegian and English, plus
 * a few for one market only. Dates count back from the day the database is seeded, so the
 * news stays fresh; everything else is fixed.
 */

export type ArticleLanguage = 'sv' | 'no' | 'en';
type Text = { title: string; abstract: string; html: string };

export type Story = {
  key: string;
  daysAgo: number;
  /** Hour of the day (UTC) it was published. */
  hour: number;
  /** A picture under seed/assets/news (news:…) or a catalogue illustration (catalogue:…). */
  image: string;
  flagged?: boolean;
  /** A YouTube address; only the id is stored. */
  youtube?: string;
  /** Only for one market of the language. */
  market?: 'se' | 'no' | 'dk' | 'de' | 'fi';
  texts: Partial<Record<ArticleLanguage, Text>>;
};

// A long-running fireplace film, public on YouTube; the embed uses the no-cookie player.
const FIRE_VIDEO = 'https://www.youtube.com/watch?v=L_LUpnjgPso';

export const STORIES: Story[] = [
  {
    key: 'price-list',
    daysAgo: 3,
    hour: 7,
    image: 'news:price-list',
    flagged: true,
    texts: {
      sv: {
        title: 'Ny prislista gäller från nästa månad',
        abstract:
          'Från den första i nästa månad gäller den nya prislistan för kaminer, skorstenar och tillbehör. Order som läggs före dess får dagens priser.',
        html: '<p>Från den första i nästa månad gäller vår nya prislista. Priserna på kaminer höjs i genomsnitt med <strong>2,5 procent</strong>, medan skorstenar och tillbehör ligger kvar på dagens nivå.</p><h3>Det här gäller</h3><ul><li>Order som läggs i portalen före månadsskiftet får dagens priser, även om de skickas senare.</li><li>Kampanjpriser påverkas inte under pågående kampanj.</li><li>Nettopriserna i portalen uppdateras automatiskt natten till den första.</li></ul><p>De nya nettopriserna syns i portalens butik från den första. Frågor besvaras av din säljare eller av kundservice på <a href="mailto:kundservice@manufacturer.test">kundservice@manufacturer.test</a>.</p>',
      },
      no: {
        title: 'Ny prisliste gjelder fra neste måned',
        abstract:
          'Fra den første i neste måned gjelder den nye prislisten for ovner, skorsteiner og tilbehør. Ordre som legges før det, får dagens priser.',
        html: '<p>Fra den første i neste måned gjelder vår nye prisliste. Prisene på ovner øker i snitt med <strong>2,5 prosent</strong>, mens skorsteiner og tilbehør holder dagens nivå.</p><h3>Dette gjelder</h3><ul><li>Ordre som legges i portalen før månedsskiftet, får dagens priser, også om de sendes senere.</li><li>Kampanjepriser påvirkes ikke mens kampanjen pågår.</li><li>Nettoprisene i portalen oppdateres automatisk natt til den første.</li></ul><p>De nye nettoprisene vises i portalens butikk fra den første. Spørsmål besvares av din selger eller av kundeservice på <a href="mailto:kundeservice@manufacturer.test">kundeservice@manufacturer.test</a>.</p>',
      },
      en: {
        title: 'New price list from next month',
        abstract:
          'From the first of next month the new price list applies to stoves, chimneys and accessories. Orders placed before then keep today’s prices.',
        html: '<p>From the first of next month our new price list applies. Stove prices rise by <strong>2.5 per cent</strong> on average, while chimneys and accessories stay at today’s level.</p><h3>What this means</h3><ul><li>Orders placed in the portal before the turn of the month keep today’s prices, even if they are dispatched later.</li><li>Campaign prices are unaffected while a campaign runs.</li><li>Net prices in the portal are updated automatically overnight on the first.</li></ul><p>The new net prices show in the portal’s shop from the first. Your sales representative or customer service at <a href="mailto:customerservice@manufacturer.test">customerservice@manufacturer.test</a> will answer any questions.</p>',
      },
    },
  },
  {
    key: 'narvik-launch',
    daysAgo: 12,
    hour: 8,
    image: 'catalogue:stove-narvik',
    youtube: FIRE_VIDEO,
    texts: {
      sv: {
        title: 'Nyhet: Glödhus Narvik med nästan ramlöst glas',
        abstract:
          'Narvik är en kubformad kamin på smal pelarfot, gjord för öppna planlösningar. Den finns i två storlekar och kan beställas redan nu.',
        html: '<p>Med <strong>Glödhus Narvik</strong> tar vi steget mot en stramare form. Glaset går nästan ända ut i kanterna och kaminen vilar på en smal pelarfot som kan vridas 45 grader åt vardera hållet.</p><ul><li>Narvik 6: 6 kW, 117 kg</li><li>Narvik 8: 7,5 kW, 133 kg</li><li>Färger: svart, vit och grå</li></ul><p>Produktblad, prestandadeklaration och butiksskylt finns under <em>Ladda ner</em>. Visningsexemplar kan beställas med 20 procent utställningsrabatt fram till årsskiftet.</p>',
      },
      no: {
        title: 'Nyhet: Glödhus Narvik med nesten rammeløst glass',
        abstract:
          'Narvik er en kubeformet ovn på smal søylefot, laget for åpne planløsninger. Den finnes i to størrelser og kan bestilles allerede nå.',
        html: '<p>Med <strong>Glödhus Narvik</strong> tar vi steget mot en stramere form. Glasset går nesten helt ut i kantene, og ovnen står på en smal søylefot som kan dreies 45 grader til hver side.</p><ul><li>Narvik 6: 6 kW, 117 kg</li><li>Narvik 8: 7,5 kW, 133 kg</li><li>Farger: svart, hvit og grå</li></ul><p>Produktdatablad, ytelseserklæring og butikkskilt finner du under <em>Last ned</em>. Utstillingsmodeller kan bestilles med 20 prosent utstillingsrabatt frem til nyttår.</p>',
      },
      en: {
        title: 'New: the Glödhus Narvik with almost frameless glass',
        abstract:
          'The Narvik is a cube-shaped stove on a slim pedestal, made for open-plan living. It comes in two sizes and can be ordered now.',
        html: '<p>With the <strong>Glödhus Narvik</strong> we move towards a cleaner shape. The glass reaches almost to the edges and the stove rests on a slim pedestal that turns 45 degrees to either side.</p><ul><li>Narvik 6: 6 kW, 117 kg</li><li>Narvik 8: 7.5 kW, 133 kg</li><li>Colours: black, white and grey</li></ul><p>The data sheet, declaration of performance and shop sign are under <em>Download</em>. Display stoves can be ordered with a 20 per cent showroom discount until the end of the year.</p>',
      },
    },
  },
  {
    key: 'lead-times',
    daysAgo: 26,
    hour: 9,
    image: 'news:delivery',
    texts: {
      sv: {
        title: 'Leveranstider inför högsäsongen',
        abstract:
          'Hösten är vår mest intensiva period. Lägg gärna lagerorder i god tid – startsidan visar nu dina kommande leveranser per avsändningsvecka.',
        html: '<p>Inför högsäsongen ökar vi produktionen med ett extra skift på kaminlinjen. Ledtiden för kaminer är just nu <strong>8–15 arbetsdagar</strong> beroende på modell, och tillbehör i lager skickas inom tre arbetsdagar.</p><p>På portalens startsida ser du nu dina kommande leveranser grupperade per avsändningsvecka, så att du kan planera installationer och besked till kunder.</p><blockquote>Lägg lagerorder för vintern före oktober så hinner vi leverera innan de första kalla veckorna.</blockquote>',
      },
      no: {
        title: 'Leveringstider før høysesongen',
        abstract:
          'Høsten er vår travleste periode. Legg gjerne lagerordre i god tid – forsiden viser nå kommende leveranser per utsendelsesuke.',
        html: '<p>Før høysesongen øker vi produksjonen med et ekstra skift på ovnslinjen. Ledetiden for ovner er nå <strong>8–15 virkedager</strong> avhengig av modell, og tilbehør på lager sendes innen tre virkedager.</p><p>På portalens forside ser du nå kommende leveranser gruppert per utsendelsesuke, slik at du kan planlegge montering og gi kundene beskjed.</p><blockquote>Legg lagerordre for vinteren før oktober, så rekker vi å levere før de første kalde ukene.</blockquote>',
      },
      en: {
        title: 'Lead times ahead of the high season',
        abstract:
          'Autumn is our busiest time. Please place stock orders early – the home page now shows your upcoming deliveries by dispatch week.',
        html: '<p>Ahead of the high season we are adding an extra shift on the stove line. Lead times for stoves are currently <strong>8–15 working days</strong> depending on the model, and stocked accessories leave within three working days.</p><p>The home page of the portal now shows your upcoming deliveries grouped by dispatch week, so you can plan installations and keep customers informed.</p><blockquote>Place winter stock orders before October and we will deliver before the first cold weeks.</blockquote>',
      },
    },
  },
  {
    key: 'training',
    daysAgo: 41,
    hour: 10,
    image: 'news:training',
    texts: {
      sv: {
        title: 'Återförsäljarutbildning: installation och brandskydd',
        abstract: 'I vinter håller vi heldagsutbildningar i installation, brandskydd och försäljning av kaminer. Platserna är begränsade.',
        html: '<p>Utbildningen vänder sig till säljare och montörer hos våra återförsäljare. Under dagen går vi igenom avstånd till brännbart material, anslutning till skorsten och vad som gäller enligt Boverkets byggregler.</p><h3>Program</h3><ol><li>Förmiddag: installation och brandskydd i teori och praktik</li><li>Lunch i fabrikens matsal</li><li>Eftermiddag: nyheter i sortimentet och försäljningsstöd</li></ol><p>Anmäl dig till din säljare senast två veckor före kurstillfället.</p>',
      },
      no: {
        title: 'Forhandleropplæring: montering og brannsikkerhet',
        abstract: 'I vinter holder vi heldagskurs i montering, brannsikkerhet og salg av ovner. Plassene er begrenset.',
        html: '<p>Kurset er for selgere og montører hos våre forhandlere. I løpet av dagen går vi gjennom avstand til brennbart materiale, tilkobling til skorstein og hva byggteknisk forskrift krever.</p><h3>Program</h3><ol><li>Formiddag: montering og brannsikkerhet i teori og praksis</li><li>Lunsj i fabrikkens kantine</li><li>Ettermiddag: nyheter i sortimentet og salgsstøtte</li></ol><p>Meld deg på hos din selger senest to uker før kurset.</p>',
      },
      en: {
        title: 'Dealer training: installation and fire safety',
        abstract: 'This winter we hold full-day courses in installation, fire safety and selling stoves. Places are limited.',
        html: '<p>The course is for sales staff and installers at our dealers. During the day we cover distances to combustible materials, connecting to the chimney and what building regulations require.</p><h3>Programme</h3><ol><li>Morning: installation and fire safety in theory and practice</li><li>Lunch in the factory canteen</li><li>Afternoon: new products and sales support</li></ol><p>Sign up with your sales representative at least two weeks before the course.</p>',
      },
    },
  },
  {
    key: 'light-from-top',
    daysAgo: 60,
    hour: 8,
    image: 'news:winter-cabin',
    youtube: FIRE_VIDEO,
    texts: {
      sv: {
        title: 'Tänd uppifrån – bättre förbränning och renare glas',
        abstract: 'Att tända brasan uppifrån ger mindre rök och renare glas. Dela gärna filmen och råden med dina kunder.',
        html: '<p>När brasan tänds uppifrån brinner gaserna från veden upp i stället för att gå ut genom skorstenen. Det ger <strong>mindre sot på glaset</strong> och lägre utsläpp.</p><ul><li>Lägg två eller tre vedträn i botten.</li><li>Lägg tunn tändved i kors ovanpå.</li><li>Lägg ett tändblock överst och tänd.</li><li>Låt luckan stå på glänt tills brasan tagit sig.</li></ul><p>Filmen här intill visar hur det går till. Den får gärna visas i butiken.</p>',
      },
      no: {
        title: 'Tenn ovenfra – bedre forbrenning og renere glass',
        abstract: 'Å tenne bålet ovenfra gir mindre røyk og renere glass. Del gjerne filmen og rådene med kundene dine.',
        html: '<p>Når bålet tennes ovenfra, brenner gassene fra veden opp i stedet for å gå ut gjennom skorsteinen. Det gir <strong>mindre sot på glasset</strong> og lavere utslipp.</p><ul><li>Legg to eller tre vedkubber i bunnen.</li><li>Legg tynn opptenningsved i kryss oppå.</li><li>Legg en tennbrikett øverst og tenn.</li><li>La døren stå på gløtt til bålet har tatt seg.</li></ul><p>Filmen viser hvordan det gjøres. Den kan gjerne vises i butikken.</p>',
      },
      en: {
        title: 'Light from the top – cleaner burning and cleaner glass',
        abstract:
          'Lighting the fire from the top gives less smoke and cleaner glass. Feel free to share the film and the tips with your customers.',
        html: '<p>When the fire is lit from the top, the gases from the wood burn instead of escaping up the chimney. The result is <strong>less soot on the glass</strong> and lower emissions.</p><ul><li>Lay two or three logs at the bottom.</li><li>Cross thin kindling on top.</li><li>Put a firelighter on top and light it.</li><li>Leave the door ajar until the fire has caught.</li></ul><p>The film shows how it is done. You are welcome to show it in your shop.</p>',
      },
    },
  },
  {
    key: 'ecodesign',
    daysAgo: 85,
    hour: 9,
    image: 'news:ecodesign',
    texts: {
      sv: {
        title: 'Hela sortimentet uppfyller Ekodesign 2022',
        abstract:
          'Efter den senaste provningen av Visby och Gotland uppfyller nu samtliga våra kaminer EU:s ekodesignkrav med god marginal.',
        html: '<p>Alla kaminer från Nordflamme och Glödhus är nu provade enligt <strong>EN 16510-1:2022</strong>. Partikelutsläppen ligger mellan 18 och 22 mg/Nm³, långt under kravet på 40 mg/Nm³.</p><p>Nya prestandadeklarationer finns under <em>Ladda ner &gt; Prestandadeklarationer</em>. Ersätt gärna äldre utskrifter i butiken.</p>',
      },
      no: {
        title: 'Hele sortimentet oppfyller Ecodesign 2022',
        abstract: 'Etter den siste testingen av Visby og Gotland oppfyller nå alle ovnene våre EUs ecodesignkrav med god margin.',
        html: '<p>Alle ovner fra Nordflamme og Glödhus er nå testet etter <strong>EN 16510-1:2022</strong>. Partikkelutslippene ligger mellom 18 og 22 mg/Nm³, langt under kravet på 40 mg/Nm³.</p><p>Nye ytelseserklæringer finner du under <em>Last ned &gt; Ytelseserklæringer</em>. Bytt gjerne ut eldre utskrifter i butikken.</p>',
      },
      en: {
        title: 'Our whole range meets Ecodesign 2022',
        abstract:
          'After the latest tests of the Visby and Gotland, every one of our stoves now meets the EU ecodesign requirements with a good margin.',
        html: '<p>Every stove from Nordflamme and Glödhus has now been tested to <strong>EN 16510-1:2022</strong>. Particulate emissions are between 18 and 22 mg/Nm³, far below the limit of 40 mg/Nm³.</p><p>New declarations of performance are under <em>Download &gt; Declarations of performance</em>. Please replace older printouts in your shop.</p>',
      },
    },
  },
  {
    key: 'trade-fair',
    daysAgo: 110,
    hour: 11,
    image: 'news:trade-fair',
    texts: {
      sv: {
        title: 'Träffa oss på mässan Nordbygg',
        abstract: 'Vi ställer ut hela sortimentet och visar Narvik för första gången. Boka ett möte med din säljare i montern.',
        html: '<p>På årets mässa visar vi alla åtta kaminserier och vårt nya takgenomföringssystem. I montern finns också en eldningsdemonstration varje timme.</p><p>Vill du boka ett möte i montern? Kontakta din säljare, så ordnar vi fria entrébiljetter.</p>',
      },
      no: {
        title: 'Møt oss på messen Nordbygg',
        abstract: 'Vi stiller ut hele sortimentet og viser Narvik for første gang. Avtal et møte med din selger på standen.',
        html: '<p>På årets messe viser vi alle åtte ovnsseriene og vårt nye takgjennomføringssystem. På standen er det også fyringsdemonstrasjon hver time.</p><p>Vil du avtale et møte på standen? Kontakt din selger, så ordner vi gratis inngangsbilletter.</p>',
      },
      en: {
        title: 'Meet us at the Nordbygg trade fair',
        abstract:
          'We are showing the whole range and presenting the Narvik for the first time. Book a meeting with your sales representative at our stand.',
        html: '<p>At this year’s fair we show all eight stove series and our new roof penetration system, with a live firing demonstration every hour.</p><p>Would you like to book a meeting at the stand? Contact your sales representative and we will arrange free entry tickets.</p>',
      },
    },
  },
  {
    key: 'solar-factory',
    daysAgo: 150,
    hour: 13,
    image: 'news:factory',
    texts: {
      sv: {
        title: 'Solceller på fabrikstaket i Växjö',
        abstract: 'Fabrikens nya solcellsanläggning täcker nu en tredjedel av elbehovet i produktionen.',
        html: '<p>I somras monterades 2 400 kvadratmeter solceller på taket till vår fabrik i Växjö. Anläggningen producerar omkring <strong>450 MWh</strong> per år, vilket motsvarar en tredjedel av elen till pressar, svetsrobotar och lackering.</p><p>Tillsammans med spillvärme från lackugnarna, som värmer kontoret, är det ett steg mot en fossilfri tillverkning till 2030.</p>',
      },
      no: {
        title: 'Solceller på fabrikktaket i Växjö',
        abstract: 'Fabrikkens nye solcelleanlegg dekker nå en tredjedel av strømbehovet i produksjonen.',
        html: '<p>I sommer ble det montert 2 400 kvadratmeter solceller på taket av fabrikken vår i Växjö. Anlegget produserer rundt <strong>450 MWh</strong> i året, en tredjedel av strømmen til presser, sveiseroboter og lakkering.</p><p>Sammen med spillvarme fra lakkovnene, som varmer kontoret, er dette et steg mot fossilfri produksjon innen 2030.</p>',
      },
      en: {
        title: 'Solar panels on the factory roof in Växjö',
        abstract: 'The factory’s new solar installation now covers a third of the electricity used in production.',
        html: '<p>This summer 2,400 square metres of solar panels were installed on the roof of our factory in Växjö. They produce around <strong>450 MWh</strong> a year, a third of the electricity for presses, welding robots and the paint shop.</p><p>Together with waste heat from the curing ovens, which heats the offices, it is a step towards fossil-free production by 2030.</p>',
      },
    },
  },
  {
    key: 'roof-system',
    daysAgo: 190,
    hour: 9,
    image: 'news:chimney-roof',
    texts: {
      sv: {
        title: 'Nytt system för takgenomföring av stålskorsten',
        abstract: 'Den nya takgenomföringen passar takvinklar från 0 till 45 grader och monteras utan att skorstenen behöver kapas.',
        html: '<p>Vårt nya system för takgenomföring ersätter tre äldre artiklar. Takplåten är justerbar för <strong>0–45 graders</strong> taklutning och finns i svart och tegelrött.</p><p>Monteringsanvisningen finns under <em>Ladda ner &gt; Manualer</em>. Konfigurera skorstenen i portalen så väljs rätt delar automatiskt.</p>',
      },
      no: {
        title: 'Nytt system for takgjennomføring av stålskorstein',
        abstract: 'Den nye takgjennomføringen passer takvinkler fra 0 til 45 grader og monteres uten at skorsteinen må kappes.',
        html: '<p>Vårt nye system for takgjennomføring erstatter tre eldre artikler. Takplaten kan justeres for <strong>0–45 graders</strong> takvinkel og finnes i svart og teglrødt.</p><p>Monteringsanvisningen finner du under <em>Last ned &gt; Manualer</em>. Konfigurer skorsteinen i portalen, så velges riktige deler automatisk.</p>',
      },
      en: {
        title: 'A new roof penetration system for steel chimneys',
        abstract: 'The new roof penetration fits roof pitches from 0 to 45 degrees and is fitted without cutting the chimney.',
        html: '<p>Our new roof penetration system replaces three older articles. The flashing adjusts to roof pitches of <strong>0–45 degrees</strong> and comes in black and tile red.</p><p>The installation instructions are under <em>Download &gt; Manuals</em>. Configure the chimney in the portal and the right parts are chosen automatically.</p>',
      },
    },
  },
  {
    key: 'aalborg-soapstone',
    daysAgo: 230,
    hour: 10,
    image: 'catalogue:stove-aalborg',
    texts: {
      sv: {
        title: 'Aalborg får ny täljsten med finare struktur',
        abstract: 'Glödhus Aalborg levereras nu med täljsten från ett nytt brott i Finland, med jämnare färg och finare struktur.',
        html: '<p>Täljstenen till <strong>Glödhus Aalborg</strong> kommer nu från ett nytt brott i östra Finland. Stenen har en jämnare grå ton och lagrar värmen lika bra som tidigare.</p><p>Mått och vikter är oförändrade. Reservdelar av den tidigare stenen finns kvar i lager till slutet av året.</p>',
      },
      no: {
        title: 'Aalborg får ny kleberstein med finere struktur',
        abstract: 'Glödhus Aalborg leveres nå med kleberstein fra et nytt brudd i Finland, med jevnere farge og finere struktur.',
        html: '<p>Klebersteinen til <strong>Glödhus Aalborg</strong> kommer nå fra et nytt brudd i Øst-Finland. Steinen har en jevnere grå tone og lagrer varmen like godt som før.</p><p>Mål og vekt er uendret. Reservedeler av den tidligere steinen finnes på lager til slutten av året.</p>',
      },
      en: {
        title: 'The Aalborg gets new soapstone with a finer grain',
        abstract: 'The Glödhus Aalborg now comes with soapstone from a new quarry in Finland, more even in colour and finer in grain.',
        html: '<p>The soapstone for the <strong>Glödhus Aalborg</strong> now comes from a new quarry in eastern Finland. The stone has a more even grey tone and stores heat just as well as before.</p><p>Dimensions and weights are unchanged. Spare parts in the previous stone remain in stock until the end of the year.</p>',
      },
    },
  },
  {
    key: 'summer-hours',
    daysAgo: 280,
    hour: 8,
    image: 'news:factory',
    flagged: true,
    texts: {
      sv: {
        title: 'Kundservice har sommaröppet',
        abstract: 'Under semesterveckorna har kundservice öppet 8–15. Order i portalen tas emot som vanligt.',
        html: '<p>Under semesterveckorna har kundservice öppet <strong>vardagar 8–15</strong>. Fabriken har stängt i tre veckor, men lagerförda tillbehör skickas som vanligt.</p><p>Order i portalen tas emot dygnet runt och bekräftas nästa vardag.</p>',
      },
      no: {
        title: 'Kundeservice har sommeråpent',
        abstract: 'I ferieukene har kundeservice åpent 8–15. Ordre i portalen tas imot som vanlig.',
        html: '<p>I ferieukene har kundeservice åpent <strong>hverdager 8–15</strong>. Fabrikken er stengt i tre uker, men tilbehør på lager sendes som vanlig.</p><p>Ordre i portalen tas imot døgnet rundt og bekreftes neste virkedag.</p>',
      },
      en: {
        title: 'Customer service summer hours',
        abstract: 'During the holiday weeks customer service is open 8:00–15:00. Orders in the portal are received as usual.',
        html: '<p>During the holiday weeks customer service is open <strong>weekdays 8:00–15:00</strong>. The factory closes for three weeks, but stocked accessories are dispatched as usual.</p><p>Orders in the portal are received around the clock and confirmed on the next working day.</p>',
      },
    },
  },
  {
    key: 'autumn-campaign',
    daysAgo: 330,
    hour: 9,
    image: 'news:campaign',
    texts: {
      sv: {
        title: 'Höstkampanjen: material att ladda ner',
        abstract: 'Kampanjblad, affisch och webbanner för höstkampanjen finns nu i portalen.',
        html: '<p>I höst får dina kunder en <strong>skorstensstart på köpet</strong> vid köp av en kamin ur serierna Oslo, Visby eller Gotland. Kampanjen syns i dagspress och sociala medier i hela landet.</p><p>Allt material finns under <em>Ladda ner &gt; Kampanj</em>. Anmäl dig till kampanjen under <em>Mina sidor &gt; Kampanjer</em>.</p>',
      },
      no: {
        title: 'Høstkampanjen: materiell til nedlasting',
        abstract: 'Kampanjeark, plakat og nettbanner for høstkampanjen finnes nå i portalen.',
        html: '<p>I høst får kundene dine <strong>skorsteinsstart på kjøpet</strong> når de kjøper en ovn fra seriene Oslo, Visby eller Gotland. Kampanjen vises i aviser og sosiale medier i hele landet.</p><p>Alt materiell finner du under <em>Last ned &gt; Kampanje</em>. Meld deg på kampanjen under <em>Mine sider &gt; Kampanjer</em>.</p>',
      },
      en: {
        title: 'Autumn campaign: material to download',
        abstract: 'The campaign sheet, poster and web banner for the autumn campaign are now in the portal.',
        html: '<p>This autumn your customers get a <strong>free chimney starter kit</strong> with a stove from the Oslo, Visby or Gotland series. The campaign runs in newspapers and on social media.</p><p>All material is under <em>Download &gt; Campaign</em>. Sign up for the campaign under <em>My pages &gt; Campaigns</em>.</p>',
      },
    },
  },
  {
    key: 'tampere-glass',
    daysAgo: 390,
    hour: 10,
    image: 'catalogue:stove-tampere',
    youtube: FIRE_VIDEO,
    texts: {
      sv: {
        title: 'Tampere – glas på tre sidor',
        abstract: 'Glödhus Tampere visar elden från hela rummet. Nu finns den även i vitt.',
        html: '<p><strong>Glödhus Tampere</strong> har glas på tre sidor och en luftspolning som håller alla rutor rena. Från i dag finns Tampere 5 och Tampere 7 även i vitt.</p><p>Filmen visar Tampere i drift. Butiksskylt och produktbilder i hög upplösning finns under <em>Ladda ner</em>.</p>',
      },
      no: {
        title: 'Tampere – glass på tre sider',
        abstract: 'Glödhus Tampere viser flammene fra hele rommet. Nå finnes den også i hvitt.',
        html: '<p><strong>Glödhus Tampere</strong> har glass på tre sider og en luftspyling som holder alle rutene rene. Fra i dag finnes Tampere 5 og Tampere 7 også i hvitt.</p><p>Filmen viser Tampere i bruk. Butikkskilt og produktbilder i høy oppløsning finner du under <em>Last ned</em>.</p>',
      },
      en: {
        title: 'Tampere – glass on three sides',
        abstract: 'The Glödhus Tampere shows the fire from anywhere in the room. It now also comes in white.',
        html: '<p>The <strong>Glödhus Tampere</strong> has glass on three sides and an airwash that keeps every pane clean. From today the Tampere 5 and Tampere 7 also come in white.</p><p>The film shows the Tampere in use. The shop sign and high-resolution product images are under <em>Download</em>.</p>',
      },
    },
  },
  {
    key: 'sweeping',
    daysAgo: 450,
    hour: 9,
    image: 'news:chimney-roof',
    texts: {
      sv: {
        title: 'Påminn kunderna om sotning före säsongen',
        abstract: 'En sotad och besiktigad skorsten är den viktigaste förutsättningen för säker eldning.',
        html: '<p>Inför eldningssäsongen är det bra att påminna kunderna om att skorstenen ska sotas och kontrolleras regelbundet. Hur ofta bestäms av kommunen.</p><ul><li>Kontrollera att takstegen och glidskyddet sitter fast.</li><li>Byt trasiga regnhuvar och gnistskydd.</li><li>Se över packningarna på kaminens lucka.</li></ul>',
      },
      no: {
        title: 'Minn kundene på feiing før sesongen',
        abstract: 'En feid og kontrollert skorstein er det viktigste for sikker fyring.',
        html: '<p>Før fyringssesongen er det lurt å minne kundene på at skorsteinen skal feies og kontrolleres jevnlig. Hvor ofte bestemmes av kommunen.</p><ul><li>Kontroller at takstigen og glidesikringen sitter fast.</li><li>Bytt ødelagte regnhatter og gnistfangere.</li><li>Se over pakningene på ovnsdøren.</li></ul>',
      },
      en: {
        title: 'Remind customers to have the chimney swept',
        abstract: 'A swept and inspected chimney is the most important condition for safe burning.',
        html: '<p>Before the heating season, remind customers that the chimney must be swept and inspected regularly; local rules decide how often.</p><ul><li>Check that the roof ladder and walkway are secure.</li><li>Replace broken rain caps and spark arresters.</li><li>Inspect the gaskets of the stove door.</li></ul>',
      },
    },
  },
  {
    key: 'gotland-10',
    daysAgo: 540,
    hour: 10,
    image: 'catalogue:stove-gotland',
    texts: {
      sv: {
        title: 'Gotland 10 – mer värme i gjutjärn',
        abstract: 'Den största modellen i Gotlandserien ger 8 kW och tar vedträn upp till 49 cm.',
        html: '<p>Med <strong>Gotland 10</strong> växer den klassiska gjutjärnsserien med en större modell för större rum. Kaminen ger 8 kW och har samma dekorerade lock som sina syskon.</p><p>Gotland 10 kan beställas med vit kakelbeklädnad.</p>',
      },
      no: {
        title: 'Gotland 10 – mer varme i støpejern',
        abstract: 'Den største modellen i Gotland-serien gir 8 kW og tar vedkubber opp til 49 cm.',
        html: '<p>Med <strong>Gotland 10</strong> får den klassiske støpejernsserien en større modell for større rom. Ovnen gir 8 kW og har den samme dekorerte topplaten som resten av serien.</p><p>Gotland 10 kan bestilles med hvit flisekledning.</p>',
      },
      en: {
        title: 'Gotland 10 – more heat in cast iron',
        abstract: 'The largest model in the Gotland series gives 8 kW and takes logs up to 49 cm.',
        html: '<p>With the <strong>Gotland 10</strong> the classic cast-iron series gains a larger model for larger rooms. It gives 8 kW and has the same decorated top as the rest of the series.</p><p>The Gotland 10 can be ordered with white tiled cladding.</p>',
      },
    },
  },
  {
    key: 'freight-terms',
    daysAgo: 650,
    hour: 9,
    image: 'news:delivery',
    texts: {
      sv: {
        title: 'Nya fraktvillkor och samlastning',
        abstract:
          'Från och med i år samlastar vi order till samma leveransadress och avsändningsvecka. Det sänker fraktkostnaden för många återförsäljare.',
        html: '<p>Order till samma leveransadress som skickas samma vecka lastas nu ihop och faktureras med <strong>en fraktkostnad</strong>. Fritt frakt gäller från 25 000 kr.</p><p>De fullständiga leveransvillkoren finns under <em>Ladda ner &gt; Dokument</em>.</p>',
      },
      no: {
        title: 'Nye fraktvilkår og samlasting',
        abstract:
          'Fra i år samlaster vi ordre til samme leveringsadresse og utsendelsesuke. Det gir lavere fraktkostnad for mange forhandlere.',
        html: '<p>Ordre til samme leveringsadresse som sendes samme uke, lastes nå sammen og faktureres med <strong>én fraktkostnad</strong>. Fri frakt gjelder fra 25 000 kr.</p><p>De fullstendige leveringsbetingelsene finner du under <em>Last ned &gt; Dokumenter</em>.</p>',
      },
      en: {
        title: 'New freight terms and consolidated shipping',
        abstract:
          'From this year, orders to the same delivery address in the same dispatch week travel together, lowering freight costs for many dealers.',
        html: '<p>Orders to the same delivery address dispatched in the same week are now shipped together and invoiced with <strong>a single freight charge</strong>. Freight is free from EUR 2,500.</p><p>The full delivery terms are under <em>Download &gt; Documents</em>.</p>',
      },
    },
  },
  // For one market only.
  {
    key: 'tampere-showroom',
    daysAgo: 19,
    hour: 11,
    image: 'catalogue:stove-tampere',
    market: 'fi',
    texts: {
      en: {
        title: 'Our new showroom in Tampere is open',
        abstract: 'Finnish dealers are welcome to bring customers to our new showroom at Hatanpää, with twelve stoves in operation.',
        html: '<p>Our Finnish showroom has moved to larger premises at Hatanpää in Tampere. Twelve stoves are connected and can be fired during opening hours.</p><p>Book a visit for you and your customers with <a href="mailto:mikko.virtanen@manufacturer.test">Mikko Virtanen</a>.</p>',
      },
    },
  },
  {
    key: 'german-documents',
    daysAgo: 72,
    hour: 9,
    image: 'news:price-list',
    market: 'de',
    texts: {
      en: {
        title: 'German documentation on request',
        abstract: 'Data sheets and declarations of performance in German can be ordered through customer service.',
        html: '<p>Dealers in Germany can order German versions of data sheets, declarations of performance and installation manuals for all eight stove series.</p><p>Ask <a href="mailto:thomas.krueger@manufacturer.test">Thomas Krüger</a> or customer service; we send them within two working days.</p>',
      },
    },
  },
];
