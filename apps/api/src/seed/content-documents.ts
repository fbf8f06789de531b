import { BRANDS, SERIES } from './catalogue-data.js';
import { renderDocument, renderSign, type Block } from './content-pdf.js';
import { formatMoney } from '@portal/contracts/money';
import type { Country } from '../platform/calendar/delivery-calendar.js';
import { freight, FREIGHT_RATES, PALLET_MAX_KG, PARCEL_MAX_KG } from '../modules/order/freight.js';

/**
 * The downloadable documents of the content service, written per language from the
 * catalogue's stove series: data sheets (dts), declarations of performance (dop),
 * installation and user manuals (iav), shop signs (ps), terms and information (doc) and
 * the campaign sheets (camp). Pure functions of fixed data: the same bytes on every run.
 */

export type DocLanguage = 'sv' | 'no' | 'en';
export type SeedDocument = {
  contentType: 'dts' | 'doc' | 'camp' | 'dop' | 'iav' | 'ps';
  folder: string;
  name: string;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
};

type Series = (typeof SERIES)[number];

/** When the documents were issued; fixed, so the PDFs never change between runs. */
const ISSUED = new Date('2025-08-15T08:00:00Z');
const COMPANY = 'Nordflamme Glödhus AB';

export const FOOTER: Record<DocLanguage, string> = {
  sv: `${COMPANY} · Bruksvägen 12 · 352 46 Växjö · +46 470 75 30 00`,
  no: `${COMPANY} · Bruksvägen 12 · 352 46 Växjö, Sverige · +46 470 75 30 00`,
  en: `${COMPANY} · Bruksvägen 12 · 352 46 Växjö, Sweden · +46 470 75 30 00`,
};

const brandName = (s: Series) => BRANDS.find((b) => b.code === s.brand)!.name;

const decimal = (lang: DocLanguage, n: number) => (lang === 'en' ? String(n) : String(n).replace('.', ','));
const half = (n: number) => Math.round(n * 2) / 2;

/** Figures of a series, derived from its models so that every document agrees with the catalogue. */
function figures(s: Series) {
  const i = SERIES.indexOf(s);
  const models = s.models.map((m) => ({
    name: `${s.name} ${m.model}`,
    kw: m.kw,
    min: half(m.kw * 0.55),
    max: half(m.kw * 1.35),
    weight: m.weightKg,
    efficiency: 78 + (i % 4) + (m.kw < 6 ? 1 : 0),
    log: Math.round(25 + m.kw * 3),
    co: Math.round(1000 - m.kw * 40),
    pm: 18 + (i % 3) * 2,
    nox: 96 + (i % 4) * 6,
    ogc: 62 + (i % 5) * 8,
    flueTemp: Math.round(240 + m.kw * 10),
  }));
  return {
    models,
    rear: s.cladding?.code === 'TALJ' || s.brand === 'GH' ? 75 + (i % 2) * 25 : 100 + (i % 3) * 50,
    side: 300 + (i % 2) * 100,
    front: 1000,
    kwRange: [Math.min(...models.map((m) => m.min)), Math.max(...models.map((m) => m.max))] as const,
    weightRange: [Math.min(...models.map((m) => m.weight)), Math.max(...models.map((m) => m.weight))] as const,
    efficiency: Math.max(...models.map((m) => m.efficiency)),
  };
}

// ---------------------------------------------------------------------------------------
// Words

const ABOUT: Record<string, Record<Exclude<DocLanguage, 'sv'>, string>> = {
  OSLO: {
    no: 'Klassisk ovn på ben med stor glassdør og askeskuff. Røykuttak på toppen eller bak.',
    en: 'A classic stove on legs with a large glass door and an ash pan. Flue outlet on top or at the back.',
  },
  VISBY: {
    no: 'Lav og bred ovn med panoramaglass, passer under vinduer og i rom med lav takhøyde.',
    en: 'A low, wide stove with a panoramic window; fits under windows and in rooms with low ceilings.',
  },
  KIRUNA: {
    no: 'Høy og smal ovn med vedrom under brennkammeret. Tar liten gulvplass og passer i hjørner.',
    en: 'A tall, slim stove with log storage below the firebox. Takes little floor space and suits corners.',
  },
  BERGEN: {
    no: 'Rund ovn i stål med buet glassdør som sprer varmen i alle retninger.',
    en: 'A round steel stove with a curved glass door that spreads the heat in every direction.',
  },
  AALBORG: {
    no: 'Varmelagrende ovn med kledning av finsk kleberstein. Avgir varme i mange timer etter siste innlegg.',
    en: 'A heat-storing stove clad in Finnish soapstone. It gives off heat for many hours after the last load.',
  },
  TAMPERE: {
    no: 'Ovn med glass på tre sider for fri sikt mot flammene fra hele rommet.',
    en: 'A stove with glass on three sides, so the fire can be seen from anywhere in the room.',
  },
  GOTLAND: {
    no: 'Tradisjonell ovn i støpejern med dekorert topplate, buet dør og svungne ben.',
    en: 'A traditional cast-iron stove with a decorated top, an arched door and curved legs.',
  },
  NARVIK: {
    no: 'Kubeformet ovn på smal søylefot med nesten rammeløst glass. Moderne form for åpne planløsninger.',
    en: 'A cube-shaped stove on a slim pedestal with almost frameless glass. A modern shape for open-plan rooms.',
  },
};
const about = (s: Series, lang: DocLanguage) => (lang === 'sv' ? s.about : ABOUT[s.code]![lang]);

const COLOURS: Record<DocLanguage, Record<string, string>> = {
  sv: { BK: 'svart', GR: 'grå', WH: 'vit' },
  no: { BK: 'svart', GR: 'grå', WH: 'hvit' },
  en: { BK: 'black', GR: 'grey', WH: 'white' },
};
const CLADDING: Record<DocLanguage, Record<string, string>> = {
  sv: { TALJ: 'täljstensbeklädnad', STAL: 'stålbeklädnad i grafit', KAKEL: 'vit kakelbeklädnad' },
  no: { TALJ: 'kledning i kleberstein', STAL: 'stålkledning i grafitt', KAKEL: 'hvit flisekledning' },
  en: { TALJ: 'soapstone cladding', STAL: 'graphite steel cladding', KAKEL: 'white tiled cladding' },
};

