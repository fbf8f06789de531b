/**
 * The catalogue in the portal's other languages: the same fragments as the Swedish tables in
 * catalogue-data.ts (colours, series blurbs, part names and texts, category labels), keyed by
 * the same codes, written as each market's own product copy rather than word for word.
 * catalogue-data.ts builds every product's and category's text from them, so a product that
 * is added there without its words here fails at load, not in a dealer's shop.
 */
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@portal/contracts/staff-catalogue';

// Every language but Swedish, the catalogue's own, which product and sales_node hold.
export { TRANSLATED_LANGUAGES, type TranslatedLanguage };

export type ProductText = { description: string; longText: string };

type StoveColour = 'BK' | 'GR' | 'WH';
type RoofColour = 'BK' | 'RD';
type RoofCovering = 'T' | 'P' | 'F';
type StoveOption = 'UTL' | 'VMS' | 'SOCK' | 'VRID' | 'SIDG';
type Cladding = 'TALJ' | 'STAL' | 'KAKEL';
type RoofItemKind = 'STEGE' | 'FORANK' | 'PLATT-T' | 'PLATT-P' | 'BRYGGA';
type AccessoryGroup = 'floor-plates' | 'fireguards' | 'tools' | 'wood-storage' | 'care';

export type CatalogueWords = {
  /** a number with decimals as the language writes it */
  decimal: (n: number) => string;
  stove: {
    colours: Record<StoveColour, string>;
    /** name: brand, series and model, e.g. "Nordflamme Oslo 5" */
    description: (name: string, colour: string) => string;
    /** by series code */
    about: Record<string, string>;
    longText: (about: string, kw: string, colour: string, weightKg: number) => string;
  };
  /** Chimney parts by `${prefix}-${code}`, e.g. SK-250 or RR-B90; d is the diameter in mm */
  chimney: Record<string, { description: (d: number) => string; longText: string }>;
  /** Roof flashings: one per roof covering and pitch band (e.g. 0–15°) */
  flashing: {
    description: (roof: string, pitch: string, d: number) => string;
    roofs: Record<RoofCovering, { name: string; longText: (pitch: string) => string }>;
  };
  roofSafety: {
    colours: Record<RoofColour, string>;
    describe: (item: string, colour: string) => string;
    /** length: the ladder's or walkway's length in metres, as the language writes it */
    items: Record<RoofItemKind, { description: (length: string) => string; longText: string }>;
  };
  /** by item number */
  accessories: Record<string, ProductText>;
  /** options that only come inside a configured stove of a series */
  options: Record<StoveOption, ProductText>;
  claddings: Record<Cladding, string>;
  claddingText: string;
  option: (option: string, series: string) => string;
  /** by spare part code */
  spareParts: Record<string, ProductText>;
  sparePart: (part: string, series: string) => string;
  /** series: brand and series, e.g. "Glödhus Narvik" */
  fitsSeries: (series: string) => string;
  nodes: {
    stoves: string;
    chimney: string;
    chimneyDiameter: (d: number) => string;
    roofSafety: string;
    accessories: string;
    groups: Record<AccessoryGroup, string>;
    spareParts: string;
  };
};

const decimalComma = (n: number) => String(n).replace('.', ',');
const decimalPoint = (n: number) => String(n);

// ---------------------------------------------------------------------------------------------
// English

const EN_SPEC = 'Double-walled insulated module in acid-resistant stainless steel, T450 N1 D V3 G50.';
const EN_GLASS = 'Toughened 8 mm safety glass with ground edges. Protects the floor in front of the stove.';
const EN_STEEL = 'Painted 2 mm sheet steel with a felt underside. Protects the floor in front of the stove.';
const EN_FIREGUARD = 'Folding fireguard with fine mesh, height 750 mm.';
const EN_STOVE_PAINT = 'Heat-resistant paint up to 600 °C for touching up painted surfaces.';
const EN_FELT_BASKET = 'Log basket in thick wool felt with leather handles.';
const EN_LOG_RACK = 'Log rack for wall mounting or free-standing, depth 300 mm.';

