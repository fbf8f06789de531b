/**
 * The demo catalogue: stoves, steel chimney parts, accessories and spare parts, the shop's
 * category tree and the price lists per market. Pure data built from fixed tables, so the
 * seed writes the same rows on every run. Descriptions are Swedish, the ERP's language; each
 * product and category also carries its texts in the portal's other languages, made from the
 * tables of catalogue-texts.ts with the same codes.
 */
import { entry, inEveryLanguage, type CatalogueWords, type ProductText, type TranslatedLanguage } from './catalogue-texts.js';

export const BRANDS = [
  { code: 'NF', name: 'Nordflamme' },
  { code: 'GH', name: 'Glödhus' },
] as const;

export type BrandCode = (typeof BRANDS)[number]['code'];
export type ProductKind = 'stove' | 'chimney' | 'accessory' | 'spare_part';

export type CatalogueProduct = {
  itemNumber: string;
  description: string;
  longText: string;
  kind: ProductKind;
  brand: BrandCode;
  modelSeries: string | null;
  image: string;
  weightKg: number;
  /** working days from order to dispatch */
  leadTimeDays: number;
  requireSerial: boolean;
  /** false for options that only exist inside a configured stove */
  sellable: boolean;
  basePriceSek: number;
  /** description and long text in every language but Swedish */
  texts: Record<TranslatedLanguage, ProductText>;
};

export type CatalogueNode = {
  nodeId: string;
  parentId: string | null;
  label: string;
  /** null on product nodes: the shop falls back to the product's image */
  image: string | null;
  itemNumber: string | null;
  sortOrder: number;
  /** the label in every language but Swedish */
  labels: Record<TranslatedLanguage, string>;
};

export type PriceListId = 'SE' | 'NO' | 'DK' | 'EU';
export type Currency = 'SEK' | 'NOK' | 'DKK' | 'EUR';
export type CataloguePriceList = { id: PriceListId; name: string; currency: Currency; factor: number };
export type CustomerPricing = { priceListId: PriceListId; discountPercent: number };

const brandName = (code: BrandCode) => BRANDS.find((b) => b.code === code)!.name;
const img = (file: string) => `/catalogue/${file}.svg`;
/** Swedish number style: decimal comma. */
const sv = (n: number) => String(n).replace('.', ',');
/** Prices end in 0 like the printed list; weights keep one decimal. */
const price10 = (n: number) => Math.round(n / 10) * 10;
const kg = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Stoves

type Colour = 'BK' | 'GR' | 'WH';
const COLOUR_NAMES: Record<Colour, string> = { BK: 'svart', GR: 'grå', WH: 'vit' };

type StoveModel = { model: string; kw: number; weightKg: number; priceSek: number; leadTimeDays: number };

type Series = {
  brand: BrandCode;
  /** upper-case ASCII, used in item numbers */
  code: string;
  name: string;
  image: string;
  colours: Colour[];
  about: string;
  models: StoveModel[];
  turntable: boolean;
  cladding: { code: string; description: string; weightKg: number; priceSek: number } | null;
  /** spare parts of heavier, dearer series cost more */
  partFactor: number;
};

const m = (model: string, kw: number, weightKg: number, priceSek: number, leadTimeDays: number): StoveModel => ({
  model,
  kw,
  weightKg,
  priceSek,
  leadTimeDays,
});