const W = {
  sv: {
    dts: 'tekniska data',
    dtsSub: 'Produktdatablad',
    dtsFolder: 'Produktdatablad',
    models: 'Modeller',
    cols: ['Modell', 'Nominell effekt', 'Effektområde', 'Vikt', 'Verkningsgrad', 'Vedlängd'],
    connection: 'Anslutning och placering',
    finish: 'Utförande',
    emissions: 'Utsläpp vid nominell effekt',
    emissionCols: ['Parameter', 'Värde', 'Krav Ekodesign'],
    flue: 'Rökgasuttag Ø150 mm, upptill eller baktill.',
    air: 'Extern förbränningsluft Ø100 mm kan anslutas underifrån eller bakifrån.',
    distances: (r: number, s: number, f: number) =>
      `Minsta avstånd till brännbart material: bakåt ${r} mm, åt sidorna ${s} mm, framåt ${f} mm.`,
    colours: (c: string) => `Färg: ${c}.`,
    cladding: (c: string) => `Tillval: ${c}.`,
    turntable: 'Tillval: vridplatta, kaminen kan vridas 45° åt vardera hållet.',
    note: 'Värdena gäller vid nominell effekt med torr björkved (fukthalt 12–20 %) och ett skorstensdrag på 12 Pa. Kaminen är provad enligt EN 16510-1:2022 och uppfyller Ekodesign 2022.',
    dop: 'prestandadeklaration',
    dopTitle: 'Prestandadeklaration',
    dopSub: 'Enligt förordning (EU) nr 305/2011, bilaga III',
    dopCols: ['Punkt', 'Uppgift'],
    perfCols: ['Väsentlig egenskap', 'Prestanda'],
    declared: 'Angiven prestanda',
    dopRows: (s: Series, names: string) => [
      ['1. Produkttypens unika identifikationskod', names],
      ['2. Avsedd användning', 'Rumsvärmare utan vattenmantel för fast bränsle (ved), för uppvärmning av bostäder.'],
      ['3. Tillverkare', `${COMPANY}, Bruksvägen 12, 352 46 Växjö, Sverige`],
      ['4. System för bedömning och fortlöpande kontroll', 'System 3'],
      ['5. Harmoniserad standard', 'EN 16510-1:2022 och EN 16510-2-1:2022'],
      ['6. Provning', `Anmält provningslaboratorium Nordisk Brandprovning har typprovat ${brandName(s)} ${s.name} enligt system 3.`],
    ],
    perf: (f: ReturnType<typeof figures>, lang: DocLanguage) => [
      ['Reaktion vid brandpåverkan', 'A1'],
      ['Avstånd till brännbart material', `bakåt ${f.rear} mm, sidor ${f.side} mm, framåt ${f.front} mm`],
      ['Risk för utfallande bränsle', 'Godkänd'],
      ['Utsläpp av CO vid 13 % O2', f.models.map((m) => `${m.name}: ${m.co} mg/Nm³`).join(', ')],
      ['Yttemperatur', 'Godkänd'],
      ['Rengörbarhet', 'Godkänd'],
      ['Mekanisk hållfasthet', 'Godkänd'],
      ['Rökgastemperatur vid nominell effekt', f.models.map((m) => `${m.name}: ${m.flueTemp} °C`).join(', ')],
      ['Nominell effekt', f.models.map((m) => `${m.name}: ${decimal(lang, m.kw)} kW`).join(', ')],
      ['Verkningsgrad', f.models.map((m) => `${m.name}: ${m.efficiency} %`).join(', ')],
    ],
    dopStatement:
      'Prestandan för ovanstående produkt överensstämmer med den angivna prestandan. Denna prestandadeklaration har utfärdats på eget ansvar av den tillverkare som anges ovan.',
    signed: ['Undertecknad på tillverkarens vägnar av Lars Ek, teknisk chef', 'Växjö 2025-08-15'],
    iav: 'installations- och skötselanvisning',
    iavSub: 'Installations- och skötselanvisning',
    sign: 'butiksskylt',
    signFigures: ['Effekt', 'Verkningsgrad', 'Vikt'],
    signCall: 'Fråga oss om pris och installation!',
    signEco: 'Uppfyller Ekodesign 2022 – låga utsläpp och hög verkningsgrad.',
  },
  no: {
    dts: 'tekniske data',
    dtsSub: 'Produktdatablad',
    dtsFolder: 'Produktdatablad',
    models: 'Modeller',
    cols: ['Modell', 'Nominell effekt', 'Effektområde', 'Vekt', 'Virkningsgrad', 'Vedlengde'],
    connection: 'Tilkobling og plassering',
    finish: 'Utførelse',
    emissions: 'Utslipp ved nominell effekt',
    emissionCols: ['Parameter', 'Verdi', 'Krav Ecodesign'],
    flue: 'Røykuttak Ø150 mm, på toppen eller bak.',
    air: 'Ekstern forbrenningsluft Ø100 mm kan kobles til nedenfra eller bakfra.',
    distances: (r: number, s: number, f: number) =>
      `Minste avstand til brennbart materiale: bak ${r} mm, til sidene ${s} mm, foran ${f} mm.`,
    colours: (c: string) => `Farge: ${c}.`,
    cladding: (c: string) => `Tilvalg: ${c}.`,
    turntable: 'Tilvalg: dreieplate, ovnen kan dreies 45° til hver side.',
    note: 'Verdiene gjelder ved nominell effekt med tørr bjørkeved (fuktighet 12–20 %) og et skorsteinstrekk på 12 Pa. Ovnen er testet etter EN 16510-1:2022 og oppfyller Ecodesign 2022.',
    dop: 'ytelseserklæring',
    dopTitle: 'Ytelseserklæring',
    dopSub: 'I henhold til forordning (EU) nr. 305/2011, vedlegg III',
    dopCols: ['Punkt', 'Opplysning'],
    perfCols: ['Vesentlig egenskap', 'Ytelse'],
    declared: 'Erklært ytelse',
    dopRows: (s: Series, names: string) => [
      ['1. Produkttypens unike identifikasjonskode', names],
      ['2. Tiltenkt bruk', 'Romoppvarmer uten vannkappe for fast brensel (ved), til oppvarming av boliger.'],
      ['3. Produsent', `${COMPANY}, Bruksvägen 12, 352 46 Växjö, Sverige`],
      ['4. System for vurdering og kontroll', 'System 3'],
      ['5. Harmonisert standard', 'EN 16510-1:2022 og EN 16510-2-1:2022'],
      ['6. Prøving', `Det meldte prøvingslaboratoriet Nordisk Brandprovning har typeprøvd ${brandName(s)} ${s.name} etter system 3.`],
    ],
    perf: (f: ReturnType<typeof figures>, lang: DocLanguage) => [
      ['Reaksjon ved brannpåvirkning', 'A1'],
      ['Avstand til brennbart materiale', `bak ${f.rear} mm, sider ${f.side} mm, foran ${f.front} mm`],
      ['Risiko for utfallende brensel', 'Godkjent'],
      ['Utslipp av CO ved 13 % O2', f.models.map((m) => `${m.name}: ${m.co} mg/Nm³`).join(', ')],
      ['Overflatetemperatur', 'Godkjent'],
      ['Rengjørbarhet', 'Godkjent'],
      ['Mekanisk styrke', 'Godkjent'],
      ['Røykgasstemperatur ved nominell effekt', f.models.map((m) => `${m.name}: ${m.flueTemp} °C`).join(', ')],
      ['Nominell effekt', f.models.map((m) => `${m.name}: ${decimal(lang, m.kw)} kW`).join(', ')],
      ['Virkningsgrad', f.models.map((m) => `${m.name}: ${m.efficiency} %`).join(', ')],
    ],
    dopStatement:
      'Ytelsen til produktet ovenfor er i samsvar med den erklærte ytelsen. Denne ytelseserklæringen er utstedt på eget ansvar av produsenten angitt ovenfor.',
    signed: ['Undertegnet på vegne av produsenten av Lars Ek, teknisk sjef', 'Växjö 2025-08-15'],
    iav: 'monterings- og bruksanvisning',
    iavSub: 'Monterings- og bruksanvisning',
    sign: 'butikkskilt',
    signFigures: ['Effekt', 'Virkningsgrad', 'Vekt'],
    signCall: 'Spør oss om pris og montering!',
    signEco: 'Oppfyller Ecodesign 2022 – lave utslipp og høy virkningsgrad.',
  },
  en: {
    dts: 'technical data',
    dtsSub: 'Product data sheet',
    dtsFolder: 'Product data sheets',
    models: 'Models',
    cols: ['Model', 'Nominal output', 'Output range', 'Weight', 'Efficiency', 'Log length'],
    connection: 'Connection and placement',
    finish: 'Finish',
    emissions: 'Emissions at nominal output',
    emissionCols: ['Parameter', 'Value', 'Ecodesign limit'],
    flue: 'Flue outlet Ø150 mm, on top or at the back.',
    air: 'External combustion air Ø100 mm can be connected from below or from the back.',
    distances: (r: number, s: number, f: number) =>
      `Minimum distance to combustible materials: rear ${r} mm, sides ${s} mm, front ${f} mm.`,
    colours: (c: string) => `Colour: ${c}.`,
    cladding: (c: string) => `Option: ${c}.`,
    turntable: 'Option: turntable, the stove turns 45° to either side.',
    note: 'Values at nominal output with dry birch logs (moisture 12–20 %) and a chimney draught of 12 Pa. Tested to EN 16510-1:2022; meets Ecodesign 2022.',
    dop: 'declaration of performance',
    dopTitle: 'Declaration of performance',
    dopSub: 'According to Regulation (EU) No 305/2011, Annex III',
    dopCols: ['Item', 'Information'],
    perfCols: ['Essential characteristic', 'Performance'],
    declared: 'Declared performance',
    dopRows: (s: Series, names: string) => [
      ['1. Unique identification code of the product type', names],
      ['2. Intended use', 'Room heater without hot water supply, fired by solid fuel (wood logs), for heating dwellings.'],
      ['3. Manufacturer', `${COMPANY}, Bruksvägen 12, 352 46 Växjö, Sweden`],
      ['4. System of assessment and verification', 'System 3'],
      ['5. Harmonised standard', 'EN 16510-1:2022 and EN 16510-2-1:2022'],
      ['6. Testing', `The notified testing laboratory Nordisk Brandprovning type-tested the ${brandName(s)} ${s.name} under system 3.`],
    ],
    perf: (f: ReturnType<typeof figures>, lang: DocLanguage) => [
      ['Reaction to fire', 'A1'],
      ['Distance to combustible materials', `rear ${f.rear} mm, sides ${f.side} mm, front ${f.front} mm`],
      ['Risk of burning fuel falling out', 'Pass'],
      ['CO emissions at 13 % O2', f.models.map((m) => `${m.name}: ${m.co} mg/Nm³`).join(', ')],
      ['Surface temperature', 'Pass'],
      ['Cleanability', 'Pass'],
      ['Mechanical resistance', 'Pass'],
      ['Flue gas temperature at nominal output', f.models.map((m) => `${m.name}: ${m.flueTemp} °C`).join(', ')],
      ['Nominal heat output', f.models.map((m) => `${m.name}: ${decimal(lang, m.kw)} kW`).join(', ')],
      ['Energy efficiency', f.models.map((m) => `${m.name}: ${m.efficiency} %`).join(', ')],
    ],
    dopStatement:
      'The performance of the product identified above is in conformity with the declared performance. This declaration of performance is issued under the sole responsibility of the manufacturer identified above.',
    signed: ['Signed for and on behalf of the manufacturer by Lars Ek, Technical Director', 'Växjö, 15 August 2025'],
    iav: 'installation and user manual',
    iavSub: 'Installation and user manual',
    sign: 'shop sign',
    signFigures: ['Output', 'Efficiency', 'Weight'],
    signCall: 'Ask us about price and installation!',
    signEco: 'Meets Ecodesign 2022 – low emissions and high efficiency.',
  },
} as const;