const en: CatalogueWords = {
  decimal: decimalPoint,
  stove: {
    colours: { BK: 'black', GR: 'grey', WH: 'white' },
    description: (name, colour) => `${name} stove, ${colour}`,
    about: {
      OSLO: 'A classic stove on legs with a large glass door and an ash pan. Flue outlet on top or at the rear.',
      VISBY: 'A low, wide stove with a panoramic window. Fits under a window and in rooms with low ceilings.',
      KIRUNA: 'A tall, slim stove with a log store below the firebox. Takes little floor space and fits in a corner.',
      BERGEN: 'A round steel stove with a curved glass door that spreads the heat in every direction.',
      AALBORG: 'A heat-storing stove clad in Finnish soapstone. Gives off heat for hours after the last load of wood.',
      TAMPERE: 'A stove with glass on three sides, so the fire can be seen from anywhere in the room.',
      GOTLAND: 'A traditional cast-iron stove with a decorated top, an arched door and curved legs.',
      NARVIK: 'A cube-shaped stove on a slender pedestal with almost frameless glass. A modern shape for open-plan living.',
    },
    longText: (about, kw, colour, weightKg) =>
      `${about} Nominal output ${kw} kW, flue Ø150. Colour: ${colour}. Weight ${weightKg} kg. Tested to EN 13240 and EN 16510-2-1.`,
  },
  chimney: {
    'SK-250': { description: (d) => `Straight section Ø${d} 250 mm`, longText: `${EN_SPEC} Short length for fine-tuning the height.` },
    'SK-500': { description: (d) => `Straight section Ø${d} 500 mm`, longText: `${EN_SPEC} Snap-lock joint with locking band.` },
    'SK-1000': { description: (d) => `Straight section Ø${d} 1000 mm`, longText: `${EN_SPEC} Snap-lock joint with locking band.` },
    'SK-START': {
      description: (d) => `Stove start section Ø${d}`,
      longText: `${EN_SPEC} The transition from the stove's flue pipe to the insulated chimney.`,
    },
    'SK-ADP': {
      description: (d) => `Flue pipe adapter Ø${d}`,
      longText: 'Adapter for a flue pipe from a rear outlet, connects to the start section.',
    },
    'SK-RENS': {
      description: (d) => `Cleaning section with soot door Ø${d}`,
      longText: `${EN_SPEC} Soot door for sweeping and inspection from below.`,
    },
    'SK-B15': { description: (d) => `Bend 15° Ø${d}`, longText: `${EN_SPEC} Two bends make an offset in the chimney.` },
    'SK-B30': { description: (d) => `Bend 30° Ø${d}`, longText: `${EN_SPEC} An offset needs a bracket at least every four metres.` },
    'SK-B45': { description: (d) => `Bend 45° Ø${d}`, longText: `${EN_SPEC} The largest angle allowed for an offset.` },
    'SK-VF': {
      description: (d) => `Adjustable wall bracket Ø${d}`,
      longText: 'Adjustable distance of 50–150 mm from the wall. One bracket for every four metres or part of it.',
    },
    'SK-T90': {
      description: (d) => `Wall-penetration tee Ø${d}`,
      longText: `${EN_SPEC} For an external chimney through an outside wall, with a condensate cap.`,
    },
    'SK-IT': {
      description: (d) => `Ceiling penetration with fire insulation Ø${d}`,
      longText: 'Passes through a floor structure, with fire insulation and a ceiling plate. Clearance to combustibles 50 mm.',
    },
    'SK-RH': { description: (d) => `Rain cap Ø${d}`, longText: 'Stainless-steel rain cap that keeps rain and birds out.' },
    'SK-GF': {
      description: (d) => `Spark arrester Ø${d}`,
      longText: 'Stainless-steel mesh that stops sparks. Not recommended near thatched or reed roofs.',
    },
    'SK-STAG': {
      description: (d) => `Chimney bracing kit Ø${d}`,
      longText: 'Two telescopic stays with roof brackets. Required when the chimney stands more than two metres clear of the roof.',
    },
    'RR-500': {
      description: (d) => `Black flue pipe Ø${d} 500 mm`,
      longText: 'Single-walled flue pipe in black-painted steel, 2 mm wall thickness.',
    },
    'RR-1000': {
      description: (d) => `Black flue pipe Ø${d} 1000 mm`,
      longText: 'Single-walled flue pipe in black-painted steel, 2 mm wall thickness.',
    },
    'RR-B90': {
      description: (d) => `Black flue pipe bend 90° Ø${d}`,
      longText: 'Bend for a flue pipe from a rear outlet, black-painted steel with a soot door.',
    },
  },
  flashing: {
    description: (roof, pitch, d) => `Roof flashing, ${roof} ${pitch} Ø${d}`,
    roofs: {
      T: {
        name: 'tiled roof',
        longText: (pitch) => `Roof flashing for tiled roofs with a pitch of ${pitch}. A pleated aluminium skirt that shapes to the tiles.`,
      },
      P: {
        name: 'metal roof',
        longText: (pitch) => `Roof flashing for metal roofs with a pitch of ${pitch}. With a seal for standing-seam and profiled sheet.`,
      },
      F: {
        name: 'felt roof',
        longText: (pitch) => `Roof flashing for felt roofs with a pitch of ${pitch}. With a wide flange to bond in under the roofing felt.`,
      },
    },
  },
  roofSafety: {
    colours: { BK: 'black', RD: 'tile red' },
    describe: (item, colour) => `${item}, ${colour}`,
    items: {
      STEGE: {
        description: (length) => `Roof ladder ${length} m`,
        longText: 'Roof ladder in painted steel with non-slip rungs. Must reach at least one metre above the eaves.',
      },
      FORANK: {
        description: () => 'Roof ladder anchor',
        longText: 'Anchor bracket fixed to the ridge or a rafter. Required when the eaves are higher than five metres.',
      },
      'PLATT-T': {
        description: () => "Sweep's platform for tiled roofs",
        longText:
          'Working platform with a guard rail for the chimney sweep. Required when the chimney stands more than 1.5 m above the roof.',
      },
      'PLATT-P': {
        description: () => "Sweep's platform for metal roofs",
        longText: 'Working platform with a guard rail and brackets for standing-seam or profiled metal roofs.',
      },
      BRYGGA: {
        description: (length) => `Roof walkway ${length} m`,
        longText: 'Walkway in perforated steel with adjustable brackets, for moving safely between chimneys.',
      },
    },
  },
  accessories: {
    'TB-GP-GL1010': { description: 'Glass floor plate 1000×1000', longText: EN_GLASS },
    'TB-GP-GL1210': { description: 'Glass floor plate 1200×1000', longText: EN_GLASS },
    'TB-GP-GL0811': { description: 'Glass floor plate 800×1100', longText: EN_GLASS },
    'TB-GP-GLR110': { description: 'Glass floor plate, round Ø1100', longText: EN_GLASS },
    'TB-GP-GLD1110': { description: 'Glass floor plate, teardrop 1100×1000', longText: EN_GLASS },
    'TB-GP-GLK1010': {
      description: 'Glass floor plate, quarter circle 1000×1000',
      longText: `${EN_GLASS} For a stove placed in a corner.`,
    },
    'TB-GP-GLH1207': { description: 'Glass floor plate, half-round 1200×700', longText: EN_GLASS },
    'TB-GP-ST1010-BK': { description: 'Steel floor plate, black 1000×1000', longText: EN_STEEL },
    'TB-GP-ST1208-BK': { description: 'Steel floor plate, black 1200×800', longText: EN_STEEL },
    'TB-GP-STH1006-BK': { description: 'Steel floor plate, black, half-round 1000×600', longText: EN_STEEL },
    'TB-GP-STD1110-BK': { description: 'Steel floor plate, black, teardrop 1100×1000', longText: EN_STEEL },
    'TB-GP-ST1010-GR': { description: 'Steel floor plate, grey 1000×1000', longText: EN_STEEL },
    'TB-GP-ST1208-GR': { description: 'Steel floor plate, grey 1200×800', longText: EN_STEEL },
    'TB-GS-3D-BK': { description: 'Three-panel fireguard, black', longText: EN_FIREGUARD },
    'TB-GS-3D-GR': { description: 'Three-panel fireguard, grey', longText: EN_FIREGUARD },
    'TB-GS-VALV-BK': { description: 'Curved spark guard, black', longText: 'One-piece curved spark guard, width 900 mm.' },
    'TB-BS-1500': {
      description: 'Stove safety gate 1500 mm',
      longText: 'Safety gate with five sections and wall brackets, height 700 mm.',
    },
    'TB-RS-4-BK': {
      description: 'Fireside tool set, 4 pieces, black',
      longText: 'Poker, ash shovel, brush and tongs on a stand. Wrought iron.',
    },
    'TB-RS-4-GR': { description: 'Fireside tool set, 4 pieces, grey', longText: 'Poker, ash shovel, brush and tongs on a stand.' },
    'TB-RS-EG': { description: 'Long poker 700 mm', longText: 'Wrought-iron poker with a hook for moving logs.' },
    'TB-RS-SB': { description: 'Ash shovel and brush', longText: 'Steel ash shovel and a brush with natural bristles.' },
    'TB-HS-BK': {
      description: 'Fireside gloves, black',
      longText: 'Heat-resistant leather gloves that withstand brief contact up to 300 °C.',
    },
    'TB-HS-GR-L': {
      description: 'Long fireside gloves, grey',
      longText: 'Long suede gloves with an aramid lining that protect the forearm.',
    },
    'TB-VK-FILT-GR': { description: 'Felt log basket, grey', longText: EN_FELT_BASKET },
    'TB-VK-FILT-BK': { description: 'Felt log basket, black', longText: EN_FELT_BASKET },
    'TB-VK-LADER': { description: 'Leather log carrier, brown', longText: 'Vegetable-tanned leather, carries two armfuls of wood.' },
    'TB-VK-STAL-BK': { description: 'Steel log bin, black', longText: 'Log bin in black-painted sheet steel, on wheels.' },
    'TB-VS-1000': { description: 'Steel log rack 1000 mm', longText: EN_LOG_RACK },
    'TB-VS-1500': { description: 'Steel log rack 1500 mm', longText: EN_LOG_RACK },
    'TB-KF-BK-400': { description: 'Stove paint spray, black, 400 ml', longText: EN_STOVE_PAINT },
    'TB-KF-GR-400': { description: 'Stove paint spray, grey, 400 ml', longText: EN_STOVE_PAINT },
    'TB-KF-WH-400': { description: 'Stove paint spray, white, 400 ml', longText: EN_STOVE_PAINT },
    'TB-KF-BK-250': { description: 'Touch-up paint, black, 250 ml', longText: 'Heat-resistant paint with a brush for small blemishes.' },
    'TB-GR-500': {
      description: 'Stove glass cleaner 500 ml',
      longText: 'Dissolves soot and tar from the stove glass. Use on cold glass only.',
    },
    'TB-LIM-50': { description: 'Gasket adhesive 50 ml', longText: 'Heat-resistant ceramic adhesive for door and glass gaskets.' },
  },
  options: {
    UTL: {
      description: 'outside-air kit',
      longText: 'Connection for combustion air from outside, a Ø100 spigot at the rear or underneath.',
    },
    VMS: {
      description: 'heat-storage stones',
      longText: 'Heat-storing stones above the firebox. Check that the floor can carry the weight.',
    },
    SOCK: { description: 'plinth', longText: 'Steel plinth that raises the stove and hides a rear flue outlet.' },
    VRID: { description: 'turntable 360°', longText: 'Swivel base, so the stove can be turned towards different parts of the room.' },
    SIDG: { description: 'side glass', longText: 'Glass on both sides of the firebox, delivered fitted.' },
  },
  claddings: { TALJ: 'soapstone cladding', STAL: 'graphite steel cladding', KAKEL: 'white tile cladding' },
  claddingText: 'Cladding fitted at the factory.',
  option: (option, series) => `${series} ${option}`,
  spareParts: {
    GLAS: { description: 'door glass', longText: 'Ceramic glass that withstands 750 °C, with a gasket.' },
    TLD: { description: 'door gasket', longText: 'Braided glass-fibre rope Ø10 mm, cut to length for one door.' },
    TLG: { description: 'glass gasket', longText: 'Flat glass-fibre tape 10×2 mm with a self-adhesive back.' },
    ROST: { description: 'grate', longText: 'Cast-iron grate.' },
    RVP: { description: 'baffle plate', longText: 'Vermiculite baffle that guides the flue gases around the firebox.' },
    HAND: { description: 'door handle', longText: 'Handle with a steel core, screw and spring included.' },
    LUFT: { description: 'air control', longText: 'Control for primary and secondary air.' },
    ASK: { description: 'ash pan', longText: 'Sheet-steel ash pan with a handle.' },
    ELD: { description: 'firebox lining, complete', longText: 'Set of side, back and base plates in vermiculite.' },
  },
  sparePart: (part, series) => `${series} ${part}`,
  fitsSeries: (series) => `Fits every model in the ${series} series.`,
  nodes: {
    stoves: 'Stoves',
    chimney: 'Chimney',
    chimneyDiameter: (d) => `Steel chimney Ø${d} mm`,
    roofSafety: 'Roof safety',
    accessories: 'Accessories',
    groups: {
      'floor-plates': 'Floor plates',
      fireguards: 'Fireguards',
      tools: 'Tools and gloves',
      'wood-storage': 'Log storage',
      care: 'Care and paint',
    },
    spareParts: 'Spare parts',
  },
};

// ---------------------------------------------------------------------------------------------
// Norwegian (bokmål)

const NO_SPEC = 'Dobbeltvegget isolert modul i syrefast rustfritt stål, T450 N1 D V3 G50.';
const NO_GLASS = 'Herdet sikkerhetsglass 8 mm med slipte kanter. Beskytter gulvet foran ovnen.';
const NO_STEEL = 'Lakkert stålplate 2 mm med filt på undersiden. Beskytter gulvet foran ovnen.';
const NO_FIREGUARD = 'Sammenleggbar gnistskjerm med finmasket nett, høyde 750 mm.';
const NO_STOVE_PAINT = 'Varmebestandig maling opptil 600 °C for flekkmaling av lakkerte flater.';
const NO_FELT_BASKET = 'Vedkurv i tykk ullfilt med skinnhåndtak.';
const NO_LOG_RACK = 'Vedstativ for veggmontering eller frittstående, dybde 300 mm.';