export const SERIES: Series[] = [
  {
    brand: 'NF',
    code: 'OSLO',
    name: 'Oslo',
    image: 'stove-oslo',
    colours: ['BK', 'GR', 'WH'],
    about: 'Klassisk kamin på ben med stor glaslucka och asklåda. Rökgasuttag upptill eller baktill.',
    models: [m('5', 4.5, 96, 18_900, 8), m('7', 6, 112, 22_900, 8), m('9', 8, 128, 26_900, 10)],
    turntable: false,
    cladding: { code: 'TALJ', description: 'Beklädnad täljsten', weightKg: 68, priceSek: 7_490 },
    partFactor: 1,
  },
  {
    brand: 'NF',
    code: 'VISBY',
    name: 'Visby',
    image: 'stove-visby',
    colours: ['BK', 'GR'],
    about: 'Låg och bred kamin med panoramaglas, passar under fönster och i rum med låg takhöjd.',
    models: [m('6', 6, 124, 24_900, 10), m('8', 7.5, 141, 28_900, 10), m('10', 9, 158, 32_900, 12)],
    turntable: false,
    cladding: { code: 'STAL', description: 'Beklädnad stål grafit', weightKg: 22, priceSek: 4_990 },
    partFactor: 1.15,
  },
  {
    brand: 'NF',
    code: 'KIRUNA',
    name: 'Kiruna',
    image: 'stove-kiruna',
    colours: ['BK', 'GR', 'WH'],
    about: 'Hög och smal kamin med vedfack under eldstaden. Tar liten golvyta och passar i hörn.',
    models: [m('3', 5, 142, 27_900, 11), m('5', 6.5, 168, 31_900, 12)],
    turntable: true,
    cladding: { code: 'TALJ', description: 'Beklädnad täljsten', weightKg: 84, priceSek: 8_990 },
    partFactor: 1.1,
  },
  {
    brand: 'NF',
    code: 'BERGEN',
    name: 'Bergen',
    image: 'stove-bergen',
    colours: ['BK', 'GR', 'WH'],
    about: 'Rund kamin i stål med välvd glaslucka som sprider värmen åt alla håll.',
    models: [m('4', 4, 84, 14_900, 8), m('6', 5.5, 98, 17_900, 8), m('8', 7, 113, 21_900, 9)],
    turntable: true,
    cladding: null,
    partFactor: 0.9,
  },
  {
    brand: 'GH',
    code: 'AALBORG',
    name: 'Aalborg',
    image: 'stove-aalborg',
    colours: ['GR', 'BK'],
    about: 'Värmelagrande kamin med beklädnad av finsk täljsten. Avger värme i många timmar efter sista påfyllningen.',
    models: [m('10', 6, 186, 38_900, 13), m('12', 7, 204, 43_900, 14), m('14', 8, 219, 46_900, 15)],
    turntable: false,
    cladding: null,
    partFactor: 1.35,
  },
  {
    brand: 'GH',
    code: 'TAMPERE',
    name: 'Tampere',
    image: 'stove-tampere',
    colours: ['BK', 'GR', 'WH'],
    about: 'Kamin med glas på tre sidor för fri sikt mot elden från hela rummet.',
    models: [m('5', 5, 106, 25_900, 10), m('7', 6.5, 123, 29_900, 11)],
    turntable: true,
    cladding: null,
    partFactor: 1.2,
  },
  {
    brand: 'GH',
    code: 'GOTLAND',
    name: 'Gotland',
    image: 'stove-gotland',
    colours: ['BK', 'GR'],
    about: 'Traditionell kamin i gjutjärn med dekorerat lock, välvd lucka och svängda ben.',
    models: [m('4', 4, 88, 15_900, 9), m('6', 5, 102, 18_900, 9), m('8', 6.5, 118, 21_900, 10), m('10', 8, 134, 24_900, 11)],
    turntable: false,
    cladding: { code: 'KAKEL', description: 'Beklädnad kakel vit', weightKg: 56, priceSek: 6_990 },
    partFactor: 1,
  },
  {
    brand: 'GH',
    code: 'NARVIK',
    name: 'Narvik',
    image: 'stove-narvik',
    colours: ['BK', 'WH', 'GR'],
    about: 'Kubformad kamin på smal pelarfot med nästan ramlöst glas. Modern form för öppna planlösningar.',
    models: [m('6', 6, 117, 29_900, 12), m('8', 7.5, 133, 34_900, 12)],
    turntable: true,
    cladding: null,
    partFactor: 1.25,
  },
];