// ---------------------------------------------------------------------------------------
// Per stove series

function dataSheet(s: Series, lang: DocLanguage): Promise<Buffer> {
  const w = W[lang];
  const f = figures(s);
  const d = (n: number) => decimal(lang, n);
  const blocks: Block[] = [
    { kind: 'paragraph', text: about(s, lang) },
    { kind: 'heading', text: w.models },
    {
      kind: 'table',
      columns: [...w.cols],
      widths: [1.3, 1.1, 1.2, 0.8, 1, 0.9],
      rows: f.models.map((m) => [
        m.name,
        `${d(m.kw)} kW`,
        `${d(m.min)}–${d(m.max)} kW`,
        `${m.weight} kg`,
        `${m.efficiency} %`,
        `${m.log} cm`,
      ]),
    },
    { kind: 'heading', text: w.connection },
    { kind: 'bullets', items: [w.flue, w.air, w.distances(f.rear, f.side, f.front)] },
    { kind: 'heading', text: w.finish },
    {
      kind: 'bullets',
      items: [
        w.colours(s.colours.map((c) => COLOURS[lang][c]).join(', ')),
        ...(s.cladding ? [w.cladding(CLADDING[lang][s.cladding.code] ?? s.cladding.description)] : []),
        ...(s.turntable ? [w.turntable] : []),
      ],
    },
    { kind: 'heading', text: w.emissions },
    {
      kind: 'table',
      columns: [...w.emissionCols],
      widths: [1.4, 2, 1],
      rows: [
        ['CO (13 % O2)', f.models.map((m) => `${m.co}`).join(' / ') + ' mg/Nm³', '1500 mg/Nm³'],
        ['PM', `${f.models[0]!.pm} mg/Nm³`, '40 mg/Nm³'],
        ['NOx', `${f.models[0]!.nox} mg/Nm³`, '200 mg/Nm³'],
        ['OGC', `${f.models[0]!.ogc} mg/Nm³`, '120 mg/Nm³'],
      ],
    },
    { kind: 'paragraph', text: w.note },
  ];
  return renderDocument({
    title: `${brandName(s)} ${s.name} – ${w.dts}`,
    subtitle: w.dtsSub,
    reference: `DB-${s.brand}-${s.code}-2025`,
    footer: FOOTER[lang],
    date: ISSUED,
    blocks,
  });
}

function declaration(s: Series, lang: DocLanguage): Promise<Buffer> {
  const w = W[lang];
  const f = figures(s);
  return renderDocument({
    title: `${w.dopTitle} – ${brandName(s)} ${s.name}`,
    subtitle: w.dopSub,
    reference: `DoP ${s.brand}-${s.code}-01`,
    footer: FOOTER[lang],
    date: ISSUED,
    blocks: [
      {
        kind: 'table',
        columns: [...w.dopCols],
        widths: [1.3, 2],
        rows: w.dopRows(s, f.models.map((m) => `${brandName(s)} ${m.name}`).join(', ')),
      },
      { kind: 'heading', text: w.declared },
      { kind: 'table', columns: [...w.perfCols], widths: [1.3, 2], rows: w.perf(f, lang) },
      { kind: 'paragraph', text: w.dopStatement },
      { kind: 'signature', lines: [...w.signed] },
    ],
  });
}