const no: CatalogueWords = {
  decimal: decimalComma,
  stove: {
    colours: { BK: 'svart', GR: 'grå', WH: 'hvit' },
    description: (name, colour) => `${name} peisovn, ${colour}`,
    about: {
      OSLO: 'Klassisk peisovn på ben med stor glassdør og askeskuff. Røykuttak oppe eller bak.',
      VISBY: 'Lav og bred peisovn med panoramaglass. Passer under vinduer og i rom med lav takhøyde.',
      KIRUNA: 'Høy og slank peisovn med vedrom under brennkammeret. Tar lite gulvplass og passer godt i hjørner.',
      BERGEN: 'Rund peisovn i stål med buet glassdør som sprer varmen i alle retninger.',
      AALBORG: 'Varmelagrende peisovn kledd med finsk kleberstein. Avgir varme i mange timer etter siste innfyring.',
      TAMPERE: 'Peisovn med glass på tre sider, så flammene kan sees fra hele rommet.',
      GOTLAND: 'Tradisjonell peisovn i støpejern med dekorert topplate, buet dør og svungne ben.',
      NARVIK: 'Kubeformet peisovn på slank søylefot med nesten rammeløst glass. Moderne form for åpne planløsninger.',
    },
    longText: (about, kw, colour, weightKg) =>
      `${about} Nominell effekt ${kw} kW, røykrør Ø150. Farge: ${colour}. Vekt ${weightKg} kg. Testet etter EN 13240 og EN 16510-2-1.`,
  },
  chimney: {
    'SK-250': { description: (d) => `Rett seksjon Ø${d} 250 mm`, longText: `${NO_SPEC} Kort lengde for finjustering av høyden.` },
    'SK-500': { description: (d) => `Rett seksjon Ø${d} 500 mm`, longText: `${NO_SPEC} Snepplås med låsering.` },
    'SK-1000': { description: (d) => `Rett seksjon Ø${d} 1000 mm`, longText: `${NO_SPEC} Snepplås med låsering.` },
    'SK-START': {
      description: (d) => `Startseksjon for ovn Ø${d}`,
      longText: `${NO_SPEC} Overgang fra ovnens røykrør til isolert pipe.`,
    },
    'SK-ADP': {
      description: (d) => `Tilkoblingsadapter for røykrør Ø${d}`,
      longText: 'Adapter for røykrør med bakre uttak, kobles til startseksjonen.',
    },
    'SK-RENS': {
      description: (d) => `Feieseksjon med sotluke Ø${d}`,
      longText: `${NO_SPEC} Sotluke for feiing og inspeksjon nedenfra.`,
    },
    'SK-B15': { description: (d) => `Bend 15° Ø${d}`, longText: `${NO_SPEC} To bend gir en forskyvning av pipen.` },
    'SK-B30': { description: (d) => `Bend 30° Ø${d}`, longText: `${NO_SPEC} Ved forskyvning kreves et feste minst hver fjerde meter.` },
    'SK-B45': { description: (d) => `Bend 45° Ø${d}`, longText: `${NO_SPEC} Største tillatte vinkel for forskyvning.` },
    'SK-VF': {
      description: (d) => `Justerbart veggfeste Ø${d}`,
      longText: 'Justerbar avstand 50–150 mm fra veggen. Ett feste per påbegynte fire meter.',
    },
    'SK-T90': {
      description: (d) => `T-rør for veggjennomføring Ø${d}`,
      longText: `${NO_SPEC} For utvendig pipe gjennom yttervegg, med kondenslokk.`,
    },
    'SK-IT': {
      description: (d) => `Himlingsgjennomføring med brannbeskyttelse Ø${d}`,
      longText: 'Gjennomføring for etasjeskiller med brannisolasjon og takplate. Avstand til brennbart materiale 50 mm.',
    },
    'SK-RH': { description: (d) => `Regnhatt Ø${d}`, longText: 'Regnhatt i rustfritt stål som hindrer regn og fugler i å komme inn.' },
    'SK-GF': {
      description: (d) => `Gnistfanger Ø${d}`,
      longText: 'Nett i rustfritt stål som stopper gnister. Frarådes ved strå- og sivtak.',
    },
    'SK-STAG': {
      description: (d) => `Stagsett for pipe Ø${d}`,
      longText: 'To teleskopstag med takfester. Påkrevd når pipen står mer enn to meter fritt over taket.',
    },
    'RR-500': {
      description: (d) => `Røykrør svart Ø${d} 500 mm`,
      longText: 'Enkeltvegget røykrør i svartlakkert stål, 2 mm godstykkelse.',
    },
    'RR-1000': {
      description: (d) => `Røykrør svart Ø${d} 1000 mm`,
      longText: 'Enkeltvegget røykrør i svartlakkert stål, 2 mm godstykkelse.',
    },
    'RR-B90': {
      description: (d) => `Røykrørsbend svart 90° Ø${d}`,
      longText: 'Bend for røykrør med bakre uttak, svartlakkert stål med sotluke.',
    },
  },
  flashing: {
    description: (roof, pitch, d) => `Takgjennomføring ${roof} ${pitch} Ø${d}`,
    roofs: {
      T: {
        name: 'takstein',
        longText: (pitch) =>
          `Takgjennomføring for tak med takstein og takvinkel ${pitch}. Plissert aluminiumsskjørt som formes etter takpannene.`,
      },
      P: {
        name: 'platetak',
        longText: (pitch) => `Takgjennomføring for platetak med takvinkel ${pitch}. Med tetning for falset stål og profilerte takplater.`,
      },
      F: {
        name: 'papptak',
        longText: (pitch) => `Takgjennomføring for papptak med takvinkel ${pitch}. Med bred flens for innliming under takpappen.`,
      },
    },
  },
  roofSafety: {
    colours: { BK: 'svart', RD: 'teglrød' },
    describe: (item, colour) => `${item}, ${colour}`,
    items: {
      STEGE: {
        description: (length) => `Takstige ${length} m`,
        longText: 'Takstige i lakkert stål med sklisikre trinn. Skal nå minst én meter over takfoten.',
      },
      FORANK: {
        description: () => 'Forankring for takstige',
        longText: 'Forankringsbeslag mot møne eller takstol. Påkrevd når takfoten er høyere enn fem meter.',
      },
      'PLATT-T': {
        description: () => 'Feieplattform for takstein',
        longText: 'Arbeidsplattform med rekkverk for feieren. Påkrevd når pipen står mer enn 1,5 m over taket.',
      },
      'PLATT-P': {
        description: () => 'Feieplattform for platetak',
        longText: 'Arbeidsplattform med rekkverk og fester for falset stål eller profilerte takplater.',
      },
      BRYGGA: {
        description: (length) => `Gangbru for tak ${length} m`,
        longText: 'Gangbru i perforert stål med justerbare fester, for trygg ferdsel mellom piper.',
      },
    },
  },
  accessories: {
    'TB-GP-GL1010': { description: 'Gulvplate i glass 1000×1000', longText: NO_GLASS },
    'TB-GP-GL1210': { description: 'Gulvplate i glass 1200×1000', longText: NO_GLASS },
    'TB-GP-GL0811': { description: 'Gulvplate i glass 800×1100', longText: NO_GLASS },
    'TB-GP-GLR110': { description: 'Gulvplate i glass, rund Ø1100', longText: NO_GLASS },
    'TB-GP-GLD1110': { description: 'Gulvplate i glass, dråpe 1100×1000', longText: NO_GLASS },
    'TB-GP-GLK1010': { description: 'Gulvplate i glass, kvartsirkel 1000×1000', longText: `${NO_GLASS} For hjørneplassert ovn.` },
    'TB-GP-GLH1207': { description: 'Gulvplate i glass, halvrund 1200×700', longText: NO_GLASS },
    'TB-GP-ST1010-BK': { description: 'Gulvplate i stål, svart 1000×1000', longText: NO_STEEL },
    'TB-GP-ST1208-BK': { description: 'Gulvplate i stål, svart 1200×800', longText: NO_STEEL },
    'TB-GP-STH1006-BK': { description: 'Gulvplate i stål, svart, halvrund 1000×600', longText: NO_STEEL },
    'TB-GP-STD1110-BK': { description: 'Gulvplate i stål, svart, dråpe 1100×1000', longText: NO_STEEL },
    'TB-GP-ST1010-GR': { description: 'Gulvplate i stål, grå 1000×1000', longText: NO_STEEL },
    'TB-GP-ST1208-GR': { description: 'Gulvplate i stål, grå 1200×800', longText: NO_STEEL },
    'TB-GS-3D-BK': { description: 'Gnistskjerm 3-delt, svart', longText: NO_FIREGUARD },
    'TB-GS-3D-GR': { description: 'Gnistskjerm 3-delt, grå', longText: NO_FIREGUARD },
    'TB-GS-VALV-BK': { description: 'Buet gnistgitter, svart', longText: 'Buet gnistgitter i ett stykke, bredde 900 mm.' },
    'TB-BS-1500': {
      description: 'Barnesikring for ovn 1500 mm',
      longText: 'Sikkerhetsgrind med fem seksjoner og veggfester, høyde 700 mm.',
    },
    'TB-RS-4-BK': { description: 'Peissett 4 deler, svart', longText: 'Ildrake, askespade, kost og tang på stativ. Smijern.' },
    'TB-RS-4-GR': { description: 'Peissett 4 deler, grå', longText: 'Ildrake, askespade, kost og tang på stativ.' },
    'TB-RS-EG': { description: 'Lang ildrake 700 mm', longText: 'Ildrake i smijern med krok for å flytte vedkubber.' },
    'TB-RS-SB': { description: 'Askespade og kost', longText: 'Askespade i stål og kost med naturbust.' },
    'TB-HS-BK': {
      description: 'Peishansker, svarte',
      longText: 'Varmebestandige hansker i skinn som tåler kortvarig kontakt opptil 300 °C.',
    },
    'TB-HS-GR-L': {
      description: 'Lange peishansker, grå',
      longText: 'Lange hansker i semsket skinn med aramidfôr som beskytter underarmen.',
    },
    'TB-VK-FILT-GR': { description: 'Vedkurv i filt, grå', longText: NO_FELT_BASKET },
    'TB-VK-FILT-BK': { description: 'Vedkurv i filt, svart', longText: NO_FELT_BASKET },
    'TB-VK-LADER': { description: 'Vedbærer i skinn, brun', longText: 'Vegetabilsk garvet skinn, rommer to armfuller ved.' },
    'TB-VK-STAL-BK': { description: 'Vedkurv i stål, svart', longText: 'Vedkurv i svartlakkert stålplate med hjul.' },
    'TB-VS-1000': { description: 'Vedstativ i stål 1000 mm', longText: NO_LOG_RACK },
    'TB-VS-1500': { description: 'Vedstativ i stål 1500 mm', longText: NO_LOG_RACK },
    'TB-KF-BK-400': { description: 'Ovnsmaling spray, svart, 400 ml', longText: NO_STOVE_PAINT },
    'TB-KF-GR-400': { description: 'Ovnsmaling spray, grå, 400 ml', longText: NO_STOVE_PAINT },
    'TB-KF-WH-400': { description: 'Ovnsmaling spray, hvit, 400 ml', longText: NO_STOVE_PAINT },
    'TB-KF-BK-250': { description: 'Flekkmaling, svart, 250 ml', longText: 'Varmebestandig maling med pensel for små skader.' },
    'TB-GR-500': { description: 'Glassrens for ovn 500 ml', longText: 'Løser sot og tjære fra ovnsglasset. Brukes bare på kaldt glass.' },
    'TB-LIM-50': { description: 'Pakningslim 50 ml', longText: 'Varmebestandig keramisk lim for dør- og glasspakninger.' },
  },
  options: {
    UTL: { description: 'Uteluftsett', longText: 'Tilkobling for forbrenningsluft utenfra, stuss Ø100 bak eller under.' },
    VMS: { description: 'Varmemagasin i stein', longText: 'Varmelagrende steiner over brennkammeret. Kontroller at gulvet tåler vekten.' },
    SOCK: { description: 'Sokkel', longText: 'Sokkel i stål som hever ovnen og skjuler røykuttaket bak.' },
    VRID: { description: 'Dreieplate 360°', longText: 'Dreibar fot, så ovnen kan vendes mot ulike deler av rommet.' },
    SIDG: { description: 'Sideglass', longText: 'Glass på begge sider av brennkammeret, leveres montert.' },
  },
  claddings: { TALJ: 'Kledning i kleberstein', STAL: 'Kledning i grafittstål', KAKEL: 'Kledning med hvite fliser' },
  claddingText: 'Kledning som monteres på fabrikken.',
  option: (option, series) => `${option} for ${series}`,
  spareParts: {
    GLAS: { description: 'Dørglass', longText: 'Keramisk glass som tåler 750 °C, med pakning.' },
    TLD: { description: 'Dørpakning', longText: 'Flettet glassfibersnor Ø10 mm, lengde for én dør.' },
    TLG: { description: 'Glasspakning', longText: 'Flat glassfiberpakning 10×2 mm med selvklebende bakside.' },
    ROST: { description: 'Rist', longText: 'Rist i støpejern.' },
    RVP: { description: 'Røykvender', longText: 'Røykvender i vermikulitt som leder røykgassene rundt brennkammeret.' },
    HAND: { description: 'Dørhåndtak', longText: 'Håndtak med stålkjerne, inkludert skrue og fjær.' },
    LUFT: { description: 'Luftregulator', longText: 'Regulator for primær- og sekundærluft.' },
    ASK: { description: 'Askeskuff', longText: 'Askeskuff i stålplate med håndtak.' },
    ELD: { description: 'Komplett sett brennkammerplater', longText: 'Sett med side-, bak- og bunnplater i vermikulitt.' },
  },
  sparePart: (part, series) => `${part} til ${series}`,
  fitsSeries: (series) => `Passer alle modeller i serien ${series}.`,
  nodes: {
    stoves: 'Peisovner',
    chimney: 'Pipe',
    chimneyDiameter: (d) => `Stålpipe Ø${d} mm`,
    roofSafety: 'Taksikring',
    accessories: 'Tilbehør',
    groups: {
      'floor-plates': 'Gulvplater',
      fireguards: 'Gnistskjermer',
      tools: 'Peisredskap og hansker',
      'wood-storage': 'Vedoppbevaring',
      care: 'Vedlikehold og maling',
    },
    spareParts: 'Reservedeler',
  },
};