function stoves(): CatalogueProduct[] {
  return SERIES.flatMap((s) =>
    s.models.flatMap((mod) =>
      s.colours.map((c) => ({
        itemNumber: `${s.brand}-${s.code}-${mod.model}-${c}`,
        description: `${brandName(s.brand)} ${s.name} ${mod.model} ${COLOUR_NAMES[c]}`,
        longText:
          `${s.about} Nominell effekt ${sv(mod.kw)} kW, rökrör Ø150. Färg ${COLOUR_NAMES[c]}. ` +
          `Vikt ${mod.weightKg} kg. Provad enligt EN 13240 och EN 16510-2-1.`,
        kind: 'stove' as const,
        brand: s.brand,
        modelSeries: s.name,
        image: img(s.image),
        weightKg: mod.weightKg,
        leadTimeDays: mod.leadTimeDays,
        requireSerial: true,
        sellable: true,
        // white and grey are painted to order and cost a little more
        basePriceSek: mod.priceSek + (c === 'BK' ? 0 : 900),
        texts: inEveryLanguage((w) => ({
          description: w.stove.description(`${brandName(s.brand)} ${s.name} ${mod.model}`, w.stove.colours[c]),
          longText: w.stove.longText(entry(w.stove.about, s.code, 'series'), w.decimal(mod.kw), w.stove.colours[c], mod.weightKg),
        })),
      })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Steel chimney (insulated, EN 1856-1) and roof safety

export const DIAMETERS = [130, 150, 180, 200] as const;
type Diameter = (typeof DIAMETERS)[number];
// wider flues need more steel and insulation
const DIAMETER_SCALE: Record<Diameter, number> = { 130: 0.9, 150: 1, 180: 1.22, 200: 1.38 };

const CHIMNEY_SPEC = 'Dubbelväggig isolerad modul i syrafast rostfritt stål, T450 N1 D V3 G50.';

type ChimneyPart = {
  /** item number is `${prefix}${diameter}-${code}` */
  prefix: 'SK' | 'RR';
  code: string;
  description: (d: Diameter) => string;
  longText: string;
  image: string;
  /** for Ø150; other diameters scale */
  weightKg: number;
  priceSek: number;
  leadTimeDays: number;
  /** the part in another language; by default the chimney table's entry for `${prefix}-${code}` */
  words: (w: CatalogueWords) => { description: (d: Diameter) => string; longText: string };
};

const part = (
  prefix: ChimneyPart['prefix'],
  code: string,
  description: ChimneyPart['description'],
  longText: string,
  image: string,
  weightKg: number,
  priceSek: number,
  leadTimeDays: number,
  words: ChimneyPart['words'] = (w) => entry(w.chimney, `${prefix}-${code}`, 'chimney part'),
): ChimneyPart => ({ prefix, code, description, longText, image, weightKg, priceSek, leadTimeDays, words });

const ROOF_COVERINGS = [
  { code: 'T', name: 'tegeltak', extra: 0, text: 'Veckad aluminiumkjol som formas efter takpannorna.' },
  { code: 'P', name: 'plåttak', extra: 100, text: 'Med tätning för bandtäckt plåt och profilerad takplåt.' },
  { code: 'F', name: 'papptak', extra: -100, text: 'Med bred fläns för inklistring under takpappen.' },
] as const;
const PITCH_BANDS = [
  { code: '15', name: '0–15°', extra: 0 },
  { code: '30', name: '15–30°', extra: 150 },
  { code: '45', name: '30–45°', extra: 300 },
] as const;

const CHIMNEY_PARTS: ChimneyPart[] = [
  part(
    'SK',
    '250',
    (d) => `Rak sektion Ø${d} 250 mm`,
    `${CHIMNEY_SPEC} Kort längd för finjustering av höjden.`,
    'chimney-straight',
    3.1,
    890,
    3,
  ),
  part('SK', '500', (d) => `Rak sektion Ø${d} 500 mm`, `${CHIMNEY_SPEC} Snäpplås med låsring.`, 'chimney-straight', 5.4, 1_390, 3),
  part('SK', '1000', (d) => `Rak sektion Ø${d} 1000 mm`, `${CHIMNEY_SPEC} Snäpplås med låsring.`, 'chimney-straight', 9.8, 2_390, 3),
  part(
    'SK',
    'START',
    (d) => `Startsektion kamin Ø${d}`,
    `${CHIMNEY_SPEC} Övergång från kaminens rökrör till isolerad skorsten.`,
    'chimney-start',
    4.2,
    1_690,
    4,
  ),
  part(
    'SK',
    'ADP',
    (d) => `Anslutningsadapter rökrör Ø${d}`,
    'Adapter för rökrör med bakre uttag, ansluts mot startsektionen.',
    'chimney-start',
    2.1,
    690,
    4,
  ),
  part(
    'SK',
    'RENS',
    (d) => `Rensbit med sotlucka Ø${d}`,
    `${CHIMNEY_SPEC} Sotlucka för sotning och besiktning nedifrån.`,
    'chimney-start',
    5.8,
    1_990,
    5,
  ),
  part('SK', 'B15', (d) => `Böj 15° Ø${d}`, `${CHIMNEY_SPEC} Två böjar ger en förskjutning av skorstenen.`, 'chimney-bend', 3.4, 1_290, 4),
  part(
    'SK',
    'B30',
    (d) => `Böj 30° Ø${d}`,
    `${CHIMNEY_SPEC} Fäste krävs minst var fjärde meter vid förskjutning.`,
    'chimney-bend',
    3.6,
    1_390,
    4,
  ),
  part('SK', 'B45', (d) => `Böj 45° Ø${d}`, `${CHIMNEY_SPEC} Största tillåtna vinkel för förskjutning.`, 'chimney-bend', 3.9, 1_490, 4),
  part(
    'SK',
    'VF',
    (d) => `Väggfäste justerbart Ø${d}`,
    'Justerbart avstånd 50–150 mm från vägg. Ett fäste per påbörjad fyra meter.',
    'chimney-wall-bracket',
    2.4,
    590,
    3,
  ),
  part(
    'SK',
    'T90',
    (d) => `T-rör väggenomföring Ø${d}`,
    `${CHIMNEY_SPEC} För utvändig skorsten genom yttervägg, med kondenslock.`,
    'chimney-tee',
    7.2,
    2_890,
    5,
  ),
  part(
    'SK',
    'IT',
    (d) => `Innertaksgenomföring med brandskydd Ø${d}`,
    'Genomföring för bjälklag med brandisolering och takplåt. Avstånd till brännbart 50 mm.',
    'chimney-ceiling',
    8.5,
    2_690,
    5,
  ),
  ...ROOF_COVERINGS.flatMap((cov) =>
    PITCH_BANDS.map((band) =>
      part(
        'SK',
        `TL-${cov.code}${band.code}`,
        (d) => `Takgenomföring ${cov.name} ${band.name} Ø${d}`,
        `Takgenomföring för ${cov.name} med taklutning ${band.name}. ${cov.text}`,
        'chimney-flashing',
        3.8 + Number(band.code) / 30,
        1_890 + cov.extra + band.extra,
        cov.code === 'P' ? 7 : 6,
        (w) => ({
          description: (d) => w.flashing.description(w.flashing.roofs[cov.code].name, band.name, d),
          longText: w.flashing.roofs[cov.code].longText(band.name),
        }),
      ),
    ),
  ),
  part(
    'SK',
    'RH',
    (d) => `Regnhuv Ø${d}`,
    'Regnhuv i rostfritt stål som hindrar regn och fåglar att komma in.',
    'chimney-rain-cap',
    1.9,
    790,
    3,
  ),
  part(
    'SK',
    'GF',
    (d) => `Gnistfångare Ø${d}`,
    'Nät i rostfritt stål som hindrar gnistor. Avråds vid halmtak och vasstak.',
    'chimney-spark-arrester',
    0.9,
    490,
    3,
  ),
  part(
    'SK',
    'STAG',
    (d) => `Stagsats skorsten Ø${d}`,
    'Två teleskopstag med takfästen. Krävs när skorstenen står mer än två meter fritt över taket.',
    'chimney-bracing',
    4.6,
    1_190,
    6,
  ),
  part(
    'RR',
    '500',
    (d) => `Rökrör svart Ø${d} 500 mm`,
    'Enkelväggigt rökrör i svartlackerat stål, 2 mm godstjocklek.',
    'flue-pipe',
    2.6,
    490,
    3,
  ),
  part(
    'RR',
    '1000',
    (d) => `Rökrör svart Ø${d} 1000 mm`,
    'Enkelväggigt rökrör i svartlackerat stål, 2 mm godstjocklek.',
    'flue-pipe',
    4.9,
    790,
    3,
  ),
  part(
    'RR',
    'B90',
    (d) => `Rökrörsböj svart 90° Ø${d}`,
    'Böj för rökrör med bakre uttag, svartlackerat stål med sotlucka.',
    'flue-pipe',
    1.9,
    440,
    3,
  ),
];

function chimneyItemNumber(p: ChimneyPart, d: Diameter) {
  return `${p.prefix}${d}-${p.code}`;
}

function chimneyParts(): CatalogueProduct[] {
  return DIAMETERS.flatMap((d) =>
    CHIMNEY_PARTS.map((p) => ({
      itemNumber: chimneyItemNumber(p, d),
      description: p.description(d),
      longText: p.longText,
      kind: 'chimney' as const,
      brand: 'NF' as const,
      modelSeries: null,
      image: img(p.image),
      weightKg: kg(p.weightKg * DIAMETER_SCALE[d]),
      leadTimeDays: p.leadTimeDays,
      requireSerial: false,
      sellable: true,
      basePriceSek: price10(p.priceSek * DIAMETER_SCALE[d]),
      texts: inEveryLanguage((w) => {
        const words = p.words(w);
        return { description: words.description(d), longText: words.longText };
      }),
    })),
  );
}

const ROOF_COLOURS = [
  { code: 'BK', name: 'svart' },
  { code: 'RD', name: 'tegelröd' },
] as const;

type RoofItem = {
  code: string;
  /** the kind of item in the texts of other languages */
  kind: 'STEGE' | 'FORANK' | 'PLATT-T' | 'PLATT-P' | 'BRYGGA';
  /** metres, for ladders and walkways */
  length: number | null;
  description: string;
  longText: string;
  image: string;
  weightKg: number;
  priceSek: number;
  leadTimeDays: number;
};

const ROOF_ITEMS: RoofItem[] = [
  ...[1.2, 1.8, 2.4, 3, 3.6, 4.2].map((len) => ({
    code: `STEGE-${Math.round(len * 10)}`,
    kind: 'STEGE' as const,
    length: len,
    description: `Takstege ${sv(len)} m`,
    longText: 'Takstege i lackerat stål med halkskyddade steg. Ska nå minst en meter över takfoten.',
    image: 'roof-ladder',
    weightKg: kg(2.3 * len + 0.8),
    priceSek: price10(690 + 470 * len),
    leadTimeDays: 4,
  })),
  {
    code: 'FORANK',
    kind: 'FORANK',
    length: null,
    description: 'Förankring takstege',
    longText: 'Förankringsbeslag mot nock eller takstol. Krävs när takfoten är högre än fem meter.',
    image: 'ladder-anchor',
    weightKg: 1.6,
    priceSek: 590,
    leadTimeDays: 4,
  },
  {
    code: 'PLATT-T',
    kind: 'PLATT-T',
    length: null,
    description: 'Sotningsplattform tegeltak',
    longText: 'Arbetsplattform med räcke för sotaren. Krävs när skorstenen står mer än 1,5 m över taket.',
    image: 'roof-platform',
    weightKg: 14.5,
    priceSek: 3_690,
    leadTimeDays: 6,
  },
  {
    code: 'PLATT-P',
    kind: 'PLATT-P',
    length: null,
    description: 'Sotningsplattform plåttak',
    longText: 'Arbetsplattform med räcke och fästen för falsad plåt eller profilplåt.',
    image: 'roof-platform',
    weightKg: 13.8,
    priceSek: 3_590,
    leadTimeDays: 6,
  },
  ...[1.2, 1.8, 2.4].map((len) => ({
    code: `BRYGGA-${Math.round(len * 10)}`,
    kind: 'BRYGGA' as const,
    length: len,
    description: `Takbrygga ${sv(len)} m`,
    longText: 'Gångbrygga av perforerat stål med justerbara fästen, för förflyttning mellan skorstenar.',
    image: 'roof-walkway',
    weightKg: kg(4.1 * len + 1),
    priceSek: price10(590 + 690 * len),
    leadTimeDays: 5,
  })),
];

function roofSafety(): CatalogueProduct[] {
  return ROOF_ITEMS.flatMap((r) =>
    ROOF_COLOURS.map((c) => ({
      itemNumber: `TS-${r.code}-${c.code}`,
      description: `${r.description} ${c.name}`,
      longText: r.longText,
      kind: 'chimney' as const,
      brand: 'NF' as const,
      modelSeries: null,
      image: img(r.image),
      weightKg: r.weightKg,
      leadTimeDays: r.leadTimeDays,
      requireSerial: false,
      sellable: true,
      basePriceSek: r.priceSek,
      texts: inEveryLanguage((w) => {
        const item = w.roofSafety.items[r.kind];
        return {
          description: w.roofSafety.describe(item.description(r.length === null ? '' : w.decimal(r.length)), w.roofSafety.colours[c.code]),
          longText: item.longText,
        };
      }),
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Accessories

export type AccessoryGroup = 'floor-plates' | 'fireguards' | 'tools' | 'wood-storage' | 'care';

type Accessory = {
  group: AccessoryGroup;
  itemNumber: string;
  description: string;
  longText: string;
  image: string;
  weightKg: number;
  priceSek: number;
  leadTimeDays: number;
};

const acc = (
  group: AccessoryGroup,
  itemNumber: string,
  description: string,
  longText: string,
  image: string,
  weightKg: number,
  priceSek: number,
  leadTimeDays = 3,
): Accessory => ({ group, itemNumber, description, longText, image, weightKg, priceSek, leadTimeDays });

const GLASS_TEXT = 'Härdat säkerhetsglas 8 mm med slipade kanter. Skyddar golvet framför kaminen.';
const STEEL_TEXT = 'Lackerad stålplåt 2 mm med filtad undersida. Skyddar golvet framför kaminen.';

export const ACCESSORIES: Accessory[] = [
  acc('floor-plates', 'TB-GP-GL1010', 'Golvplåt glas 1000×1000', GLASS_TEXT, 'floor-plate-glass', 20, 2_490),
  acc('floor-plates', 'TB-GP-GL1210', 'Golvplåt glas 1200×1000', GLASS_TEXT, 'floor-plate-glass', 24, 2_890),
  acc('floor-plates', 'TB-GP-GL0811', 'Golvplåt glas 800×1100', GLASS_TEXT, 'floor-plate-glass', 17.6, 2_290),
  acc('floor-plates', 'TB-GP-GLR110', 'Golvplåt glas rund Ø1100', GLASS_TEXT, 'floor-plate-glass', 19, 2_790),
  acc('floor-plates', 'TB-GP-GLD1110', 'Golvplåt glas droppe 1100×1000', GLASS_TEXT, 'floor-plate-glass', 19.5, 2_790),
  acc(
    'floor-plates',
    'TB-GP-GLK1010',
    'Golvplåt glas kvartscirkel 1000×1000',
    `${GLASS_TEXT} För hörnplacerad kamin.`,
    'floor-plate-glass',
    15.7,
    2_590,
  ),
  acc('floor-plates', 'TB-GP-GLH1207', 'Golvplåt glas halvrund 1200×700', GLASS_TEXT, 'floor-plate-glass', 13.2, 2_190),
  acc('floor-plates', 'TB-GP-ST1010-BK', 'Golvplåt stål svart 1000×1000', STEEL_TEXT, 'floor-plate-steel', 15.7, 1_290),
  acc('floor-plates', 'TB-GP-ST1208-BK', 'Golvplåt stål svart 1200×800', STEEL_TEXT, 'floor-plate-steel', 15.1, 1_390),
  acc('floor-plates', 'TB-GP-STH1006-BK', 'Golvplåt stål svart halvrund 1000×600', STEEL_TEXT, 'floor-plate-steel', 7.4, 990),
  acc('floor-plates', 'TB-GP-STD1110-BK', 'Golvplåt stål svart droppe 1100×1000', STEEL_TEXT, 'floor-plate-steel', 13.9, 1_390),
  acc('floor-plates', 'TB-GP-ST1010-GR', 'Golvplåt stål grå 1000×1000', STEEL_TEXT, 'floor-plate-steel', 15.7, 1_390),
  acc('floor-plates', 'TB-GP-ST1208-GR', 'Golvplåt stål grå 1200×800', STEEL_TEXT, 'floor-plate-steel', 15.1, 1_490),

  acc(
    'fireguards',
    'TB-GS-3D-BK',
    'Gnistskydd 3-delat svart',
    'Hopfällbart gnistskydd med fint nät, höjd 750 mm.',
    'fireguard',
    6.2,
    1_190,
  ),
  acc('fireguards', 'TB-GS-3D-GR', 'Gnistskydd 3-delat grå', 'Hopfällbart gnistskydd med fint nät, höjd 750 mm.', 'fireguard', 6.2, 1_190),
  acc('fireguards', 'TB-GS-VALV-BK', 'Gnistgaller välvt svart', 'Välvt gnistgaller i ett stycke, bredd 900 mm.', 'fireguard', 4.8, 890),
  acc(
    'fireguards',
    'TB-BS-1500',
    'Barnskydd kamin 1500 mm',
    'Skyddsgrind med fem sektioner och väggfästen, höjd 700 mm.',
    'fireguard',
    9.5,
    1_790,
  ),

  acc(
    'tools',
    'TB-RS-4-BK',
    'Redskapsset 4 delar svart',
    'Eldgaffel, askskopa, borste och tång på ställ. Smidesjärn.',
    'tool-set',
    4.9,
    990,
  ),
  acc('tools', 'TB-RS-4-GR', 'Redskapsset 4 delar grå', 'Eldgaffel, askskopa, borste och tång på ställ.', 'tool-set', 4.9, 1_090),
  acc('tools', 'TB-RS-EG', 'Eldgaffel lång 700 mm', 'Eldgaffel i smidesjärn med krok för att flytta vedträn.', 'tool-set', 0.9, 290),
  acc('tools', 'TB-RS-SB', 'Askskopa och borste', 'Askskopa i stål och borste med naturborst.', 'tool-set', 1.1, 340),
  acc(
    'tools',
    'TB-HS-BK',
    'Eldhandskar svarta',
    'Värmetåliga handskar i läder, tål kortvarig kontakt upp till 300 °C.',
    'gloves',
    0.4,
    249,
  ),
  acc('tools', 'TB-HS-GR-L', 'Eldhandskar långa grå', 'Långa handskar i mocka med aramidfoder, skyddar underarmen.', 'gloves', 0.5, 349),

  acc('wood-storage', 'TB-VK-FILT-GR', 'Vedkorg filt grå', 'Vedkorg i tjock ullfilt med läderhandtag.', 'wood-basket', 1.2, 599),
  acc('wood-storage', 'TB-VK-FILT-BK', 'Vedkorg filt svart', 'Vedkorg i tjock ullfilt med läderhandtag.', 'wood-basket', 1.2, 599),
  acc('wood-storage', 'TB-VK-LADER', 'Vedkorg läder brun', 'Vegetabiliskt garvat läder, bär två armfulla ved.', 'wood-basket', 1.8, 1_290),
  acc('wood-storage', 'TB-VK-STAL-BK', 'Vedkorg stål svart', 'Vedkorg i svartlackerad stålplåt med hjul.', 'wood-basket', 6.5, 990),
  acc(
    'wood-storage',
    'TB-VS-1000',
    'Vedställ stål 1000 mm',
    'Vedställ för väggmontage eller fristående, djup 300 mm.',
    'wood-basket',
    14,
    1_890,
  ),
  acc(
    'wood-storage',
    'TB-VS-1500',
    'Vedställ stål 1500 mm',
    'Vedställ för väggmontage eller fristående, djup 300 mm.',
    'wood-basket',
    19,
    2_390,
  ),

  acc(
    'care',
    'TB-KF-BK-400',
    'Kaminfärg svart spray 400 ml',
    'Värmetålig färg till 600 °C för bättring av lackerade ytor.',
    'care-products',
    0.4,
    189,
  ),
  acc(
    'care',
    'TB-KF-GR-400',
    'Kaminfärg grå spray 400 ml',
    'Värmetålig färg till 600 °C för bättring av lackerade ytor.',
    'care-products',
    0.4,
    189,
  ),
  acc(
    'care',
    'TB-KF-WH-400',
    'Kaminfärg vit spray 400 ml',
    'Värmetålig färg till 600 °C för bättring av lackerade ytor.',
    'care-products',
    0.4,
    199,
  ),
  acc('care', 'TB-KF-BK-250', 'Bättringsfärg svart 250 ml', 'Värmetålig färg med pensel för små skador.', 'care-products', 0.3, 159),
  acc(
    'care',
    'TB-GR-500',
    'Glasrengöring 500 ml',
    'Löser sot och tjära från kaminglaset. Använd på kallt glas.',
    'care-products',
    0.55,
    119,
  ),
  acc('care', 'TB-LIM-50', 'Lim för tätningslist 50 ml', 'Värmetåligt keramiskt lim för tätningslister.', 'care-products', 0.1, 99),
];

/** Options that only make sense inside a configured stove; the configurator adds them. */
function stoveOptions(): CatalogueProduct[] {
  return SERIES.flatMap((s) => {
    const heavy = s.models.at(-1)!.weightKg;
    const opt = (code: string, description: string, longText: string, image: string, weightKg: number, priceSek: number) => ({
      itemNumber: `${s.brand}-${s.code}-${code}`,
      description: `${description} ${s.name}`,
      longText,
      kind: 'accessory' as const,
      brand: s.brand,
      modelSeries: s.name,
      image: img(image),
      weightKg,
      leadTimeDays: 8,
      requireSerial: false,
      sellable: false,
      basePriceSek: priceSek,
      texts: inEveryLanguage((w) => {
        const option =
          code === s.cladding?.code
            ? { description: entry(w.claddings, code, 'cladding'), longText: w.claddingText }
            : entry(w.options, code, 'stove option');
        return { description: w.option(option.description, s.name), longText: option.longText };
      }),
    });
    return [
      opt('UTL', 'Uteluftsats', 'Anslutning för förbränningsluft utifrån, stos Ø100 bak eller under.', 'outside-air-kit', 1.8, 890),
      opt(
        'VMS',
        'Värmemagasin sten',
        'Värmelagrande stenar över eldstaden. Kontrollera golvets bärighet.',
        'heat-stones',
        Math.round(heavy * 0.4),
        price10(2_990 * s.partFactor),
      ),
      opt('SOCK', 'Sockel', 'Sockel i stål som höjer kaminen och döljer rökgasuttag bak.', 'plinth', 12, price10(2_290 * s.partFactor)),
      ...(s.turntable
        ? [opt('VRID', 'Vridplatta 360°', 'Vridbar fot så att kaminen kan vändas mot olika delar av rummet.', 'plinth', 9, 2_990)]
        : []),
      opt('SIDG', 'Sidoglas', 'Glas på båda sidor av eldstaden, levereras monterat.', 'glass-pane', 5, price10(2_490 * s.partFactor)),
      ...(s.cladding
        ? [
            opt(
              s.cladding.code,
              s.cladding.description,
              'Beklädnad som monteras på fabrik.',
              'heat-stones',
              s.cladding.weightKg,
              s.cladding.priceSek,
            ),
          ]
        : []),
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Spare parts, per stove series

type SparePart = {
  code: string;
  description: string;
  longText: string;
  image: string;
  weightKg: number;
  priceSek: number;
  leadTimeDays: number;
};

const SPARE_PARTS: SparePart[] = [
  {
    code: 'GLAS',
    description: 'Dörrglas',
    longText: 'Keramiskt glas som tål 750 °C, med tätning.',
    image: 'glass-pane',
    weightKg: 2.4,
    priceSek: 1_290,
    leadTimeDays: 3,
  },
  {
    code: 'TLD',
    description: 'Tätningslist lucka',
    longText: 'Flätad glasfiberlist Ø10 mm, längd för en lucka.',
    image: 'gasket',
    weightKg: 0.2,
    priceSek: 290,
    leadTimeDays: 2,
  },
  {
    code: 'TLG',
    description: 'Tätningslist glas',
    longText: 'Platt glasfiberlist 10×2 mm med självhäftande baksida.',
    image: 'gasket',
    weightKg: 0.1,
    priceSek: 190,
    leadTimeDays: 2,
  },
  { code: 'ROST', description: 'Rost', longText: 'Roster i gjutjärn.', image: 'grate', weightKg: 3.2, priceSek: 490, leadTimeDays: 4 },
  {
    code: 'RVP',
    description: 'Rökvändarplåt',
    longText: 'Rökvändare i vermikulit som leder rökgaserna runt eldstaden.',
    image: 'baffle-plate',
    weightKg: 2.8,
    priceSek: 590,
    leadTimeDays: 4,
  },
  {
    code: 'HAND',
    description: 'Handtag lucka',
    longText: 'Handtag med stålkärna, inklusive skruv och fjäder.',
    image: 'handle',
    weightKg: 0.3,
    priceSek: 390,
    leadTimeDays: 3,
  },
  {
    code: 'LUFT',
    description: 'Luftreglage',
    longText: 'Reglage för primär- och sekundärluft.',
    image: 'handle',
    weightKg: 0.2,
    priceSek: 240,
    leadTimeDays: 3,
  },
  {
    code: 'ASK',
    description: 'Asklåda',
    longText: 'Asklåda i stålplåt med handtag.',
    image: 'ash-pan',
    weightKg: 1.6,
    priceSek: 590,
    leadTimeDays: 5,
  },
  {
    code: 'ELD',
    description: 'Eldstadsinredning komplett',
    longText: 'Sats med sidor, bakstycke och bottenplattor i vermikulit.',
    image: 'firebricks',
    weightKg: 13.5,
    priceSek: 1_890,
    leadTimeDays: 5,
  },
];

function spareParts(): CatalogueProduct[] {
  return SERIES.flatMap((s) =>
    SPARE_PARTS.map((p) => ({
      itemNumber: `RD-${s.code}-${p.code}`,
      description: `${p.description} ${s.name}`,
      longText: `${p.longText} Passar alla modeller i serien ${brandName(s.brand)} ${s.name}.`,
      kind: 'spare_part' as const,
      brand: s.brand,
      modelSeries: s.name,
      image: img(p.image),
      weightKg: kg(p.weightKg * s.partFactor),
      leadTimeDays: p.leadTimeDays,
      requireSerial: false,
      sellable: true,
      basePriceSek: price10(p.priceSek * s.partFactor),
      texts: inEveryLanguage((w) => {
        const words = entry(w.spareParts, p.code, 'spare part');
        return {
          description: w.sparePart(words.description, s.name),
          longText: `${words.longText} ${w.fitsSeries(`${brandName(s.brand)} ${s.name}`)}`,
        };
      }),
    })),
  );
}

function accessories(): CatalogueProduct[] {
  return ACCESSORIES.map((a) => ({
    itemNumber: a.itemNumber,
    description: a.description,
    longText: a.longText,
    kind: 'accessory' as const,
    brand: 'NF' as const,
    modelSeries: null,
    image: img(a.image),
    weightKg: a.weightKg,
    leadTimeDays: a.leadTimeDays,
    requireSerial: false,
    sellable: true,
    basePriceSek: a.priceSek,
    texts: inEveryLanguage((w) => entry(w.accessories, a.itemNumber, 'accessory')),
  }));
}

// ---------------------------------------------------------------------------------------------
// The shop's category tree

function buildTree(products: CatalogueProduct[]): CatalogueNode[] {
  const nodes: CatalogueNode[] = [];
  const byItem = new Map(products.map((p) => [p.itemNumber, p]));
  /** translate: the label in another language; a brand's or series' name is the same in all of them */
  const category = (
    nodeId: string,
    parentId: string | null,
    label: string,
    translate: (w: CatalogueWords) => string,
    image: string,
    sortOrder: number,
  ) => {
    nodes.push({ nodeId, parentId, label, image: img(image), itemNumber: null, sortOrder, labels: inEveryLanguage(translate) });
    return nodeId;
  };
  const properName = (name: string) => () => name;
  // A product's node reads as the product.
  const productNodes = (parentId: string, itemNumbers: string[]) =>
    itemNumbers.forEach((itemNumber, i) => {
      const p = byItem.get(itemNumber);
      if (!p) throw new Error(`catalogue tree: no product ${itemNumber}`);
      const labels = Object.fromEntries(Object.entries(p.texts).map(([l, t]) => [l, t.description])) as CatalogueNode['labels'];
      nodes.push({ nodeId: `p-${itemNumber}`, parentId, label: p.description, image: null, itemNumber, sortOrder: (i + 1) * 10, labels });
    });
  const ofSeries = (s: Series, kind: ProductKind) =>
    products.filter((p) => p.kind === kind && p.sellable && p.brand === s.brand && p.modelSeries === s.name).map((p) => p.itemNumber);

  const stovesRoot = category('stoves', null, 'Kaminer', (w) => w.nodes.stoves, 'cat-stoves', 10);
  BRANDS.forEach((b, bi) => {
    const series = SERIES.filter((s) => s.brand === b.code);
    const brandNode = category(`stoves-${b.code.toLowerCase()}`, stovesRoot, b.name, properName(b.name), series[0]!.image, (bi + 1) * 10);
    series.forEach((s, si) =>
      productNodes(
        category(`stoves-${s.code.toLowerCase()}`, brandNode, s.name, properName(s.name), s.image, (si + 1) * 10),
        ofSeries(s, 'stove'),
      ),
    );
  });

  const chimneyRoot = category('chimney', null, 'Skorsten', (w) => w.nodes.chimney, 'cat-chimney', 20);
  DIAMETERS.forEach((d, di) =>
    productNodes(
      category(`chimney-${d}`, chimneyRoot, `Skorsten Ø${d} mm`, (w) => w.nodes.chimneyDiameter(d), 'chimney-straight', (di + 1) * 10),
      CHIMNEY_PARTS.map((p) => chimneyItemNumber(p, d)),
    ),
  );
  productNodes(
    category('chimney-roof-safety', chimneyRoot, 'Taksäkerhet', (w) => w.nodes.roofSafety, 'roof-ladder', 90),
    products.filter((p) => p.itemNumber.startsWith('TS-')).map((p) => p.itemNumber),
  );

  const accessoriesRoot = category('accessories', null, 'Tillbehör', (w) => w.nodes.accessories, 'cat-accessories', 30);
  const groups: { group: AccessoryGroup; label: string; image: string }[] = [
    { group: 'floor-plates', label: 'Golvplåtar', image: 'floor-plate-glass' },
    { group: 'fireguards', label: 'Gnistskydd', image: 'fireguard' },
    { group: 'tools', label: 'Redskap och handskar', image: 'tool-set' },
    { group: 'wood-storage', label: 'Vedförvaring', image: 'wood-basket' },
    { group: 'care', label: 'Skötsel och färg', image: 'care-products' },
  ];
  groups.forEach((g, gi) =>
    productNodes(
      category(`accessories-${g.group}`, accessoriesRoot, g.label, (w) => w.nodes.groups[g.group], g.image, (gi + 1) * 10),
      ACCESSORIES.filter((a) => a.group === g.group).map((a) => a.itemNumber),
    ),
  );

  const spareRoot = category('spare-parts', null, 'Reservdelar', (w) => w.nodes.spareParts, 'cat-spare-parts', 40);
  SERIES.forEach((s, si) =>
    productNodes(
      category(
        `spare-parts-${s.code.toLowerCase()}`,
        spareRoot,
        `${brandName(s.brand)} ${s.name}`,
        properName(`${brandName(s.brand)} ${s.name}`),
        s.image,
        (si + 1) * 10,
      ),
      ofSeries(s, 'spare_part'),
    ),
  );
  return nodes;
}

// ---------------------------------------------------------------------------------------------
// Prices

export const PRICE_LISTS: CataloguePriceList[] = [
  { id: 'SE', name: 'Sverige', currency: 'SEK', factor: 1 },
  { id: 'NO', name: 'Norge', currency: 'NOK', factor: 1.02 },
  { id: 'DK', name: 'Danmark', currency: 'DKK', factor: 0.66 },
  { id: 'EU', name: 'Euro', currency: 'EUR', factor: 0.089 },
];

/**
 * basePriceSek × factor, to whole units (SEK, NOK, DKK) or to 0.5 (EUR), half up. The factor
 * is taken in thousandths so the product is an exact integer: 0.089 × 3490 in floating point
 * is not exactly 310.61, and a price must not flip between two roundings.
 */
export function listPrice(basePriceSek: number, list: Pick<CataloguePriceList, 'currency' | 'factor'>): number {
  const milli = Math.round(list.factor * 1000);
  const baseOre = Math.round(basePriceSek * 100);
  // price in 1/100 000 of the currency unit, an integer
  const scaled = baseOre * milli;
  const step = list.currency === 'EUR' ? 50_000 : 100_000;
  return (Math.floor((scaled + step / 2) / step) * step) / 100_000;
}

export const CUSTOMER_PRICING: Record<string, CustomerPricing> = {
  '10001': { priceListId: 'SE', discountPercent: 32 },
  '20001': { priceListId: 'NO', discountPercent: 30 },
  '30001': { priceListId: 'EU', discountPercent: 28 },
  '40001': { priceListId: 'EU', discountPercent: 30 },
  '50001': { priceListId: 'DK', discountPercent: 31 },
};

const products: CatalogueProduct[] = [
  ...stoves(),
  ...chimneyParts(),
  ...roofSafety(),
  ...accessories(),
  ...stoveOptions(),
  ...spareParts(),
];
const tree = buildTree(products);

export const CATALOGUE = {
  products,
  /** every image file the catalogue refers to */
  images: [...new Set([...products.map((p) => p.image), ...tree.flatMap((n) => (n.image ? [n.image] : []))])].sort(),
  tree,
  priceLists: PRICE_LISTS,
  customerPricing: CUSTOMER_PRICING,
};