const MANUAL: Record<DocLanguage, (s: Series, f: ReturnType<typeof figures>) => Block[]> = {
  sv: (s, f) => [
    {
      kind: 'paragraph',
      text: `Tack för att du har valt ${brandName(s)} ${s.name}. Läs hela anvisningen innan kaminen installeras och spara den för framtida bruk.`,
    },
    { kind: 'heading', text: '1. Säkerhet' },
    {
      kind: 'bullets',
      items: [
        'Installationen ska anmälas till byggnadsnämnden i kommunen innan arbetet påbörjas.',
        'Skorstenen ska besiktigas av skorstensfejarmästaren innan kaminen tas i bruk.',
        'Kaminen och glaset blir mycket varma. Håll barn under uppsikt och använd handske.',
        'Elda aldrig med impregnerat trä, spånskivor, plast eller hushållsavfall.',
      ],
    },
    { kind: 'heading', text: '2. Installation' },
    {
      kind: 'paragraph',
      text: `Placera kaminen på ett plant och bärande underlag av obrännbart material. Framför luckan krävs en golvplåt eller stenplatta som når minst 300 mm framför och 100 mm vid sidan av eldstadsöppningen. Minsta avstånd till brännbart material är ${f.rear} mm bakåt, ${f.side} mm åt sidorna och ${f.front} mm framåt.`,
    },
    {
      kind: 'paragraph',
      text: 'Anslut rökröret Ø150 mm till skorstenen med ett stigande rökrör och täta skarvarna med eldfast tätning. Skorstenen ska ge ett drag på minst 12 Pa. I täta hus rekommenderas extern förbränningsluft Ø100 mm.',
    },
    { kind: 'heading', text: '3. Första eldningen' },
    {
      kind: 'paragraph',
      text: 'Elda de första gångerna med en mindre mängd ved. Färgen härdar vid den första eldningen och kan då lukta och ryka lite. Vädra ordentligt.',
    },
    { kind: 'heading', text: '4. Eldning steg för steg' },
    {
      kind: 'bullets',
      items: [
        'Öppna luftreglaget helt och lägg in två vedträn, kindling och tändblock överst.',
        'Tänd uppifrån och låt luckan stå på glänt i några minuter tills brasan tagit sig.',
        'Stäng luckan när veden brinner bra och fyll på när lågorna har slocknat och glöden är jämn.',
        `Använd torr ved med fukthalt 12–20 % och högst ${Math.max(...f.models.map((m) => m.log))} cm lång.`,
      ],
    },
    { kind: 'heading', text: '5. Skötsel' },
    {
      kind: 'bullets',
      items: [
        'Töm askan regelbundet, men låt ett tunt lager ligga kvar – det skyddar botten och ger bättre förbränning.',
        'Rengör glaset när kaminen är kall, med en fuktig trasa doppad i aska.',
        'Kontrollera luckans packning varje säsong och byt den om den är hård eller sprucken.',
      ],
    },
    { kind: 'heading', text: '6. Felsökning' },
    {
      kind: 'table',
      columns: ['Problem', 'Trolig orsak', 'Åtgärd'],
      rows: [
        ['Glaset sotar igen', 'Fuktig ved eller för lite luft', 'Använd torr ved och öppna luftreglaget mer.'],
        ['Rök kommer ut i rummet', 'Svagt drag eller kall skorsten', 'Öppna ett fönster vid tändning; låt sotaren kontrollera draget.'],
        ['Kaminen blir för varm', 'För mycket ved eller luft', 'Lägg in mindre ved och minska luften.'],
      ],
    },
    { kind: 'heading', text: '7. Garanti' },
    {
      kind: 'paragraph',
      text: 'Kaminen har fem års garanti på stommen. Slitdelar som packningar, glas, eldfast sten och rost omfattas inte. Kontakta din återförsäljare vid reklamation och ange kaminens serienummer.',
    },
  ],
  no: (s, f) => [
    {
      kind: 'paragraph',
      text: `Takk for at du har valgt ${brandName(s)} ${s.name}. Les hele anvisningen før ovnen monteres, og ta vare på den.`,
    },
    { kind: 'heading', text: '1. Sikkerhet' },
    {
      kind: 'bullets',
      items: [
        'Monteringen skal meldes til kommunen før arbeidet starter.',
        'Feieren skal kontrollere skorsteinen før ovnen tas i bruk.',
        'Ovnen og glasset blir svært varme. Hold barn under oppsyn og bruk hanske.',
        'Fyr aldri med impregnert trevirke, sponplater, plast eller husholdningsavfall.',
      ],
    },
    { kind: 'heading', text: '2. Montering' },
    {
      kind: 'paragraph',
      text: `Plasser ovnen på et plant og bærende underlag av ubrennbart materiale. Foran døren kreves en gulvplate eller steinplate som når minst 300 mm foran og 100 mm til siden for brennkammeråpningen. Minste avstand til brennbart materiale er ${f.rear} mm bak, ${f.side} mm til sidene og ${f.front} mm foran.`,
    },
    {
      kind: 'paragraph',
      text: 'Koble røykrøret Ø150 mm til skorsteinen med stigende røykrør og tett skjøtene med ildfast tetning. Skorsteinen skal gi et trekk på minst 12 Pa. I tette hus anbefales ekstern forbrenningsluft Ø100 mm.',
    },
    { kind: 'heading', text: '3. Første fyring' },
    {
      kind: 'paragraph',
      text: 'Fyr de første gangene med litt mindre ved. Lakken herder ved første fyring og kan lukte og ryke litt. Luft godt ut.',
    },
    { kind: 'heading', text: '4. Fyring steg for steg' },
    {
      kind: 'bullets',
      items: [
        'Åpne luftspjeldet helt og legg inn to vedkubber, opptenningsved og tennbrikett øverst.',
        'Tenn ovenfra og la døren stå på gløtt noen minutter til bålet har tatt seg.',
        'Lukk døren når veden brenner godt, og legg i mer når flammene har sluknet og gløden er jevn.',
        `Bruk tørr ved med fuktighet 12–20 % og høyst ${Math.max(...f.models.map((m) => m.log))} cm lang.`,
      ],
    },
    { kind: 'heading', text: '5. Vedlikehold' },
    {
      kind: 'bullets',
      items: [
        'Tøm asken jevnlig, men la et tynt lag ligge igjen – det beskytter bunnen og gir bedre forbrenning.',
        'Rengjør glasset når ovnen er kald, med en fuktig klut dyppet i aske.',
        'Kontroller dørpakningen hver sesong og bytt den hvis den er hard eller sprukket.',
      ],
    },
    { kind: 'heading', text: '6. Feilsøking' },
    {
      kind: 'table',
      columns: ['Problem', 'Sannsynlig årsak', 'Tiltak'],
      rows: [
        ['Glasset soter igjen', 'Fuktig ved eller for lite luft', 'Bruk tørr ved og åpne luftspjeldet mer.'],
        ['Røyk kommer ut i rommet', 'Svakt trekk eller kald skorstein', 'Åpne et vindu ved opptenning; la feieren kontrollere trekken.'],
        ['Ovnen blir for varm', 'For mye ved eller luft', 'Legg inn mindre ved og reduser luften.'],
      ],
    },
    { kind: 'heading', text: '7. Garanti' },
    {
      kind: 'paragraph',
      text: 'Ovnen har fem års garanti på selve ovnskroppen. Slitedeler som pakninger, glass, ildfast stein og rist omfattes ikke. Kontakt forhandleren ved reklamasjon og oppgi ovnens serienummer.',
    },
  ],
  en: (s, f) => [
    {
      kind: 'paragraph',
      text: `Thank you for choosing the ${brandName(s)} ${s.name}. Read these instructions in full before installing the stove, and keep them for later.`,
    },
    { kind: 'heading', text: '1. Safety' },
    {
      kind: 'bullets',
      items: [
        'Follow national and local building regulations; in many countries the installation must be notified before work starts.',
        'Have the chimney inspected by a chimney sweep before the stove is first used.',
        'The stove and the glass get very hot. Keep children under supervision and use a glove.',
        'Never burn treated wood, chipboard, plastics or household waste.',
      ],
    },
    { kind: 'heading', text: '2. Installation' },
    {
      kind: 'paragraph',
      text: `Place the stove on a level, load-bearing, non-combustible base. In front of the door a floor plate or stone slab must reach at least 300 mm in front of and 100 mm beside the firebox opening. The minimum distance to combustible materials is ${f.rear} mm at the rear, ${f.side} mm at the sides and ${f.front} mm in front.`,
    },
    {
      kind: 'paragraph',
      text: 'Connect the Ø150 mm flue pipe to the chimney with a rising pipe and seal the joints with heat-resistant sealant. The chimney must provide a draught of at least 12 Pa. In airtight houses, external combustion air Ø100 mm is recommended.',
    },
    { kind: 'heading', text: '3. First firing' },
    {
      kind: 'paragraph',
      text: 'Use a smaller load for the first few fires. The paint cures during the first firing and may smell and smoke a little. Ventilate the room well.',
    },
    { kind: 'heading', text: '4. Lighting step by step' },
    {
      kind: 'bullets',
      items: [
        'Open the air control fully, lay two logs, kindling and a firelighter on top.',
        'Light from the top and leave the door ajar for a few minutes until the fire has caught.',
        'Close the door when the logs burn well, and add more when the flames have died down to an even bed of embers.',
        `Use dry logs with 12–20 % moisture, no longer than ${Math.max(...f.models.map((m) => m.log))} cm.`,
      ],
    },
    { kind: 'heading', text: '5. Care' },
    {
      kind: 'bullets',
      items: [
        'Empty the ash regularly but leave a thin layer: it protects the base and improves combustion.',
        'Clean the glass when the stove is cold, with a damp cloth dipped in ash.',
        'Check the door gasket every season and replace it if it is hard or cracked.',
      ],
    },
    { kind: 'heading', text: '6. Troubleshooting' },
    {
      kind: 'table',
      columns: ['Problem', 'Likely cause', 'Remedy'],
      rows: [
        ['The glass soots up', 'Damp wood or too little air', 'Use dry logs and open the air control further.'],
        ['Smoke enters the room', 'Weak draught or cold chimney', 'Open a window while lighting; have the sweep check the draught.'],
        ['The stove gets too hot', 'Too much wood or air', 'Load less wood and reduce the air.'],
      ],
    },
    { kind: 'heading', text: '7. Warranty' },
    {
      kind: 'paragraph',
      text: 'The stove body carries a five-year warranty. Wear parts such as gaskets, glass, firebricks and the grate are not covered. Contact your dealer with the stove’s serial number in case of a complaint.',
    },
  ],
};