// ---------------------------------------------------------------------------------------------
// Danish

const DK_SPEC = 'Dobbeltvægget isoleret modul i syrefast rustfrit stål, T450 N1 D V3 G50.';
const DK_GLASS = 'Hærdet sikkerhedsglas 8 mm med slebne kanter. Beskytter gulvet foran brændeovnen.';
const DK_STEEL = 'Lakeret stålplade 2 mm med filt på undersiden. Beskytter gulvet foran brændeovnen.';
const DK_FIREGUARD = 'Sammenfoldelig gnistskærm med fint net, højde 750 mm.';
const DK_STOVE_PAINT = 'Varmebestandig lak op til 600 °C til udbedring af lakerede flader.';
const DK_FELT_BASKET = 'Brændekurv i tyk uldfilt med læderhåndtag.';
const DK_LOG_RACK = 'Brændestativ til vægmontering eller fritstående, dybde 300 mm.';

const dk: CatalogueWords = {
  decimal: decimalComma,
  stove: {
    colours: { BK: 'sort', GR: 'grå', WH: 'hvid' },
    description: (name, colour) => `${name} brændeovn, ${colour}`,
    about: {
      OSLO: 'Klassisk brændeovn på ben med stor glaslåge og askeskuffe. Røgafgang i toppen eller bagpå.',
      VISBY: 'Lav og bred brændeovn med panoramaglas. Passer under vinduer og i rum med lavt til loftet.',
      KIRUNA: 'Høj og slank brændeovn med brændeniche under brændkammeret. Fylder lidt på gulvet og passer i et hjørne.',
      BERGEN: 'Rund brændeovn i stål med buet glaslåge, der spreder varmen i alle retninger.',
      AALBORG: 'Varmeakkumulerende brændeovn beklædt med finsk fedtsten. Afgiver varme i mange timer efter sidste påfyldning.',
      TAMPERE: 'Brændeovn med glas på tre sider, så ilden kan ses fra hele rummet.',
      GOTLAND: 'Traditionel brændeovn i støbejern med dekoreret topplade, buet låge og svungne ben.',
      NARVIK: 'Kubeformet brændeovn på slank søjlefod med næsten rammeløst glas. Moderne form til åbne planløsninger.',
    },
    longText: (about, kw, colour, weightKg) =>
      `${about} Nominel effekt ${kw} kW, røgrør Ø150. Farve: ${colour}. Vægt ${weightKg} kg. Testet efter EN 13240 og EN 16510-2-1.`,
  },
  chimney: {
    'SK-250': { description: (d) => `Lige sektion Ø${d} 250 mm`, longText: `${DK_SPEC} Kort længde til finjustering af højden.` },
    'SK-500': { description: (d) => `Lige sektion Ø${d} 500 mm`, longText: `${DK_SPEC} Snaplås med låsering.` },
    'SK-1000': { description: (d) => `Lige sektion Ø${d} 1000 mm`, longText: `${DK_SPEC} Snaplås med låsering.` },
    'SK-START': {
      description: (d) => `Startsektion til brændeovn Ø${d}`,
      longText: `${DK_SPEC} Overgang fra brændeovnens røgrør til isoleret skorsten.`,
    },
    'SK-ADP': {
      description: (d) => `Tilslutningsadapter til røgrør Ø${d}`,
      longText: 'Adapter til røgrør med bagudgang, tilsluttes startsektionen.',
    },
    'SK-RENS': {
      description: (d) => `Rensestykke med sodlåge Ø${d}`,
      longText: `${DK_SPEC} Sodlåge til fejning og inspektion nedefra.`,
    },
    'SK-B15': { description: (d) => `Bøjning 15° Ø${d}`, longText: `${DK_SPEC} To bøjninger giver en forskydning af skorstenen.` },
    'SK-B30': {
      description: (d) => `Bøjning 30° Ø${d}`,
      longText: `${DK_SPEC} Ved forskydning kræves et beslag mindst hver fjerde meter.`,
    },
    'SK-B45': { description: (d) => `Bøjning 45° Ø${d}`, longText: `${DK_SPEC} Største tilladte vinkel ved forskydning.` },
    'SK-VF': {
      description: (d) => `Justerbart vægbeslag Ø${d}`,
      longText: 'Justerbar afstand på 50–150 mm fra væggen. Ét beslag pr. påbegyndte fire meter.',
    },
    'SK-T90': {
      description: (d) => `T-stykke til væggennemføring Ø${d}`,
      longText: `${DK_SPEC} Til udvendig skorsten gennem ydervæg, med kondensdæksel.`,
    },
    'SK-IT': {
      description: (d) => `Loftgennemføring med brandbeskyttelse Ø${d}`,
      longText: 'Gennemføring til etageadskillelse med brandisolering og loftplade. Afstand til brændbart materiale 50 mm.',
    },
    'SK-RH': { description: (d) => `Regnhætte Ø${d}`, longText: 'Regnhætte i rustfrit stål, der holder regn og fugle ude.' },
    'SK-GF': {
      description: (d) => `Gnistfanger Ø${d}`,
      longText: 'Net i rustfrit stål, der stopper gnister. Frarådes ved strå- og rørtage.',
    },
    'SK-STAG': {
      description: (d) => `Afstivningssæt til skorsten Ø${d}`,
      longText: 'To teleskopstivere med tagbeslag. Påkrævet, når skorstenen rager mere end to meter frit over taget.',
    },
    'RR-500': {
      description: (d) => `Røgrør sort Ø${d} 500 mm`,
      longText: 'Enkeltvægget røgrør i sortlakeret stål, 2 mm godstykkelse.',
    },
    'RR-1000': {
      description: (d) => `Røgrør sort Ø${d} 1000 mm`,
      longText: 'Enkeltvægget røgrør i sortlakeret stål, 2 mm godstykkelse.',
    },
    'RR-B90': {
      description: (d) => `Røgrørsbøjning sort 90° Ø${d}`,
      longText: 'Bøjning til røgrør med bagudgang, sortlakeret stål med sodlåge.',
    },
  },
  flashing: {
    description: (roof, pitch, d) => `Taggennemføring ${roof} ${pitch} Ø${d}`,
    roofs: {
      T: {
        name: 'tegltag',
        longText: (pitch) =>
          `Taggennemføring til tegltag med taghældning ${pitch}. Plisseret aluminiumsskørt, der formes efter tagstenene.`,
      },
      P: {
        name: 'metaltag',
        longText: (pitch) => `Taggennemføring til metaltag med taghældning ${pitch}. Med tætning til falsede og profilerede tagplader.`,
      },
      F: {
        name: 'tagpap',
        longText: (pitch) => `Taggennemføring til paptag med taghældning ${pitch}. Med bred flange til indklæbning under tagpappen.`,
      },
    },
  },
  roofSafety: {
    colours: { BK: 'sort', RD: 'teglrød' },
    describe: (item, colour) => `${item}, ${colour}`,
    items: {
      STEGE: {
        description: (length) => `Tagstige ${length} m`,
        longText: 'Tagstige i lakeret stål med skridsikre trin. Skal nå mindst én meter over tagfoden.',
      },
      FORANK: {
        description: () => 'Forankring til tagstige',
        longText: 'Forankringsbeslag til kip eller spær. Påkrævet, når tagfoden er højere end fem meter.',
      },
      'PLATT-T': {
        description: () => 'Fejeplatform til tegltag',
        longText: 'Arbejdsplatform med rækværk til skorstensfejeren. Påkrævet, når skorstenen rager mere end 1,5 m over taget.',
      },
      'PLATT-P': {
        description: () => 'Fejeplatform til metaltag',
        longText: 'Arbejdsplatform med rækværk og beslag til falsede eller profilerede tagplader.',
      },
      BRYGGA: {
        description: (length) => `Gangbro til tag ${length} m`,
        longText: 'Gangbro i perforeret stål med justerbare beslag til sikker færdsel mellem skorstene.',
      },
    },
  },
  accessories: {
    'TB-GP-GL1010': { description: 'Gulvplade i glas 1000×1000', longText: DK_GLASS },
    'TB-GP-GL1210': { description: 'Gulvplade i glas 1200×1000', longText: DK_GLASS },
    'TB-GP-GL0811': { description: 'Gulvplade i glas 800×1100', longText: DK_GLASS },
    'TB-GP-GLR110': { description: 'Gulvplade i glas, rund Ø1100', longText: DK_GLASS },
    'TB-GP-GLD1110': { description: 'Gulvplade i glas, dråbe 1100×1000', longText: DK_GLASS },
    'TB-GP-GLK1010': {
      description: 'Gulvplade i glas, kvartcirkel 1000×1000',
      longText: `${DK_GLASS} Til brændeovne, der står i et hjørne.`,
    },
    'TB-GP-GLH1207': { description: 'Gulvplade i glas, halvrund 1200×700', longText: DK_GLASS },
    'TB-GP-ST1010-BK': { description: 'Gulvplade i stål, sort 1000×1000', longText: DK_STEEL },
    'TB-GP-ST1208-BK': { description: 'Gulvplade i stål, sort 1200×800', longText: DK_STEEL },
    'TB-GP-STH1006-BK': { description: 'Gulvplade i stål, sort, halvrund 1000×600', longText: DK_STEEL },
    'TB-GP-STD1110-BK': { description: 'Gulvplade i stål, sort, dråbe 1100×1000', longText: DK_STEEL },
    'TB-GP-ST1010-GR': { description: 'Gulvplade i stål, grå 1000×1000', longText: DK_STEEL },
    'TB-GP-ST1208-GR': { description: 'Gulvplade i stål, grå 1200×800', longText: DK_STEEL },
    'TB-GS-3D-BK': { description: 'Gnistskærm 3-delt, sort', longText: DK_FIREGUARD },
    'TB-GS-3D-GR': { description: 'Gnistskærm 3-delt, grå', longText: DK_FIREGUARD },
    'TB-GS-VALV-BK': { description: 'Buet gnistgitter, sort', longText: 'Buet gnistgitter i ét stykke, bredde 900 mm.' },
    'TB-BS-1500': {
      description: 'Børnesikring til brændeovn 1500 mm',
      longText: 'Sikkerhedsgitter med fem sektioner og vægbeslag, højde 700 mm.',
    },
    'TB-RS-4-BK': { description: 'Pejsesæt 4 dele, sort', longText: 'Ildrager, askeskovl, børste og tang på stativ. Smedejern.' },
    'TB-RS-4-GR': { description: 'Pejsesæt 4 dele, grå', longText: 'Ildrager, askeskovl, børste og tang på stativ.' },
    'TB-RS-EG': { description: 'Lang ildrager 700 mm', longText: 'Ildrager i smedejern med krog til at flytte brændeknuder.' },
    'TB-RS-SB': { description: 'Askeskovl og børste', longText: 'Askeskovl i stål og børste med naturhår.' },
    'TB-HS-BK': {
      description: 'Pejsehandsker, sorte',
      longText: 'Varmebestandige handsker i læder, der tåler kortvarig kontakt op til 300 °C.',
    },
    'TB-HS-GR-L': {
      description: 'Lange pejsehandsker, grå',
      longText: 'Lange handsker i ruskind med aramidfoer, der beskytter underarmen.',
    },
    'TB-VK-FILT-GR': { description: 'Brændekurv i filt, grå', longText: DK_FELT_BASKET },
    'TB-VK-FILT-BK': { description: 'Brændekurv i filt, sort', longText: DK_FELT_BASKET },
    'TB-VK-LADER': { description: 'Brændetaske i læder, brun', longText: 'Vegetabilsk garvet læder, rummer to favne fulde af brænde.' },
    'TB-VK-STAL-BK': { description: 'Brændekurv i stål, sort', longText: 'Brændekurv i sortlakeret stålplade med hjul.' },
    'TB-VS-1000': { description: 'Brændestativ i stål 1000 mm', longText: DK_LOG_RACK },
    'TB-VS-1500': { description: 'Brændestativ i stål 1500 mm', longText: DK_LOG_RACK },
    'TB-KF-BK-400': { description: 'Ovnlak spray, sort, 400 ml', longText: DK_STOVE_PAINT },
    'TB-KF-GR-400': { description: 'Ovnlak spray, grå, 400 ml', longText: DK_STOVE_PAINT },
    'TB-KF-WH-400': { description: 'Ovnlak spray, hvid, 400 ml', longText: DK_STOVE_PAINT },
    'TB-KF-BK-250': { description: 'Reparationslak, sort, 250 ml', longText: 'Varmebestandig lak med pensel til små skader.' },
    'TB-GR-500': {
      description: 'Glasrens til brændeovn 500 ml',
      longText: 'Fjerner sod og tjære fra ovnens glas. Må kun bruges på koldt glas.',
    },
    'TB-LIM-50': { description: 'Pakningslim 50 ml', longText: 'Varmebestandig keramisk lim til låge- og glaspakninger.' },
  },
  options: {
    UTL: { description: 'Udeluftsæt', longText: 'Tilslutning af forbrændingsluft udefra, studs Ø100 bagpå eller i bunden.' },
    VMS: { description: 'Varmemagasin i sten', longText: 'Varmeakkumulerende sten over brændkammeret. Kontrollér gulvets bæreevne.' },
    SOCK: { description: 'Sokkel', longText: 'Sokkel i stål, der hæver ovnen og skjuler røgafgangen bagpå.' },
    VRID: { description: 'Drejeplade 360°', longText: 'Drejefod, så ovnen kan vendes mod forskellige dele af rummet.' },
    SIDG: { description: 'Sideglas', longText: 'Glas på begge sider af brændkammeret, leveres monteret.' },
  },
  claddings: { TALJ: 'Fedtstensbeklædning', STAL: 'Beklædning i grafitstål', KAKEL: 'Beklædning med hvide kakler' },
  claddingText: 'Beklædning, der monteres på fabrikken.',
  option: (option, series) => `${option} til ${series}`,
  spareParts: {
    GLAS: { description: 'Lågeglas', longText: 'Keramisk glas, der tåler 750 °C, med pakning.' },
    TLD: { description: 'Lågepakning', longText: 'Flettet glasfibersnor Ø10 mm, længde til én låge.' },
    TLG: { description: 'Glaspakning', longText: 'Flad glasfiberpakning 10×2 mm med selvklæbende bagside.' },
    ROST: { description: 'Rist', longText: 'Rist i støbejern.' },
    RVP: { description: 'Røgvenderplade', longText: 'Røgvender i vermiculit, der leder røggasserne rundt i brændkammeret.' },
    HAND: { description: 'Lågehåndtag', longText: 'Håndtag med stålkerne, inklusive skrue og fjeder.' },
    LUFT: { description: 'Luftregulering', longText: 'Regulering af primær- og sekundærluft.' },
    ASK: { description: 'Askeskuffe', longText: 'Askeskuffe i stålplade med håndtag.' },
    ELD: { description: 'Komplet sæt brændkammerplader', longText: 'Sæt med side-, bag- og bundplader i vermiculit.' },
  },
  sparePart: (part, series) => `${part} til ${series}`,
  fitsSeries: (series) => `Passer til alle modeller i ${series}-serien.`,
  nodes: {
    stoves: 'Brændeovne',
    chimney: 'Skorstene',
    chimneyDiameter: (d) => `Stålskorsten Ø${d} mm`,
    roofSafety: 'Tagsikkerhed',
    accessories: 'Tilbehør',
    groups: {
      'floor-plates': 'Gulvplader',
      fireguards: 'Gnistskærme',
      tools: 'Pejseredskaber og handsker',
      'wood-storage': 'Brændeopbevaring',
      care: 'Pleje og ovnlak',
    },
    spareParts: 'Reservedele',
  },
};