function manual(s: Series, lang: DocLanguage): Promise<Buffer> {
  return renderDocument({
    title: `${brandName(s)} ${s.name}`,
    subtitle: W[lang].iavSub,
    reference: `IA-${s.brand}-${s.code}-2025-${lang.toUpperCase()}`,
    footer: FOOTER[lang],
    date: ISSUED,
    blocks: MANUAL[lang](s, figures(s)),
  });
}

function shopSign(s: Series, lang: DocLanguage): Promise<Buffer> {
  const w = W[lang];
  const f = figures(s);
  const d = (n: number) => decimal(lang, n);
  const extra = s.cladding ? w.cladding(CLADDING[lang][s.cladding.code] ?? '') : s.turntable ? w.turntable : w.flue;
  return renderSign({
    brand: brandName(s),
    name: s.name,
    tagline: about(s, lang),
    figures: [
      [w.signFigures[0], `${d(f.kwRange[0])}–${d(f.kwRange[1])} kW`],
      [w.signFigures[1], `${f.efficiency} %`],
      [w.signFigures[2], `${f.weightRange[0]}–${f.weightRange[1]} kg`],
    ],
    points: [w.colours(s.colours.map((c) => COLOURS[lang][c]).join(', ')), w.signEco, extra],
    call: w.signCall,
    footer: FOOTER[lang],
    date: ISSUED,
  });
}

// ---------------------------------------------------------------------------------------
// Terms, information and campaign

type Text = { title: string; subtitle: string; reference: string; blocks: Block[] };

/**
 * The delivery terms' freight table, written from the rules the portal charges by
 * (modules/order/freight.ts), so the document and the invoices never disagree.
 */
export function freightTable(lang: DocLanguage): Block {
  const words = {
    sv: {
      shipment: 'Försändelse',
      parcel: `Paket upp till ${PARCEL_MAX_KG} kg`,
      pallet: `Pall upp till ${PALLET_MAX_KG.toLocaleString('sv-SE')} kg`,
      per100: `Per påbörjade 100 kg över ${PALLET_MAX_KG.toLocaleString('sv-SE')} kg`,
      co: 'Samleverans',
      half: 'halva priset',
      free: 'Fri frakt från ordervärde (exkl. moms)',
    },
    no: {
      shipment: 'Forsendelse',
      parcel: `Pakke opptil ${PARCEL_MAX_KG} kg`,
      pallet: `Pall opptil ${PALLET_MAX_KG.toLocaleString('nb-NO')} kg`,
      per100: `Per påbegynte 100 kg over ${PALLET_MAX_KG.toLocaleString('nb-NO')} kg`,
      co: 'Samlevering',
      half: 'halv pris',
      free: 'Fri frakt fra ordreverdi (ekskl. mva.)',
    },
    en: {
      shipment: 'Shipment',
      parcel: `Parcel up to ${PARCEL_MAX_KG} kg`,
      pallet: `Pallet up to ${PALLET_MAX_KG.toLocaleString('en-GB')} kg`,
      per100: `Per started 100 kg above ${PALLET_MAX_KG.toLocaleString('en-GB')} kg`,
      co: 'Co-delivery',
      half: 'half price',
      free: 'Free freight from an order value of (excl. VAT)',
    },
  }[lang];
  // The markets each document is for, with their currency and zone.
  const markets: { country: Country; currency: string; name: string }[] =
    lang === 'sv'
      ? [{ country: 'se', currency: 'SEK', name: 'SEK' }]
      : lang === 'no'
        ? [{ country: 'no', currency: 'NOK', name: 'NOK' }]
        : [
            { country: 'dk', currency: 'DKK', name: 'Denmark (DKK)' },
            { country: 'de', currency: 'EUR', name: 'Germany, Finland (EUR)' },
          ];
  const language = lang === 'no' ? 'no' : lang;
  const money = (m: (typeof markets)[number], amount: number) => formatMoney(amount, language, m.currency);
  const rate = (m: (typeof markets)[number], weightKg: number) =>
    freight({ country: m.country, currency: m.currency, weightKg, netValue: 0, coDelivery: false }) ?? 0;
  const extra = (m: (typeof markets)[number]) => rate(m, PALLET_MAX_KG + 100) - rate(m, PALLET_MAX_KG);
  return {
    kind: 'table',
    columns: [words.shipment, ...markets.map((m) => m.name)],
    rows: [
      [words.parcel, ...markets.map((m) => money(m, rate(m, 1)))],
      [words.pallet, ...markets.map((m) => money(m, rate(m, PALLET_MAX_KG)))],
      [words.per100, ...markets.map((m) => `+ ${money(m, extra(m))}`)],
      [words.co, ...markets.map(() => words.half)],
      [words.free, ...markets.map((m) => money(m, FREIGHT_RATES[m.currency]!.freeFrom))],
    ],
  };
}