// ---------------------------------------------------------------------------------------------
// German

const DE_SPEC = 'Doppelwandiges, wärmegedämmtes Element aus säurebeständigem Edelstahl, T450 N1 D V3 G50.';
const DE_GLASS = 'Gehärtetes Sicherheitsglas 8 mm mit geschliffenen Kanten. Schützt den Boden vor dem Kaminofen.';
const DE_STEEL = 'Lackiertes Stahlblech 2 mm mit Filzunterseite. Schützt den Boden vor dem Kaminofen.';
const DE_FIREGUARD = 'Klappbares Funkenschutzgitter mit feinem Geflecht, Höhe 750 mm.';
const DE_STOVE_PAINT = 'Hitzebeständiger Lack bis 600 °C zum Ausbessern lackierter Flächen.';
const DE_FELT_BASKET = 'Kaminholzkorb aus dickem Wollfilz mit Ledergriffen.';
const DE_LOG_RACK = 'Kaminholzregal zur Wandmontage oder freistehend, Tiefe 300 mm.';

const de: CatalogueWords = {
  decimal: decimalComma,
  stove: {
    colours: { BK: 'schwarz', GR: 'grau', WH: 'weiß' },
    description: (name, colour) => `Kaminofen ${name}, ${colour}`,
    about: {
      OSLO: 'Klassischer Kaminofen auf Füßen mit großer Glastür und Aschekasten. Rauchrohrabgang oben oder hinten.',
      VISBY: 'Niedriger, breiter Kaminofen mit Panoramascheibe. Passt unter Fenster und in Räume mit niedriger Decke.',
      KIRUNA: 'Hoher, schlanker Kaminofen mit Holzfach unter dem Feuerraum. Braucht wenig Stellfläche und passt in jede Ecke.',
      BERGEN: 'Runder Kaminofen aus Stahl mit gewölbter Glastür, der die Wärme in alle Richtungen abgibt.',
      AALBORG: 'Speicherofen mit Verkleidung aus finnischem Speckstein. Gibt noch viele Stunden nach dem letzten Nachlegen Wärme ab.',
      TAMPERE: 'Kaminofen mit Sichtscheiben an drei Seiten – das Feuer ist im ganzen Raum zu sehen.',
      GOTLAND: 'Traditioneller Kaminofen aus Gusseisen mit verzierter Deckplatte, gewölbter Tür und geschwungenen Füßen.',
      NARVIK: 'Würfelförmiger Kaminofen auf schlankem Säulenfuß mit nahezu rahmenloser Scheibe. Moderne Form für offene Wohnräume.',
    },
    longText: (about, kw, colour, weightKg) =>
      `${about} Nennwärmeleistung ${kw} kW, Rauchrohr Ø150. Farbe: ${colour}. Gewicht ${weightKg} kg. Geprüft nach EN 13240 und EN 16510-2-1.`,
  },
  chimney: {
    'SK-250': { description: (d) => `Längenelement Ø${d} 250 mm`, longText: `${DE_SPEC} Kurze Länge zum Feinabstimmen der Höhe.` },
    'SK-500': { description: (d) => `Längenelement Ø${d} 500 mm`, longText: `${DE_SPEC} Steckverbindung mit Klemmband.` },
    'SK-1000': { description: (d) => `Längenelement Ø${d} 1000 mm`, longText: `${DE_SPEC} Steckverbindung mit Klemmband.` },
    'SK-START': {
      description: (d) => `Anschlusselement für Kaminofen Ø${d}`,
      longText: `${DE_SPEC} Übergang vom Rauchrohr des Kaminofens zum gedämmten Schornstein.`,
    },
    'SK-ADP': {
      description: (d) => `Rauchrohradapter Ø${d}`,
      longText: 'Adapter für Rauchrohre mit hinterem Abgang, wird an das Anschlusselement angeschlossen.',
    },
    'SK-RENS': {
      description: (d) => `Reinigungselement mit Rußtür Ø${d}`,
      longText: `${DE_SPEC} Reinigungsöffnung zum Kehren und Prüfen von unten.`,
    },
    'SK-B15': { description: (d) => `Bogen 15° Ø${d}`, longText: `${DE_SPEC} Zwei Bögen ergeben einen Versatz des Schornsteins.` },
    'SK-B30': {
      description: (d) => `Bogen 30° Ø${d}`,
      longText: `${DE_SPEC} Bei einem Versatz ist mindestens alle vier Meter eine Halterung nötig.`,
    },
    'SK-B45': { description: (d) => `Bogen 45° Ø${d}`, longText: `${DE_SPEC} Größter zulässiger Winkel für einen Versatz.` },
    'SK-VF': {
      description: (d) => `Wandhalterung verstellbar Ø${d}`,
      longText: 'Wandabstand von 50–150 mm verstellbar. Eine Halterung je angefangene vier Meter.',
    },
    'SK-T90': {
      description: (d) => `T-Stück für Wanddurchführung Ø${d}`,
      longText: `${DE_SPEC} Für Außenschornsteine durch die Außenwand, mit Kondensatdeckel.`,
    },
    'SK-IT': {
      description: (d) => `Deckendurchführung mit Brandschutz Ø${d}`,
      longText: 'Durchführung durch die Geschossdecke mit Brandschutzdämmung und Abdeckblech. Abstand zu brennbaren Bauteilen 50 mm.',
    },
    'SK-RH': { description: (d) => `Regenhaube Ø${d}`, longText: 'Regenhaube aus Edelstahl, die Regen und Vögel fernhält.' },
    'SK-GF': {
      description: (d) => `Funkenfänger Ø${d}`,
      longText: 'Edelstahlgitter gegen Funkenflug. Bei Stroh- und Reetdächern nicht empfohlen.',
    },
    'SK-STAG': {
      description: (d) => `Abspannsatz Schornstein Ø${d}`,
      longText: 'Zwei Teleskopstreben mit Dachbefestigung. Erforderlich, wenn der Schornstein mehr als zwei Meter frei über das Dach ragt.',
    },
    'RR-500': {
      description: (d) => `Rauchrohr schwarz Ø${d} 500 mm`,
      longText: 'Einwandiges Rauchrohr aus schwarz lackiertem Stahl, 2 mm Wandstärke.',
    },
    'RR-1000': {
      description: (d) => `Rauchrohr schwarz Ø${d} 1000 mm`,
      longText: 'Einwandiges Rauchrohr aus schwarz lackiertem Stahl, 2 mm Wandstärke.',
    },
    'RR-B90': {
      description: (d) => `Rauchrohrbogen schwarz 90° Ø${d}`,
      longText: 'Bogen für Rauchrohre mit hinterem Abgang, schwarz lackierter Stahl mit Reinigungsöffnung.',
    },
  },
  flashing: {
    description: (roof, pitch, d) => `Dachdurchführung ${roof} ${pitch} Ø${d}`,
    roofs: {
      T: {
        name: 'Ziegeldach',
        longText: (pitch) =>
          `Dachdurchführung für Ziegeldächer mit ${pitch} Dachneigung. Plissierte Aluminiumschürze, die sich den Ziegeln anpasst.`,
      },
      P: {
        name: 'Blechdach',
        longText: (pitch) => `Dachdurchführung für Blechdächer mit ${pitch} Dachneigung. Mit Dichtung für Stehfalz- und Profilblech.`,
      },
      F: {
        name: 'Bitumendach',
        longText: (pitch) =>
          `Dachdurchführung für Bitumendächer mit ${pitch} Dachneigung. Mit breitem Flansch zum Einkleben unter die Dachbahn.`,
      },
    },
  },
  roofSafety: {
    colours: { BK: 'schwarz', RD: 'ziegelrot' },
    describe: (item, colour) => `${item}, ${colour}`,
    items: {
      STEGE: {
        description: (length) => `Dachleiter ${length} m`,
        longText: 'Dachleiter aus lackiertem Stahl mit rutschfesten Sprossen. Muss mindestens einen Meter über die Traufe reichen.',
      },
      FORANK: {
        description: () => 'Verankerung für Dachleiter',
        longText: 'Ankerbeschlag am First oder Sparren. Erforderlich, wenn die Traufe höher als fünf Meter liegt.',
      },
      'PLATT-T': {
        description: () => 'Kehrpodest für Ziegeldach',
        longText:
          'Arbeitspodest mit Geländer für den Schornsteinfeger. Erforderlich, wenn der Schornstein mehr als 1,5 m über das Dach ragt.',
      },
      'PLATT-P': {
        description: () => 'Kehrpodest für Blechdach',
        longText: 'Arbeitspodest mit Geländer und Halterungen für Stehfalz- oder Profilblech.',
      },
      BRYGGA: {
        description: (length) => `Dachlaufsteg ${length} m`,
        longText: 'Laufsteg aus gelochtem Stahl mit verstellbaren Halterungen, um sicher von Schornstein zu Schornstein zu gelangen.',
      },
    },
  },
  accessories: {
    'TB-GP-GL1010': { description: 'Glasbodenplatte 1000×1000', longText: DE_GLASS },
    'TB-GP-GL1210': { description: 'Glasbodenplatte 1200×1000', longText: DE_GLASS },
    'TB-GP-GL0811': { description: 'Glasbodenplatte 800×1100', longText: DE_GLASS },
    'TB-GP-GLR110': { description: 'Glasbodenplatte rund Ø1100', longText: DE_GLASS },
    'TB-GP-GLD1110': { description: 'Glasbodenplatte Tropfenform 1100×1000', longText: DE_GLASS },
    'TB-GP-GLK1010': { description: 'Glasbodenplatte Viertelkreis 1000×1000', longText: `${DE_GLASS} Für Kaminöfen in Eckaufstellung.` },
    'TB-GP-GLH1207': { description: 'Glasbodenplatte halbrund 1200×700', longText: DE_GLASS },
    'TB-GP-ST1010-BK': { description: 'Stahlbodenplatte schwarz 1000×1000', longText: DE_STEEL },
    'TB-GP-ST1208-BK': { description: 'Stahlbodenplatte schwarz 1200×800', longText: DE_STEEL },
    'TB-GP-STH1006-BK': { description: 'Stahlbodenplatte schwarz, halbrund 1000×600', longText: DE_STEEL },
    'TB-GP-STD1110-BK': { description: 'Stahlbodenplatte schwarz, Tropfenform 1100×1000', longText: DE_STEEL },
    'TB-GP-ST1010-GR': { description: 'Stahlbodenplatte grau 1000×1000', longText: DE_STEEL },
    'TB-GP-ST1208-GR': { description: 'Stahlbodenplatte grau 1200×800', longText: DE_STEEL },
    'TB-GS-3D-BK': { description: 'Funkenschutzgitter 3-teilig, schwarz', longText: DE_FIREGUARD },
    'TB-GS-3D-GR': { description: 'Funkenschutzgitter 3-teilig, grau', longText: DE_FIREGUARD },
    'TB-GS-VALV-BK': { description: 'Funkengitter gewölbt, schwarz', longText: 'Gewölbtes Funkengitter aus einem Stück, Breite 900 mm.' },
    'TB-BS-1500': {
      description: 'Kinderschutzgitter für Kaminofen 1500 mm',
      longText: 'Schutzgitter mit fünf Elementen und Wandhalterungen, Höhe 700 mm.',
    },
    'TB-RS-4-BK': {
      description: 'Kaminbesteck 4-teilig, schwarz',
      longText: 'Schürhaken, Ascheschaufel, Besen und Zange am Ständer. Schmiedeeisen.',
    },
    'TB-RS-4-GR': { description: 'Kaminbesteck 4-teilig, grau', longText: 'Schürhaken, Ascheschaufel, Besen und Zange am Ständer.' },
    'TB-RS-EG': {
      description: 'Schürhaken lang 700 mm',
      longText: 'Schürhaken aus Schmiedeeisen mit Haken zum Umschichten der Holzscheite.',
    },
    'TB-RS-SB': { description: 'Ascheschaufel und Besen', longText: 'Ascheschaufel aus Stahl und Besen mit Naturborsten.' },
    'TB-HS-BK': {
      description: 'Kaminhandschuhe schwarz',
      longText: 'Hitzebeständige Lederhandschuhe, halten kurzzeitigem Kontakt bis 300 °C stand.',
    },
    'TB-HS-GR-L': {
      description: 'Kaminhandschuhe lang, grau',
      longText: 'Lange Wildlederhandschuhe mit Aramidfutter, die auch den Unterarm schützen.',
    },
    'TB-VK-FILT-GR': { description: 'Kaminholzkorb Filz, grau', longText: DE_FELT_BASKET },
    'TB-VK-FILT-BK': { description: 'Kaminholzkorb Filz, schwarz', longText: DE_FELT_BASKET },
    'TB-VK-LADER': { description: 'Kaminholztasche Leder, braun', longText: 'Pflanzlich gegerbtes Leder, fasst zwei Arme voll Holz.' },
    'TB-VK-STAL-BK': {
      description: 'Kaminholzkorb Stahl, schwarz',
      longText: 'Kaminholzkorb aus schwarz lackiertem Stahlblech, auf Rollen.',
    },
    'TB-VS-1000': { description: 'Kaminholzregal Stahl 1000 mm', longText: DE_LOG_RACK },
    'TB-VS-1500': { description: 'Kaminholzregal Stahl 1500 mm', longText: DE_LOG_RACK },
    'TB-KF-BK-400': { description: 'Ofenlack Spray schwarz 400 ml', longText: DE_STOVE_PAINT },
    'TB-KF-GR-400': { description: 'Ofenlack Spray grau 400 ml', longText: DE_STOVE_PAINT },
    'TB-KF-WH-400': { description: 'Ofenlack Spray weiß 400 ml', longText: DE_STOVE_PAINT },
    'TB-KF-BK-250': { description: 'Ausbesserungslack schwarz 250 ml', longText: 'Hitzebeständiger Lack mit Pinsel für kleine Schäden.' },
    'TB-GR-500': {
      description: 'Kaminglasreiniger 500 ml',
      longText: 'Löst Ruß und Teer von der Sichtscheibe. Nur auf kaltem Glas anwenden.',
    },
    'TB-LIM-50': { description: 'Dichtschnurkleber 50 ml', longText: 'Hitzebeständiger Keramikkleber für Tür- und Glasdichtungen.' },
  },
  options: {
    UTL: { description: 'Außenluftanschluss', longText: 'Anschluss für Verbrennungsluft von außen, Stutzen Ø100 hinten oder unten.' },
    VMS: { description: 'Wärmespeichersteine', longText: 'Wärmespeichernde Steine über dem Feuerraum. Tragfähigkeit des Bodens prüfen.' },
    SOCK: { description: 'Sockel', longText: 'Stahlsockel, der den Ofen anhebt und einen hinteren Rauchrohrabgang verdeckt.' },
    VRID: {
      description: 'Drehteller 360°',
      longText: 'Drehbarer Fuß, mit dem sich der Ofen zu verschiedenen Seiten des Raumes drehen lässt.',
    },
    SIDG: { description: 'Seitenscheiben', longText: 'Sichtscheiben an beiden Seiten des Feuerraums, werkseitig montiert.' },
  },
  claddings: { TALJ: 'Specksteinverkleidung', STAL: 'Verkleidung aus Graphitstahl', KAKEL: 'Verkleidung mit weißen Kacheln' },
  claddingText: 'Werkseitig montierte Verkleidung.',
  option: (option, series) => `${option} für ${series}`,
  spareParts: {
    GLAS: { description: 'Türscheibe', longText: 'Keramikglas, hitzebeständig bis 750 °C, mit Dichtung.' },
    TLD: { description: 'Türdichtung', longText: 'Geflochtene Glasfaserdichtschnur Ø10 mm, Länge für eine Tür.' },
    TLG: { description: 'Glasdichtung', longText: 'Flaches Glasfaserdichtband 10×2 mm, selbstklebend.' },
    ROST: { description: 'Feuerrost', longText: 'Feuerrost aus Gusseisen.' },
    RVP: { description: 'Umlenkplatte', longText: 'Umlenkplatte aus Vermiculit, die die Rauchgase durch den Feuerraum führt.' },
    HAND: { description: 'Türgriff', longText: 'Griff mit Stahlkern, inklusive Schraube und Feder.' },
    LUFT: { description: 'Luftregler', longText: 'Regler für Primär- und Sekundärluft.' },
    ASK: { description: 'Aschekasten', longText: 'Aschekasten aus Stahlblech mit Griff.' },
    ELD: { description: 'Komplette Feuerraumauskleidung', longText: 'Satz aus Seiten-, Rück- und Bodenplatten aus Vermiculit.' },
  },
  sparePart: (part, series) => `${part} für ${series}`,
  fitsSeries: (series) => `Passend für alle Modelle der Serie ${series}.`,
  nodes: {
    stoves: 'Kaminöfen',
    chimney: 'Schornstein',
    chimneyDiameter: (d) => `Edelstahlschornstein Ø${d} mm`,
    roofSafety: 'Dachsicherheit',
    accessories: 'Zubehör',
    groups: {
      'floor-plates': 'Bodenplatten',
      fireguards: 'Funkenschutz',
      tools: 'Kaminbesteck und Handschuhe',
      'wood-storage': 'Holzaufbewahrung',
      care: 'Pflege und Lack',
    },
    spareParts: 'Ersatzteile',
  },
};