const TERMS: Record<DocLanguage, { folder: string; info: string; docs: { file: string; text: Text }[] }> = {
  sv: {
    folder: 'Villkor och rutiner',
    info: 'Produktinformation',
    docs: [
      {
        file: 'Leveransvillkor',
        text: {
          title: 'Leveransvillkor för återförsäljare',
          subtitle: 'Gäller order lagda i återförsäljarportalen från 1 september 2025',
          reference: 'VILLKOR-LEV-2025',
          blocks: [
            { kind: 'heading', text: 'Beställning' },
            {
              kind: 'paragraph',
              text: 'Order läggs i återförsäljarportalen. Orderbekräftelsen visar beräknad avsändningsvecka. Order som registrerats före kl. 12 en vardag behandlas samma dag.',
            },
            { kind: 'heading', text: 'Leveranstid och avsändningsvecka' },
            {
              kind: 'paragraph',
              text: 'Lagerförda tillbehör skickas normalt inom tre arbetsdagar. Kaminer tillverkas löpande och skickas inom 8–15 arbetsdagar beroende på modell. Konfigurerade produkter har fem arbetsdagars längre ledtid.',
            },
            { kind: 'heading', text: 'Frakt' },
            freightTable('sv'),
            { kind: 'heading', text: 'Mottagningskontroll och transportskador' },
            {
              kind: 'paragraph',
              text: 'Kontrollera godset vid mottagandet. Synliga skador ska noteras på fraktsedeln och anmälas inom fem arbetsdagar via portalen med bilder på emballage och produkt.',
            },
            { kind: 'heading', text: 'Returer' },
            {
              kind: 'paragraph',
              text: 'Returer av felbeställda lagervaror godtas inom 30 dagar i obruten förpackning efter överenskommelse med kundservice. Returfrakt och en hanteringsavgift på 15 % debiteras.',
            },
          ],
        },
      },
      {
        file: 'Reklamationsrutin',
        text: {
          title: 'Reklamationsrutin',
          subtitle: 'Så hanterar vi reklamationer från återförsäljare',
          reference: 'RUTIN-REK-2025',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Reklamationer registreras i återförsäljarportalen under Reklamationer. Sök fram ordern eller serienumret, välj artiklar och beskriv felet.',
            },
            { kind: 'heading', text: 'Det här behöver vi' },
            {
              kind: 'bullets',
              items: [
                'Ordernummer eller serienummer.',
                'En beskrivning av felet och när det uppstod.',
                'Bilder på felet, typskylten och installationen.',
                'Kontaktuppgifter till slutkunden vid servicebesök.',
              ],
            },
            { kind: 'heading', text: 'Handläggning' },
            {
              kind: 'paragraph',
              text: 'Vi besvarar nya reklamationer inom två arbetsdagar. Reservdelar under garanti skickas kostnadsfritt. Utbytta delar ska sparas i 30 dagar och på begäran returneras.',
            },
          ],
        },
      },
      {
        file: 'Garantivillkor',
        text: {
          title: 'Garantivillkor',
          subtitle: 'Kaminer och skorstenar från Nordflamme och Glödhus',
          reference: 'VILLKOR-GAR-2025',
          blocks: [
            {
              kind: 'table',
              columns: ['Produkt', 'Garanti'],
              rows: [
                ['Kaminstomme', '5 år'],
                ['Stålskorsten', '10 år'],
                ['Elektriska tillbehör', '2 år'],
                ['Slitdelar (packningar, glas, eldfast sten, rost)', 'Ingen garanti'],
              ],
            },
            {
              kind: 'paragraph',
              text: 'Garantin gäller från leveransdagen till slutkund och förutsätter att produkten har installerats och används enligt anvisningarna. Skador av felaktig eldning, överhettning eller bristande skötsel omfattas inte.',
            },
          ],
        },
      },
      {
        file: 'Ekodesign – information till återförsäljare',
        text: {
          title: 'Ekodesign 2022',
          subtitle: 'Information till återförsäljare',
          reference: 'INFO-EKO-2025',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Sedan 1 januari 2022 får endast lokala rumsvärmare som uppfyller EU:s ekodesignkrav släppas ut på marknaden. Alla kaminer i vårt sortiment uppfyller kraven.',
            },
            {
              kind: 'table',
              columns: ['Krav', 'Gränsvärde'],
              rows: [
                ['Årsverkningsgrad', 'minst 65 %'],
                ['Koloxid (CO)', 'högst 1500 mg/Nm³'],
                ['Partiklar (PM)', 'högst 40 mg/Nm³'],
                ['Kväveoxider (NOx)', 'högst 200 mg/Nm³'],
                ['Organiska gaser (OGC)', 'högst 120 mg/Nm³'],
              ],
            },
            {
              kind: 'paragraph',
              text: 'Berätta gärna för kunderna att en ny kamin ger upp till 80 % lägre partikelutsläpp än en kamin från 1980-talet.',
            },
          ],
        },
      },
    ],
  },
  no: {
    folder: 'Vilkår og rutiner',
    info: 'Produktinformasjon',
    docs: [
      {
        file: 'Leveringsbetingelser',
        text: {
          title: 'Leveringsbetingelser for forhandlere',
          subtitle: 'Gjelder ordre lagt i forhandlerportalen fra 1. september 2025',
          reference: 'VILKAR-LEV-2025',
          blocks: [
            { kind: 'heading', text: 'Bestilling' },
            {
              kind: 'paragraph',
              text: 'Ordre legges i forhandlerportalen. Ordrebekreftelsen viser beregnet utsendelsesuke. Ordre registrert før kl. 12 på en virkedag behandles samme dag.',
            },
            { kind: 'heading', text: 'Leveringstid og utsendelsesuke' },
            {
              kind: 'paragraph',
              text: 'Tilbehør på lager sendes normalt innen tre virkedager. Ovner produseres fortløpende og sendes innen 8–15 virkedager avhengig av modell. Konfigurerte produkter har fem virkedager lengre ledetid.',
            },
            { kind: 'heading', text: 'Frakt' },
            freightTable('no'),
            { kind: 'heading', text: 'Mottakskontroll og transportskader' },
            {
              kind: 'paragraph',
              text: 'Kontroller godset ved mottak. Synlige skader skal noteres på fraktbrevet og meldes innen fem virkedager via portalen med bilder av emballasje og produkt.',
            },
            { kind: 'heading', text: 'Retur' },
            {
              kind: 'paragraph',
              text: 'Retur av feilbestilte lagervarer godtas innen 30 dager i uåpnet emballasje etter avtale med kundeservice. Returfrakt og et håndteringsgebyr på 15 % belastes.',
            },
          ],
        },
      },
      {
        file: 'Reklamasjonsrutine',
        text: {
          title: 'Reklamasjonsrutine',
          subtitle: 'Slik behandler vi reklamasjoner fra forhandlere',
          reference: 'RUTINE-REK-2025',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Reklamasjoner registreres i forhandlerportalen under Reklamasjoner. Søk opp ordren eller serienummeret, velg artikler og beskriv feilen.',
            },
            { kind: 'heading', text: 'Dette trenger vi' },
            {
              kind: 'bullets',
              items: [
                'Ordrenummer eller serienummer.',
                'En beskrivelse av feilen og når den oppsto.',
                'Bilder av feilen, typeskiltet og monteringen.',
                'Kontaktopplysninger til sluttkunden ved servicebesøk.',
              ],
            },
            { kind: 'heading', text: 'Behandling' },
            {
              kind: 'paragraph',
              text: 'Vi besvarer nye reklamasjoner innen to virkedager. Reservedeler under garanti sendes kostnadsfritt. Utskiftede deler skal oppbevares i 30 dager og returneres ved forespørsel.',
            },
          ],
        },
      },
      {
        file: 'Garantibetingelser',
        text: {
          title: 'Garantibetingelser',
          subtitle: 'Ovner og skorsteiner fra Nordflamme og Glödhus',
          reference: 'VILKAR-GAR-2025',
          blocks: [
            {
              kind: 'table',
              columns: ['Produkt', 'Garanti'],
              rows: [
                ['Ovnskropp', '5 år'],
                ['Stålskorstein', '10 år'],
                ['Elektrisk tilbehør', '2 år'],
                ['Slitedeler (pakninger, glass, ildfast stein, rist)', 'Ingen garanti'],
              ],
            },
            {
              kind: 'paragraph',
              text: 'Garantien gjelder fra leveringsdagen til sluttkunden og forutsetter at produktet er montert og brukt etter anvisningene. Skader som følge av feil fyring, overoppheting eller manglende vedlikehold dekkes ikke.',
            },
          ],
        },
      },
      {
        file: 'Ecodesign – informasjon til forhandlere',
        text: {
          title: 'Ecodesign 2022',
          subtitle: 'Informasjon til forhandlere',
          reference: 'INFO-ECO-2025',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Siden 1. januar 2022 kan bare lokale romoppvarmere som oppfyller EUs ecodesignkrav, settes på markedet. Alle ovnene i vårt sortiment oppfyller kravene.',
            },
            {
              kind: 'table',
              columns: ['Krav', 'Grenseverdi'],
              rows: [
                ['Sesongvirkningsgrad', 'minst 65 %'],
                ['Karbonmonoksid (CO)', 'høyst 1500 mg/Nm³'],
                ['Partikler (PM)', 'høyst 40 mg/Nm³'],
                ['Nitrogenoksider (NOx)', 'høyst 200 mg/Nm³'],
                ['Organiske gasser (OGC)', 'høyst 120 mg/Nm³'],
              ],
            },
            {
              kind: 'paragraph',
              text: 'Fortell gjerne kundene at en ny ovn gir opptil 80 % lavere partikkelutslipp enn en ovn fra 1980-tallet.',
            },
          ],
        },
      },
    ],
  },
  en: {
    folder: 'Terms and procedures',
    info: 'Product information',
    docs: [
      {
        file: 'Delivery terms',
        text: {
          title: 'Delivery terms for dealers',
          subtitle: 'For orders placed in the dealer portal from 1 September 2025',
          reference: 'TERMS-DEL-2025',
          blocks: [
            { kind: 'heading', text: 'Ordering' },
            {
              kind: 'paragraph',
              text: 'Orders are placed in the dealer portal. The order confirmation shows the expected dispatch week. Orders registered before 12:00 on a working day are processed the same day.',
            },
            { kind: 'heading', text: 'Lead times and dispatch week' },
            {
              kind: 'paragraph',
              text: 'Stocked accessories normally leave within three working days. Stoves are built continuously and leave within 8–15 working days depending on the model. Configured products take five working days longer.',
            },
            { kind: 'heading', text: 'Freight' },
            freightTable('en'),
            { kind: 'heading', text: 'Inspection on arrival and transport damage' },
            {
              kind: 'paragraph',
              text: 'Inspect the goods on arrival. Visible damage must be noted on the consignment note and reported within five working days through the portal, with photos of the packaging and the product.',
            },
            { kind: 'heading', text: 'Returns' },
            {
              kind: 'paragraph',
              text: 'Wrongly ordered stock items may be returned within 30 days in unopened packaging by agreement with customer service. Return freight and a handling fee of 15 % are charged.',
            },
          ],
        },
      },
      {
        file: 'Complaints procedure',
        text: {
          title: 'Complaints procedure',
          subtitle: 'How we handle complaints from dealers',
          reference: 'PROC-CLAIM-2025',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Complaints are registered in the dealer portal under Complaints. Look up the order or the serial number, choose the articles and describe the fault.',
            },
            { kind: 'heading', text: 'What we need' },
            {
              kind: 'bullets',
              items: [
                'The order number or serial number.',
                'A description of the fault and when it appeared.',
                'Photos of the fault, the rating plate and the installation.',
                'Contact details of the end customer for a service visit.',
              ],
            },
            { kind: 'heading', text: 'Handling' },
            {
              kind: 'paragraph',
              text: 'We answer new complaints within two working days. Spare parts under warranty are sent free of charge. Replaced parts must be kept for 30 days and returned on request.',
            },
          ],
        },
      },
      {
        file: 'Warranty terms',
        text: {
          title: 'Warranty terms',
          subtitle: 'Stoves and chimneys from Nordflamme and Glödhus',
          reference: 'TERMS-WAR-2025',
          blocks: [
            {
              kind: 'table',
              columns: ['Product', 'Warranty'],
              rows: [
                ['Stove body', '5 years'],
                ['Steel chimney', '10 years'],
                ['Electrical accessories', '2 years'],
                ['Wear parts (gaskets, glass, firebricks, grate)', 'No warranty'],
              ],
            },
            {
              kind: 'paragraph',
              text: 'The warranty runs from the day of delivery to the end customer and requires that the product has been installed and used according to the instructions. Damage from incorrect firing, overheating or lack of care is not covered.',
            },
          ],
        },
      },
      {
        file: 'Ecodesign – information for dealers',
        text: {
          title: 'Ecodesign 2022',
          subtitle: 'Information for dealers',
          reference: 'INFO-ECO-2025',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Since 1 January 2022 only local space heaters that meet the EU ecodesign requirements may be placed on the market. Every stove in our range meets them.',
            },
            {
              kind: 'table',
              columns: ['Requirement', 'Limit'],
              rows: [
                ['Seasonal efficiency', 'at least 65 %'],
                ['Carbon monoxide (CO)', 'at most 1500 mg/Nm³'],
                ['Particulate matter (PM)', 'at most 40 mg/Nm³'],
                ['Nitrogen oxides (NOx)', 'at most 200 mg/Nm³'],
                ['Organic gaseous compounds (OGC)', 'at most 120 mg/Nm³'],
              ],
            },
            {
              kind: 'paragraph',
              text: 'Feel free to tell customers that a new stove emits up to 80 % fewer particles than a stove from the 1980s.',
            },
          ],
        },
      },
    ],
  },
};

const CAMPAIGN: Record<
  DocLanguage,
  {
    folder: string;
    sheet: string;
    poster: string;
    banner: string;
    text: Text;
    posterTagline: string;
    posterPoints: string[];
    posterCall: string;
  }
> = {
  sv: {
    folder: 'Höstkampanj',
    sheet: 'Kampanjblad – höstkampanj',
    poster: 'Affisch A4 – höstkampanj',
    banner: 'Webbanner – höstkampanj',
    text: {
      title: 'Höstkampanj: värme för vintern',
      subtitle: 'Kampanjblad för återförsäljare · 1 september – 31 oktober',
      reference: 'KAMPANJ-HOST',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under hösten erbjuder vi dina kunder skorstensstart på köpet vid köp av en kamin ur serierna Oslo, Visby eller Gotland. Kampanjen marknadsförs nationellt i tidningar och sociala medier.',
        },
        { kind: 'heading', text: 'Erbjudandet' },
        {
          kind: 'bullets',
          items: [
            'Skorstensstart Ø150 mm på köpet (värde 3 490 kr) vid köp av kamin ur Oslo, Visby eller Gotland.',
            'Gäller kaminer som levereras till slutkund under kampanjperioden.',
            'Kampanjrabatten dras automatiskt på ordern i portalen.',
          ],
        },
        { kind: 'heading', text: 'Material' },
        {
          kind: 'paragraph',
          text: 'Affisch, webbanner och bilder finns under Ladda ner > Kampanj. Kontakta marknadskommunikation om du vill ha tryckta affischer.',
        },
      ],
    },
    posterTagline: 'Köp en kamin ur Oslo, Visby eller Gotland – få skorstensstarten på köpet.',
    posterPoints: ['Gäller 1 september – 31 oktober', 'Värde 3 490 kr', 'Fråga oss om installation'],
    posterCall: 'Värme för vintern – välkommen in!',
  },
  no: {
    folder: 'Høstkampanje',
    sheet: 'Kampanjeark – høstkampanje',
    poster: 'Plakat A4 – høstkampanje',
    banner: 'Nettbanner – høstkampanje',
    text: {
      title: 'Høstkampanje: varme til vinteren',
      subtitle: 'Kampanjeark for forhandlere · 1. september – 31. oktober',
      reference: 'KAMPANJE-HOST',
      blocks: [
        {
          kind: 'paragraph',
          text: 'I høst får kundene dine skorsteinsstart på kjøpet når de kjøper en ovn fra seriene Oslo, Visby eller Gotland. Kampanjen markedsføres nasjonalt i aviser og sosiale medier.',
        },
        { kind: 'heading', text: 'Tilbudet' },
        {
          kind: 'bullets',
          items: [
            'Skorsteinsstart Ø150 mm på kjøpet (verdi 3 990 kr) ved kjøp av ovn fra Oslo, Visby eller Gotland.',
            'Gjelder ovner som leveres til sluttkunde i kampanjeperioden.',
            'Kampanjerabatten trekkes automatisk på ordren i portalen.',
          ],
        },
        { kind: 'heading', text: 'Materiell' },
        {
          kind: 'paragraph',
          text: 'Plakat, nettbanner og bilder finner du under Last ned > Kampanje. Kontakt markedskommunikasjon hvis du ønsker trykte plakater.',
        },
      ],
    },
    posterTagline: 'Kjøp en ovn fra Oslo, Visby eller Gotland – få skorsteinsstarten på kjøpet.',
    posterPoints: ['Gjelder 1. september – 31. oktober', 'Verdi 3 990 kr', 'Spør oss om montering'],
    posterCall: 'Varme til vinteren – velkommen inn!',
  },
  en: {
    folder: 'Autumn campaign',
    sheet: 'Campaign sheet – autumn campaign',
    poster: 'Poster A4 – autumn campaign',
    banner: 'Web banner – autumn campaign',
    text: {
      title: 'Autumn campaign: warmth for the winter',
      subtitle: 'Campaign sheet for dealers · 1 September – 31 October',
      reference: 'CAMPAIGN-AUTUMN',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This autumn your customers get a chimney starter kit free with any stove from the Oslo, Visby or Gotland series. The campaign is advertised nationally in print and on social media.',
        },
        { kind: 'heading', text: 'The offer' },
        {
          kind: 'bullets',
          items: [
            'A Ø150 mm chimney starter kit free of charge (worth EUR 329) with a stove from Oslo, Visby or Gotland.',
            'Valid for stoves delivered to the end customer during the campaign period.',
            'The campaign discount is applied to the order in the portal automatically.',
          ],
        },
        { kind: 'heading', text: 'Material' },
        {
          kind: 'paragraph',
          text: 'The poster, web banner and images are under Download > Campaign. Contact marketing communication if you would like printed posters.',
        },
      ],
    },
    posterTagline: 'Buy a stove from Oslo, Visby or Gotland – get the chimney starter kit free.',
    posterPoints: ['Valid 1 September – 31 October', 'Worth EUR 329', 'Ask us about installation'],
    posterCall: 'Warmth for the winter – come on in!',
  },
};