// ---------------------------------------------------------------------------------------------
// Finnish

const FI_SPEC = 'Kaksikuorinen eristetty moduuli haponkestävää ruostumatonta terästä, T450 N1 D V3 G50.';
const FI_GLASS = 'Karkaistu 8 mm:n turvalasi hiotuin reunoin. Suojaa lattiaa takan edessä.';
const FI_STEEL = 'Maalattu 2 mm:n teräslevy, pohjassa huopa. Suojaa lattiaa takan edessä.';
const FI_FIREGUARD = 'Kokoontaitettava kipinäsuoja tiheällä verkolla, korkeus 750 mm.';
const FI_STOVE_PAINT = 'Lämmönkestävä maali 600 °C:seen asti maalattujen pintojen paikkaukseen.';
const FI_FELT_BASKET = 'Puukori paksusta villahuovasta, nahkakahvat.';
const FI_LOG_RACK = 'Puuteline seinälle tai vapaasti seisovaksi, syvyys 300 mm.';

const fi: CatalogueWords = {
  decimal: decimalComma,
  stove: {
    colours: { BK: 'musta', GR: 'harmaa', WH: 'valkoinen' },
    // "Nordflamme Oslo 5 -takka": a compound with a name of several words takes a spaced hyphen
    description: (name, colour) => `${name} -takka, ${colour}`,
    about: {
      OSLO: 'Klassinen jalallinen takka, jossa on suuri lasiluukku ja tuhkalaatikko. Savuliitäntä päältä tai takaa.',
      VISBY: 'Matala ja leveä takka panoraamalasilla. Sopii ikkunan alle ja huoneisiin, joissa on matala katto.',
      KIRUNA: 'Korkea ja kapea takka, jonka tulipesän alla on puusäilö. Vie vähän lattiatilaa ja sopii nurkkaan.',
      BERGEN: 'Pyöreä terästakka, jonka kaareva lasiluukku levittää lämmön joka suuntaan.',
      AALBORG: 'Suomalaisella vuolukivellä verhoiltu varaava takka. Luovuttaa lämpöä vielä tunteja viimeisen pesällisen jälkeen.',
      TAMPERE: 'Takka, jossa on lasi kolmella sivulla: tulen näkee joka puolelta huonetta.',
      GOTLAND: 'Perinteinen valurautatakka, jossa on koristeltu kansi, kaareva luukku ja kaarevat jalat.',
      NARVIK: 'Kuution muotoinen takka kapealla pylväsjalalla ja lähes kehyksettömällä lasilla. Moderni muoto avoimiin tiloihin.',
    },
    longText: (about, kw, colour, weightKg) =>
      `${about} Nimellisteho ${kw} kW, savuputki Ø150. Väri: ${colour}. Paino ${weightKg} kg. Testattu standardien EN 13240 ja EN 16510-2-1 mukaan.`,
  },
  chimney: {
    'SK-250': { description: (d) => `Suora osa Ø${d} 250 mm`, longText: `${FI_SPEC} Lyhyt osa korkeuden hienosäätöön.` },
    'SK-500': { description: (d) => `Suora osa Ø${d} 500 mm`, longText: `${FI_SPEC} Pikaliitos ja lukitusrengas.` },
    'SK-1000': { description: (d) => `Suora osa Ø${d} 1000 mm`, longText: `${FI_SPEC} Pikaliitos ja lukitusrengas.` },
    'SK-START': {
      description: (d) => `Takan aloitusosa Ø${d}`,
      longText: `${FI_SPEC} Siirtymä takan savuputkesta eristettyyn savupiippuun.`,
    },
    'SK-ADP': {
      description: (d) => `Savuputken liitosadapteri Ø${d}`,
      longText: 'Adapteri takaliitännän savuputkelle, liitetään aloitusosaan.',
    },
    'SK-RENS': {
      description: (d) => `Nuohousosa luukulla Ø${d}`,
      longText: `${FI_SPEC} Luukku nuohousta ja tarkastusta varten alhaalta käsin.`,
    },
    'SK-B15': { description: (d) => `Kulmaosa 15° Ø${d}`, longText: `${FI_SPEC} Kahdella kulmaosalla savupiippuun saadaan siirtymä.` },
    'SK-B30': {
      description: (d) => `Kulmaosa 30° Ø${d}`,
      longText: `${FI_SPEC} Siirtymässä tarvitaan kiinnike vähintään neljän metrin välein.`,
    },
    'SK-B45': { description: (d) => `Kulmaosa 45° Ø${d}`, longText: `${FI_SPEC} Suurin sallittu kulma siirtymälle.` },
    'SK-VF': {
      description: (d) => `Säädettävä seinäkiinnike Ø${d}`,
      longText: 'Etäisyys seinästä säädettävissä 50–150 mm. Yksi kiinnike jokaista alkavaa neljää metriä kohden.',
    },
    'SK-T90': {
      description: (d) => `T-haara seinäläpivientiin Ø${d}`,
      longText: `${FI_SPEC} Ulkoseinän läpi vietävään ulkopuoliseen savupiippuun, kondenssitulpalla.`,
    },
    'SK-IT': {
      description: (d) => `Välipohjan läpivienti palosuojalla Ø${d}`,
      longText: 'Läpivienti välipohjaan palovillalla ja kattolevyllä. Suojaetäisyys palaviin materiaaleihin 50 mm.',
    },
    'SK-RH': {
      description: (d) => `Sadehattu Ø${d}`,
      longText: 'Ruostumattomasta teräksestä valmistettu sadehattu estää sadeveden ja lintujen pääsyn piippuun.',
    },
    'SK-GF': {
      description: (d) => `Kipinäsuoja Ø${d}`,
      longText: 'Ruostumaton teräsverkko pysäyttää kipinät. Ei suositella olki- tai ruokokattojen yhteyteen.',
    },
    'SK-STAG': {
      description: (d) => `Savupiipun tuentasarja Ø${d}`,
      longText:
        'Kaksi teleskooppituentaa kattokiinnikkeineen. Tarvitaan, kun savupiippu nousee yli kaksi metriä vapaana katon yläpuolelle.',
    },
    'RR-500': {
      description: (d) => `Savuputki musta Ø${d} 500 mm`,
      longText: 'Yksikuorinen savuputki mustaksi maalattua terästä, seinämän paksuus 2 mm.',
    },
    'RR-1000': {
      description: (d) => `Savuputki musta Ø${d} 1000 mm`,
      longText: 'Yksikuorinen savuputki mustaksi maalattua terästä, seinämän paksuus 2 mm.',
    },
    'RR-B90': {
      description: (d) => `Savuputken kulma musta 90° Ø${d}`,
      longText: 'Kulma takaliitännän savuputkelle, mustaksi maalattua terästä, nuohousluukulla.',
    },
  },
  flashing: {
    description: (roof, pitch, d) => `Kattoläpivienti, ${roof} ${pitch} Ø${d}`,
    roofs: {
      T: {
        name: 'tiilikatto',
        longText: (pitch) => `Kattoläpivienti tiilikatolle, kaltevuus ${pitch}. Poimutettu alumiinihelma muotoillaan kattotiilien mukaan.`,
      },
      P: {
        name: 'peltikatto',
        longText: (pitch) => `Kattoläpivienti peltikatolle, kaltevuus ${pitch}. Tiivisteellä saumakatolle ja profiloidulle kattopellille.`,
      },
      F: {
        name: 'huopakatto',
        longText: (pitch) => `Kattoläpivienti huopakatolle, kaltevuus ${pitch}. Leveä laippa liimataan kattohuovan alle.`,
      },
    },
  },
  roofSafety: {
    colours: { BK: 'musta', RD: 'tiilenpunainen' },
    describe: (item, colour) => `${item}, ${colour}`,
    items: {
      STEGE: {
        description: (length) => `Kattotikkaat ${length} m`,
        longText:
          'Maalatusta teräksestä valmistetut kattotikkaat liukuesteisin askelmin. Ulotuttava vähintään metrin räystään yläpuolelle.',
      },
      FORANK: {
        description: () => 'Kattotikkaiden ankkurointi',
        longText: 'Ankkurointihela harjaan tai kattotuoliin. Tarvitaan, kun räystäs on yli viiden metrin korkeudella.',
      },
      'PLATT-T': {
        description: () => 'Nuohoustaso tiilikatolle',
        longText: 'Kaiteellinen työtaso nuohoojalle. Tarvitaan, kun savupiippu nousee yli 1,5 m katon yläpuolelle.',
      },
      'PLATT-P': {
        description: () => 'Nuohoustaso peltikatolle',
        longText: 'Kaiteellinen työtaso kiinnikkeineen saumakatolle tai profiilipellille.',
      },
      BRYGGA: {
        description: (length) => `Kattosilta ${length} m`,
        longText: 'Kulkusilta rei’itetystä teräksestä säädettävin kiinnikkein, turvalliseen kulkuun savupiippujen välillä.',
      },
    },
  },
  accessories: {
    'TB-GP-GL1010': { description: 'Lasinen lattialevy 1000×1000', longText: FI_GLASS },
    'TB-GP-GL1210': { description: 'Lasinen lattialevy 1200×1000', longText: FI_GLASS },
    'TB-GP-GL0811': { description: 'Lasinen lattialevy 800×1100', longText: FI_GLASS },
    'TB-GP-GLR110': { description: 'Lasinen lattialevy, pyöreä Ø1100', longText: FI_GLASS },
    'TB-GP-GLD1110': { description: 'Lasinen lattialevy, pisara 1100×1000', longText: FI_GLASS },
    'TB-GP-GLK1010': {
      description: 'Lasinen lattialevy, neljännesympyrä 1000×1000',
      longText: `${FI_GLASS} Nurkkaan sijoitetulle takalle.`,
    },
    'TB-GP-GLH1207': { description: 'Lasinen lattialevy, puolipyöreä 1200×700', longText: FI_GLASS },
    'TB-GP-ST1010-BK': { description: 'Teräksinen lattialevy, musta 1000×1000', longText: FI_STEEL },
    'TB-GP-ST1208-BK': { description: 'Teräksinen lattialevy, musta 1200×800', longText: FI_STEEL },
    'TB-GP-STH1006-BK': { description: 'Teräksinen lattialevy, musta, puolipyöreä 1000×600', longText: FI_STEEL },
    'TB-GP-STD1110-BK': { description: 'Teräksinen lattialevy, musta, pisara 1100×1000', longText: FI_STEEL },
    'TB-GP-ST1010-GR': { description: 'Teräksinen lattialevy, harmaa 1000×1000', longText: FI_STEEL },
    'TB-GP-ST1208-GR': { description: 'Teräksinen lattialevy, harmaa 1200×800', longText: FI_STEEL },
    'TB-GS-3D-BK': { description: 'Kipinäsuoja 3-osainen, musta', longText: FI_FIREGUARD },
    'TB-GS-3D-GR': { description: 'Kipinäsuoja 3-osainen, harmaa', longText: FI_FIREGUARD },
    'TB-GS-VALV-BK': { description: 'Kaareva kipinäverkko, musta', longText: 'Yksiosainen kaareva kipinäverkko, leveys 900 mm.' },
    'TB-BS-1500': { description: 'Takan lapsiportti 1500 mm', longText: 'Viisiosainen suoja-aita seinäkiinnikkeineen, korkeus 700 mm.' },
    'TB-RS-4-BK': {
      description: 'Takkasetti 4-osainen, musta',
      longText: 'Hiilihanko, tuhkalapio, harja ja pihdit telineessä. Takorautaa.',
    },
    'TB-RS-4-GR': { description: 'Takkasetti 4-osainen, harmaa', longText: 'Hiilihanko, tuhkalapio, harja ja pihdit telineessä.' },
    'TB-RS-EG': { description: 'Pitkä hiilihanko 700 mm', longText: 'Takorautainen hiilihanko, jonka koukulla halkoja on helppo siirtää.' },
    'TB-RS-SB': { description: 'Tuhkalapio ja harja', longText: 'Teräksinen tuhkalapio ja luonnonjouhiharja.' },
    'TB-HS-BK': {
      description: 'Takkakäsineet, mustat',
      longText: 'Lämmönkestävät nahkakäsineet, jotka kestävät lyhytaikaisen kosketuksen 300 °C:seen asti.',
    },
    'TB-HS-GR-L': {
      description: 'Pitkät takkakäsineet, harmaat',
      longText: 'Pitkävartiset mokkanahkakäsineet aramidivuorella suojaavat myös kyynärvartta.',
    },
    'TB-VK-FILT-GR': { description: 'Huopainen puukori, harmaa', longText: FI_FELT_BASKET },
    'TB-VK-FILT-BK': { description: 'Huopainen puukori, musta', longText: FI_FELT_BASKET },
    'TB-VK-LADER': { description: 'Nahkainen puukassi, ruskea', longText: 'Kasvisparkittua nahkaa, kantaa kaksi sylillistä puita.' },
    'TB-VK-STAL-BK': { description: 'Teräksinen puukori, musta', longText: 'Puukori mustaksi maalatusta teräslevystä, pyörillä.' },
    'TB-VS-1000': { description: 'Teräksinen puuteline 1000 mm', longText: FI_LOG_RACK },
    'TB-VS-1500': { description: 'Teräksinen puuteline 1500 mm', longText: FI_LOG_RACK },
    'TB-KF-BK-400': { description: 'Takkamaali, spray, musta, 400 ml', longText: FI_STOVE_PAINT },
    'TB-KF-GR-400': { description: 'Takkamaali, spray, harmaa, 400 ml', longText: FI_STOVE_PAINT },
    'TB-KF-WH-400': { description: 'Takkamaali, spray, valkoinen, 400 ml', longText: FI_STOVE_PAINT },
    'TB-KF-BK-250': {
      description: 'Korjausmaali, musta, 250 ml',
      longText: 'Lämmönkestävä maali ja sivellin pienten vaurioiden korjaukseen.',
    },
    'TB-GR-500': {
      description: 'Takkalasin puhdistusaine 500 ml',
      longText: 'Irrottaa noen ja tervan takan lasista. Käytä vain kylmälle lasille.',
    },
    'TB-LIM-50': { description: 'Tiivisteliima 50 ml', longText: 'Lämmönkestävä keraaminen liima luukun ja lasin tiivisteille.' },
  },
  options: {
    UTL: { description: 'Ulkoilmasarja', longText: 'Palamisilman liitäntä ulkoa, Ø100-yhde takana tai alla.' },
    VMS: { description: 'Lämmönvaraajakivet', longText: 'Lämpöä varaavat kivet tulipesän yläpuolella. Tarkista lattian kantavuus.' },
    SOCK: { description: 'Sokkeli', longText: 'Teräksinen sokkeli nostaa takkaa ja peittää takana olevan savuliitännän.' },
    VRID: { description: 'Kääntöalusta 360°', longText: 'Kääntyvä jalusta, jolla takan voi kääntää huoneen eri suuntiin.' },
    SIDG: { description: 'Sivulasit', longText: 'Lasit tulipesän molemmilla sivuilla, toimitetaan asennettuina.' },
  },
  claddings: { TALJ: 'Vuolukiviverhoilu', STAL: 'Grafiittiteräsverhoilu', KAKEL: 'Valkoinen kaakeliverhoilu' },
  claddingText: 'Tehtaalla asennettava verhoilu.',
  option: (option, series) => `${option}, ${series}`,
  spareParts: {
    GLAS: { description: 'Luukun lasi', longText: 'Keraaminen lasi, joka kestää 750 °C, tiivisteineen.' },
    TLD: { description: 'Luukun tiiviste', longText: 'Punottu lasikuitunauha Ø10 mm, yhden luukun pituus.' },
    TLG: { description: 'Lasin tiiviste', longText: 'Litteä lasikuitunauha 10×2 mm, itseliimautuva.' },
    ROST: { description: 'Arina', longText: 'Valurautainen arina.' },
    RVP: { description: 'Savukaasujen ohjauslevy', longText: 'Vermikuliittinen ohjauslevy, joka kierrättää savukaasut tulipesän ympäri.' },
    HAND: { description: 'Luukun kahva', longText: 'Teräsytiminen kahva, ruuvi ja jousi mukana.' },
    LUFT: { description: 'Ilmansäädin', longText: 'Säädin ensiö- ja toisioilmalle.' },
    ASK: { description: 'Tuhkalaatikko', longText: 'Teräslevyinen tuhkalaatikko kahvalla.' },
    ELD: { description: 'Tulipesän vuorauslevysarja', longText: 'Vermikuliittiset sivu-, taka- ja pohjalevyt sarjana.' },
  },
  sparePart: (part, series) => `${part}, ${series}`,
  fitsSeries: (series) => `Sopii kaikkiin ${series} -sarjan malleihin.`,
  nodes: {
    stoves: 'Takat',
    chimney: 'Savupiiput',
    chimneyDiameter: (d) => `Teräspiippu Ø${d} mm`,
    roofSafety: 'Kattoturvatuotteet',
    accessories: 'Lisävarusteet',
    groups: {
      'floor-plates': 'Lattialevyt',
      fireguards: 'Kipinäsuojat',
      tools: 'Takkatarvikkeet ja käsineet',
      'wood-storage': 'Puiden säilytys',
      care: 'Hoito ja maalit',
    },
    spareParts: 'Varaosat',
  },
};

export const CATALOGUE_WORDS: Record<TranslatedLanguage, CatalogueWords> = { en, dk, de, no, fi };

/** A text per translated language, made by the language's own words. */
export const inEveryLanguage = <T>(make: (words: CatalogueWords) => T): Record<TranslatedLanguage, T> =>
  Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, make(CATALOGUE_WORDS[l])])) as Record<TranslatedLanguage, T>;

/** The entry for a code, or an error that names what is missing in which table. */
export function entry<T>(table: Record<string, T>, key: string, what: string): T {
  const value = table[key];
  if (value === undefined) throw new Error(`catalogue texts: no ${what} ${key}`);
  return value;
}