/** A file name from a display name: kept readable, only characters every file system accepts. */
export const fileNameOf = (name: string, extension: string) =>
  `${name
    .replace(/[\\/:*?"<>|]/g, '')
    .replace(/\s+–\s+|\s+/g, (m) => (m.includes('–') ? ' - ' : ' '))
    .trim()}.${extension}`;

const pdf = async (
  contentType: SeedDocument['contentType'],
  folder: string,
  name: string,
  bytes: Promise<Buffer>,
): Promise<SeedDocument> => ({
  contentType,
  folder,
  name,
  fileName: fileNameOf(name, 'pdf'),
  mimeType: 'application/pdf',
  bytes: await bytes,
});

/** Every document of one language, in the order the lists show them. */
export async function documentsFor(lang: DocLanguage, campaignBanner: Buffer): Promise<SeedDocument[]> {
  const w = W[lang];
  const out: SeedDocument[] = [];
  for (const type of ['dts', 'dop', 'iav', 'ps'] as const) {
    for (const s of SERIES) {
      const brand = brandName(s);
      const label = type === 'dts' ? w.dts : type === 'dop' ? w.dop : type === 'iav' ? w.iav : w.sign;
      const name = `${brand} ${s.name} – ${label}`;
      const bytes =
        type === 'dts' ? dataSheet(s, lang) : type === 'dop' ? declaration(s, lang) : type === 'iav' ? manual(s, lang) : shopSign(s, lang);
      // Data sheets are listed among other documents, so their folders say what they hold.
      out.push(await pdf(type, type === 'dts' ? `${w.dtsFolder} – ${brand}` : brand, name, bytes));
    }
  }
  const terms = TERMS[lang];
  for (const [i, { file, text }] of terms.docs.entries()) {
    out.push(await pdf('doc', i < 3 ? terms.folder : terms.info, file, renderDocument({ ...text, footer: FOOTER[lang], date: ISSUED })));
  }
  const c = CAMPAIGN[lang];
  out.push(await pdf('camp', c.folder, c.sheet, renderDocument({ ...c.text, footer: FOOTER[lang], date: ISSUED })));
  out.push(
    await pdf(
      'camp',
      c.folder,
      c.poster,
      renderSign({
        brand: 'Nordflamme · Glödhus',
        name: c.folder,
        tagline: c.posterTagline,
        figures: [],
        points: c.posterPoints,
        call: c.posterCall,
        footer: FOOTER[lang],
        date: ISSUED,
      }),
    ),
  );
  out.push({
    contentType: 'camp',
    folder: c.folder,
    name: c.banner,
    fileName: fileNameOf(c.banner, 'svg'),
    mimeType: 'image/svg+xml',
    bytes: campaignBanner,
  });
  return out;
}
