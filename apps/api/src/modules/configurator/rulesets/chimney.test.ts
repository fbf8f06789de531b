import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../seed/catalogue-data.js';
import type { Answers, EngineResult } from '../engine/engine-types.js';
import {
  BAD_VALUE,
  bomOf,
  brokenRulesOf,
  choicesOf,
  configurator,
  ERROR,
  INFO,
  messagesOf,
  optionOf,
  session,
  type Evaluate,
} from './test-kit.js';

let chimney: Evaluate;
let premodul: Evaluate;
beforeAll(async () => {
  chimney = await configurator('Chimney');
  premodul = await configurator('Premodul');
});

/**
 * The typical chimney: Ø150 through a tiled roof of 27°, 4.5 m inside and 1.2 m above the roof,
 * eaves 4 m up (Swedish market). Six answers; connection (top), exit (roof), one ceiling,
 * roof-safety colour (red on tiles), rain cap (yes), spark arrester and cleaning section (no)
 * come from their defaults.
 */
const TYPICAL_CHIMNEY: Answers[] = [
  { diameter: '150' },
  { heightInside: '4.5' },
  { heightAbove: '1.2' },
  { roofCovering: 'T' },
  { roofPitch: '27' },
  { eavesHeight: '4' },
];
const TYPICAL: Answers = Object.assign({}, ...TYPICAL_CHIMNEY);
/** Outside Sweden and Norway there is no roof-safety rule, so the eaves height is not asked. */
const { eavesHeight: _eaves, ...TYPICAL_NO_EAVES } = TYPICAL;

const productWeight = new Map(CATALOGUE.products.map((p) => [p.itemNumber, p.weightKg]));
/** The catalogue weight of the chimney's own parts (SK and RR), to compare with the detail. */
const catalogueKg = (r: EngineResult) =>
  Math.round(
    r.bom.filter((l) => /^(SK|RR)/.test(l.itemNumber)).reduce((sum, l) => sum + l.quantity * productWeight.get(l.itemNumber)!, 0) * 10,
  ) / 10;
const detail = (r: EngineResult, caption: string) => r.details.find((d) => d.Caption === caption)?.Value;

describe('Chimney ruleset', () => {
  it('completes the typical chimney within seven answers', () => {
    expect(TYPICAL_CHIMNEY.length).toBeLessThanOrEqual(7);
    const r = session(chimney, TYPICAL_CHIMNEY);
    expect(r.messages).toEqual([]);
    expect(r.complete).toBe(true);
    // 5.7 m less the 250 mm start section is 5.45 m, rounded up to 5.5 m: 5 × 1000 + 1 × 500.
    // The roof ladder climbs from the eaves (4 m) to the roof passage (1 m + 4.5 m): 1.5 m / sin 27° = 3.3 m → 3.6 m ladder.
    expect(bomOf(r)).toEqual({
      'SK150-START': 1,
      'SK150-1000': 5,
      'SK150-500': 1,
      'SK150-IT': 1,
      'SK150-RH': 1,
      'SK150-TL-T30': 1,
      'TS-STEGE-36-RD': 1,
    });
    expect(r.details).toEqual([
      { Caption: 'Chimney length', Value: '5.7 m' },
      { Caption: 'Flue diameter', Value: '150 mm' },
      { Caption: 'Designation (EN 1856-1)', Value: 'T450 N1 D V3 G50' },
      { Caption: 'Straight sections', Value: '6' },
      { Caption: 'Chimney weight', Value: `${catalogueKg(r)} kg` },
    ]);
    expect(r.description).toBe('Steel chimney Ø150 mm, through the roof, 4.5 m inside, 1.2 m above the roof, tiled roof 27°');
    expect(r.imageUrl).toBe('/catalogue/chimney-straight.svg');
    expect(r.path).toBeNull();
  });

  it('refuses a chimney over 15 m with a type 1 message beside the height inside', () => {
    const r = chimney({ ...TYPICAL, heightInside: '14', heightAbove: '1.5' });
    expect(brokenRulesOf(r)).toEqual(['heightInside: The chimney would be 15.5 m long; at most 15 m is possible.']);
    expect(messagesOf(r, BAD_VALUE)).toHaveLength(1);
    expect(messagesOf(r, ERROR)).toEqual([]);
    expect(r.problems).toEqual(['The chimney would be 15.5 m long; at most 15 m is possible.']);
    expect(r.complete).toBe(false);
    expect(chimney({ ...TYPICAL, heightInside: '13.5', heightAbove: '1.5' }).complete).toBe(true);
  });

  it('rounds the straight length up to the next 250 mm after the fittings', () => {
    // 4.3 + 1.0 − 0.25 start = 5.05 m → 5.25 m
    expect(bomOf(chimney({ ...TYPICAL, heightInside: '4.3', heightAbove: '1' }))).toMatchObject({ 'SK150-1000': 5, 'SK150-250': 1 });
    // 4.5 + 1.0 − 0.25 start − 0.25 cleaning section = 5 m exactly
    const cleaning = bomOf(chimney({ ...TYPICAL, heightInside: '4.5', heightAbove: '1', cleaningSection: 'True' }));
    expect(cleaning).toMatchObject({ 'SK150-1000': 5, 'SK150-RENS': 1 });
    expect(cleaning['SK150-500']).toBeUndefined();
    expect(cleaning['SK150-250']).toBeUndefined();
  });

  describe('above the roof, by market', () => {
    it('requires the market minimum (se 1.0 m, no and dk 0.8 m) with a message beside the height above', () => {
      const low = chimney({ ...TYPICAL, heightAbove: '0.9' });
      expect(brokenRulesOf(low)).toEqual([
        'heightAbove: The chimney must reach at least 1 m above the roof in your market; 0.9 m is too low.',
      ]);
      expect(low.complete).toBe(false);
      expect(chimney({ ...TYPICAL, heightAbove: '0.9' }, 'no').complete).toBe(true);
      expect(brokenRulesOf(chimney({ ...TYPICAL, heightAbove: '0.7' }, 'no', 'no'))).toEqual([
        'heightAbove: Pipen må nå minst 0,8 m over taket i ditt marked; 0,7 m er for lavt.',
      ]);
      expect(chimney({ ...TYPICAL, heightAbove: '0.8' }, 'dk').complete).toBe(true);
      expect(chimney({ ...TYPICAL, heightAbove: '0.9' }, 'de').complete).toBe(false);
    });

    it('adds bracing above 2 m, with an information message', () => {
      const r = chimney({ ...TYPICAL, heightAbove: '2.1' }, 'dk');
      expect(bomOf(r)['SK150-STAG']).toBe(1);
      expect(messagesOf(r, INFO)).toContain('The chimney stands more than 2 m above the roof: a bracing set is included.');
      expect(bomOf(chimney({ ...TYPICAL, heightAbove: '2' }, 'dk'))['SK150-STAG']).toBeUndefined();
    });
  });

  describe('roof safety', () => {
    it('adds a platform in Sweden above 1.5 m, by roof covering (felt uses the sheet-metal platform)', () => {
      expect(bomOf(chimney({ ...TYPICAL, heightAbove: '1.5' }))['TS-PLATT-T-RD']).toBeUndefined();
      expect(bomOf(chimney({ ...TYPICAL, heightAbove: '1.6' }))['TS-PLATT-T-RD']).toBe(1);
      expect(bomOf(chimney({ ...TYPICAL, heightAbove: '1.6', roofCovering: 'P' }))['TS-PLATT-P-BK']).toBe(1);
      expect(bomOf(chimney({ ...TYPICAL, heightAbove: '1.6', roofCovering: 'F', roofSafetyColour: 'RD' }))['TS-PLATT-P-RD']).toBe(1);
      expect(messagesOf(chimney({ ...TYPICAL, heightAbove: '1.6' }), INFO)).toEqual([
        "The chimney stands more than 1.5 m above the roof: a sweep's platform is included.",
      ]);
    });

    it('adds a platform in Norway above 1.2 m', () => {
      expect(bomOf(chimney({ ...TYPICAL, heightAbove: '1.2' }, 'no'))['TS-PLATT-T-RD']).toBeUndefined();
      expect(bomOf(chimney({ ...TYPICAL, heightAbove: '1.3' }, 'no'))['TS-PLATT-T-RD']).toBe(1);
      expect(bomOf(chimney({ ...TYPICAL, heightAbove: '1.3' }, 'se'))['TS-PLATT-T-RD']).toBeUndefined();
    });

    it('anchors the ladder when the eaves are higher than 5 m', () => {
      expect(bomOf(chimney({ ...TYPICAL, eavesHeight: '5' }))['TS-FORANK-RD']).toBeUndefined();
      const high = chimney({ ...TYPICAL, eavesHeight: '5.1', roofSafetyColour: 'BK' }, 'no');
      expect(bomOf(high)['TS-FORANK-BK']).toBe(1);
      expect(messagesOf(high, INFO)).toEqual(['The eaves are higher than 5 m: a ladder anchor is included.']);
    });

    it('sizes the roof ladder from the rise above the eaves and the pitch', () => {
      // rise at least 1 m: 1 / sin 45° = 1.41 m → 1.8 m
      expect(bomOf(chimney({ ...TYPICAL, eavesHeight: '6', roofPitch: '45' }))['TS-STEGE-18-RD']).toBe(1);
      // rise 1 + 10 − 4 = 7 m at 30°: 14 m along the roof → four 3.6 m ladders
      expect(bomOf(chimney({ ...TYPICAL, heightInside: '10', roofPitch: '30' }))['TS-STEGE-36-RD']).toBe(4);
      // flat roofs have no ladder
      expect(Object.keys(bomOf(chimney({ ...TYPICAL, roofPitch: '10' }))).some((i) => i.startsWith('TS-STEGE'))).toBe(false);
    });

    it('leaves roof safety to the local rules elsewhere', () => {
      const r = chimney({ ...TYPICAL, heightAbove: '1.9', eavesHeight: '7' }, 'de');
      expect(Object.keys(bomOf(r)).filter((i) => i.startsWith('TS-'))).toEqual([]);
      expect(optionOf(r, 'eavesHeight').IsVisible).toBe(false);
      expect(optionOf(r, 'roofSafetyColour').IsVisible).toBe(false);
      expect(messagesOf(r, BAD_VALUE)).toEqual(['Eaves height above the ground (m) was reset: it does not apply to the current choices.']);
      expect(messagesOf(r, INFO)).toEqual([
        'Roof safety is not included for your market: follow the local rules and add it from the shop.',
      ]);
      expect(r.complete).toBe(true);
    });
  });

  describe('roof rules in ordinary houses', () => {
    const TS = (r: EngineResult) => Object.fromEntries(Object.entries(bomOf(r)).filter(([item]) => item.startsWith('TS-')));

    it('anchors only a roof ladder: a felt roof at 5° with eaves at 6 m has neither, at 27° it has both', () => {
      const felt = { ...TYPICAL, heightInside: '6', roofCovering: 'F', eavesHeight: '6' };
      for (const market of ['se', 'no'] as const) {
        const flat = chimney({ ...felt, roofPitch: '5' }, market);
        expect(TS(flat)).toEqual({});
        expect(messagesOf(flat, INFO)).toEqual([]);
        expect(flat.complete).toBe(true);
        // rise 1 m (7 m roof passage − 6 m eaves) / sin 27° = 2.2 m → 2.4 m ladder
        const pitched = chimney({ ...felt, roofPitch: '27' }, market);
        expect(TS(pitched)).toEqual({ 'TS-STEGE-24-BK': 1, 'TS-FORANK-BK': 1 });
        expect(messagesOf(pitched, INFO)).toEqual(['The eaves are higher than 5 m: a ladder anchor is included.']);
      }
    });

    it("gives the sweep's platform that fits the roof covering: hooked to the battens under tiles, through-fixed on sheet metal and felt", () => {
      const high = { ...TYPICAL, heightInside: '6', heightAbove: '1.6', eavesHeight: '6' };
      expect(TS(chimney({ ...high, roofCovering: 'F', roofPitch: '5' }))).toEqual({ 'TS-PLATT-P-BK': 1 });
      expect(TS(chimney({ ...high, roofCovering: 'F', roofPitch: '27', roofSafetyColour: 'RD' }))).toMatchObject({ 'TS-PLATT-P-RD': 1 });
      expect(TS(chimney({ ...high, roofCovering: 'P', roofPitch: '5' }))).toEqual({ 'TS-PLATT-P-BK': 1 });
      expect(TS(chimney({ ...high, roofCovering: 'T', roofPitch: '27' }))).toMatchObject({ 'TS-PLATT-T-RD': 1 });
      expect(TS(chimney({ ...high, roofCovering: 'T', roofPitch: '27', roofSafetyColour: 'BK' }, 'no'))).toMatchObject({
        'TS-PLATT-T-BK': 1,
      });
    });

    it('refuses a roof covering under its minimum pitch: tiles from 14°, sheet metal from 4°, felt at any pitch', () => {
      const flatTiles = chimney({ ...TYPICAL, roofPitch: '0' });
      expect(brokenRulesOf(flatTiles)).toEqual([
        'roofPitch: The roof covering (Tiles) needs a roof pitch of at least 14°; 0° is too flat.',
      ]);
      // The answer stays, so the dealer sees what to change.
      expect(optionOf(flatTiles, 'roofPitch').Value).toBe('0');
      expect(flatTiles.complete).toBe(false);
      expect(chimney({ ...TYPICAL, roofPitch: '13' }).complete).toBe(false);
      expect(chimney({ ...TYPICAL, roofPitch: '14' }).complete).toBe(true);
      expect(chimney({ ...TYPICAL, roofCovering: 'P', roofPitch: '3' }).complete).toBe(false);
      expect(chimney({ ...TYPICAL, roofCovering: 'P', roofPitch: '4' }).complete).toBe(true);
      expect(chimney({ ...TYPICAL, roofCovering: 'F', roofPitch: '0' }).complete).toBe(true);
      // in every market and language
      const dk = chimney({ ...TYPICAL_NO_EAVES, roofPitch: '10' }, 'dk', 'dk');
      expect(brokenRulesOf(dk)).toEqual(['roofPitch: Tagdækningen (Tegl) kræver en taghældning på mindst 14°; 10° er for fladt.']);
      expect(premodul({ ...TYPICAL, roofPitch: '5' }).complete).toBe(false);
    });

    it('flags a roof passage below the eaves, where the heights cannot both be right', () => {
      // the outlet about 1 m up + 3 m inside: the chimney meets the roof at 4 m, below eaves at 5 m
      const low = chimney({ ...TYPICAL, heightInside: '3', eavesHeight: '5' });
      expect(messagesOf(low, INFO)).toEqual([
        "The chimney would pass through the roof 4 m above the ground, below the eaves at 5 m: check the height inside and the eaves height (the stove's outlet is taken to be about 1 m above the ground).",
      ]);
      expect(messagesOf(chimney({ ...TYPICAL, heightInside: '3', eavesHeight: '5' }, 'no', 'no'), INFO)).toEqual([
        'Pipen ville gå gjennom taket 4 m over bakken, under takfoten på 5 m: kontroller høyden innendørs og takfotens høyde (ovnens uttak regnes å sitte ca. 1 m over bakken).',
      ]);
      expect(messagesOf(chimney({ ...TYPICAL, heightInside: '4', eavesHeight: '5' }), INFO)).toEqual([]);
      expect(messagesOf(premodul({ ...TYPICAL, heightInside: '2.5', eavesHeight: '4' }), INFO)).toHaveLength(1);
    });

    /** Up the outside wall past the eaves and 1.6 m above the roof. */
    const WALL: Answers = { diameter: '150', exit: 'wall', heightInside: '1', heightOutside: '4.5', heightAbove: '1.6' };

    it('gives a wall-exit chimney that ends above the roof the roof safety of its market: it is swept from the roof', () => {
      const asked = chimney(WALL);
      for (const id of ['roofCovering', 'roofPitch', 'eavesHeight', 'roofSafetyColour'])
        expect(optionOf(asked, id), id).toMatchObject({ IsVisible: true, IsRequired: true });
      expect(asked.complete).toBe(false);

      const r = chimney({ ...WALL, roofCovering: 'T', roofPitch: '27', eavesHeight: '6.5' });
      expect(r.complete).toBe(true);
      // anchored above 5 m eaves, a platform above 1.5 m; no flashing, the roof is not pierced
      expect(TS(r)).toMatchObject({ 'TS-FORANK-RD': 1, 'TS-PLATT-T-RD': 1 });
      expect(Object.keys(bomOf(r)).filter((i) => i.includes('-TL-'))).toEqual([]);
      expect(messagesOf(r, INFO)).toEqual([
        "The chimney stands more than 1.5 m above the roof: a sweep's platform is included.",
        'The eaves are higher than 5 m: a ladder anchor is included.',
      ]);
      expect(r.description).toBe(
        'Steel chimney Ø150 mm, through the wall, 1 m inside, 4.5 m along the wall, 1.6 m above the roof, tiled roof 27°',
      );
      expect(TS(chimney({ ...WALL, heightAbove: '1.3', roofCovering: 'P', roofPitch: '20', eavesHeight: '4' }, 'no'))).toMatchObject({
        'TS-PLATT-P-BK': 1,
      });

      // where the market's rules are not applied, nothing about the roof is asked
      const dk = chimney(WALL, 'dk');
      expect(optionOf(dk, 'roofCovering').IsVisible).toBe(false);
      expect(dk.complete).toBe(true);
      expect(messagesOf(dk, INFO)).toEqual([
        'Roof safety is not included for your market: follow the local rules and add it from the shop.',
      ]);
    });

    it('lays a roof ladder wherever the sweep climbs a pitched roof: through the roof, and beside a wall-exit chimney', () => {
      for (const market of ['se', 'no'] as const) {
        // through the roof: 1 + 5 − 4 = 2 m rise / sin 27° = 4.4 m → two 2.4 m ladders
        expect(TS(chimney({ ...TYPICAL, heightInside: '5' }, market)), market).toEqual({ 'TS-STEGE-24-RD': 2 });
        // beside a wall-exit chimney the sweep steps onto the roof at the eaves: 1 m / sin 27° = 2.2 m → 2.4 m
        const wall = { ...WALL, heightAbove: '1.2', roofCovering: 'T', eavesHeight: '4' };
        expect(TS(chimney({ ...wall, roofPitch: '27' }, market)), market).toEqual({ 'TS-STEGE-24-RD': 1 });
        // 1 m / sin 45° = 1.4 m → 1.8 m
        expect(TS(chimney({ ...wall, roofPitch: '45' }, market)), market).toEqual({ 'TS-STEGE-18-RD': 1 });
        // roofs of 10° or less are walked
        expect(TS(chimney({ ...wall, roofCovering: 'F', roofPitch: '10' }, market)), market).toEqual({});
      }
    });

    it('keeps the answers an exit change hides, uses none of them meanwhile, and restores them when the exit changes back', () => {
      for (const market of ['se', 'no', 'dk', 'de'] as const) {
        const eaves = market === 'se' || market === 'no' ? [{ eavesHeight: '4' }] : [];
        const roof: Answers[] = [...TYPICAL_CHIMNEY.slice(0, 5), ...eaves, { ceilingPasses: '2' }];
        const before = session(chimney, roof, market);
        expect(before.complete, market).toBe(true);

        const toWall = session(chimney, [...roof, { exit: 'wall' }], market);
        expect(messagesOf(toWall, BAD_VALUE), market).toEqual([]);
        expect(toWall.answers, market).toMatchObject({ roofCovering: 'T', roofPitch: '27', ceilingPasses: '2' });
        const wall = session(chimney, [...roof, { exit: 'wall' }, { heightOutside: '3' }], market);
        expect(wall.complete, market).toBe(true);
        expect(
          Object.keys(bomOf(wall)).filter((i) => i.includes('-IT') || i.includes('-TL-')),
          market,
        ).toEqual([]);
        expect(optionOf(wall, 'ceilingPasses'), market).toMatchObject({ IsVisible: false, Value: '' });

        const back = session(chimney, [...roof, { exit: 'wall' }, { heightOutside: '3' }, { exit: 'roof' }], market);
        expect(messagesOf(back, BAD_VALUE), market).toEqual([]);
        expect(optionOf(back, 'ceilingPasses').Value, market).toBe('2');
        expect(optionOf(back, 'roofCovering').Value, market).toBe('T');
        expect(optionOf(back, 'roofPitch').Value, market).toBe('27');
        expect(bomOf(back), market).toEqual(bomOf(before));
        expect(back.description, market).toBe(before.description);
        expect(back.complete, market).toBe(true);
        // …and the wall's own answer comes back with the wall
        const again = session(chimney, [...roof, { exit: 'wall' }, { heightOutside: '3' }, { exit: 'roof' }, { exit: 'wall' }], market);
        expect(optionOf(again, 'heightOutside').Value, market).toBe('3');
        expect(bomOf(again), market).toEqual(bomOf(wall));
      }
    });
  });

  it('disables Ø130 in Denmark (solid fuel needs at least 175 cm²)', () => {
    expect(choicesOf(chimney({}, 'se'), 'diameter')).toEqual({ 130: true, 150: true, 180: true, 200: true });
    expect(choicesOf(chimney({}, 'dk'), 'diameter')).toEqual({ 130: false, 150: true, 180: true, 200: true });
    const r = chimney({ ...TYPICAL_NO_EAVES, diameter: '130' }, 'dk', 'dk');
    expect(messagesOf(r, BAD_VALUE)).toEqual(['Røgkanalens diameter blev nulstillet: Ø130 mm findes ikke med de nuværende valg.']);
    expect(r.complete).toBe(false);
    expect(bomOf(chimney({ ...TYPICAL, diameter: '130' }, 'se'))['SK130-START']).toBe(1);
  });

  it('discourages caps near Danish thatched roofs: spark arrester disabled, rain cap flagged', () => {
    const r = chimney({ ...TYPICAL_NO_EAVES, thatchNearby: 'True', sparkArrester: 'True' }, 'dk');
    expect(optionOf(r, 'sparkArrester')).toMatchObject({ IsEnabled: false, Value: 'False' });
    expect(messagesOf(r, BAD_VALUE)).toEqual(['Spark arrester was reset: it cannot be changed with the current choices.']);
    expect(messagesOf(r, INFO)).toContain('Caps are discouraged near thatched roofs: consider leaving out the rain cap.');
    expect(optionOf(chimney(TYPICAL, 'se'), 'thatchNearby').IsVisible).toBe(false);
    expect(bomOf(chimney({ ...TYPICAL_NO_EAVES, sparkArrester: 'True' }, 'dk'))['SK150-GF']).toBe(1);
  });

  it('connects a rear outlet with a bend and an adapter', () => {
    expect(bomOf(chimney({ ...TYPICAL, connection: 'rear' }))).toMatchObject({ 'SK150-START': 1, 'SK150-ADP': 1, 'RR150-B90': 1 });
  });

  it('goes through the wall with a tee and one wall bracket per started 4 m outside', () => {
    // in Denmark, where no roof safety is added (in Sweden and Norway the roof is asked for it, see above)
    const wall = { diameter: '180', exit: 'wall', heightInside: '1.5', heightOutside: '4.5', heightAbove: '1' };
    const r = chimney(wall, 'dk');
    expect(r.complete).toBe(true);
    // 1.5 + 4.5 + 1 = 7 m less start and tee (0.5 m) = 6.5 m; outside 5.5 m → two brackets
    expect(bomOf(r)).toEqual({ 'SK180-START': 1, 'SK180-1000': 6, 'SK180-500': 1, 'SK180-T90': 1, 'SK180-VF': 2, 'SK180-RH': 1 });
    expect(optionOf(r, 'roofCovering').IsVisible).toBe(false);
    expect(r.imageUrl).toBe('/catalogue/chimney-tee.svg');
    expect(bomOf(chimney({ ...wall, heightOutside: '3' }, 'dk'))['SK180-VF']).toBe(1);
    expect(detail(r, 'Chimney weight')).toBe(`${catalogueKg(r)} kg`);
  });

  it('weighs the same as the catalogue articles it lists', () => {
    for (const answers of [
      {
        ...TYPICAL,
        diameter: '200',
        heightAbove: '2.5',
        connection: 'rear',
        sparkArrester: 'True',
        cleaningSection: 'True',
        roofPitch: '40',
      },
      { ...TYPICAL, diameter: '130', roofCovering: 'F', roofPitch: '12', ceilingPasses: '2' },
    ]) {
      const r = chimney(answers);
      expect(r.complete).toBe(true);
      expect(detail(r, 'Chimney weight')).toBe(`${catalogueKg(r)} kg`);
    }
  });
});

describe('Premodul ruleset', () => {
  // Ø150 is the default: five answers make the typical modular chimney
  const TYPICAL_MODULAR = { heightInside: '4.5', heightAbove: '1.2', roofCovering: 'T', roofPitch: '27', eavesHeight: '4' };

  it('completes with whole-metre modules, ceiling kit and rain cap included', () => {
    const r = premodul(TYPICAL_MODULAR);
    expect(r.complete).toBe(true);
    expect(bomOf(r)).toEqual({ 'SK150-START': 1, 'SK150-1000': 6, 'SK150-IT': 1, 'SK150-RH': 1, 'SK150-TL-T30': 1, 'TS-STEGE-36-RD': 1 });
    expect(detail(r, 'Length as delivered')).toBe('6.25 m');
    expect(detail(r, 'Chimney weight')).toBe(`${catalogueKg(r)} kg`);
    expect(choicesOf(r, 'diameter')).toEqual({ 150: true, 180: true });
    expect(r.description).toBe('Modular chimney Ø150 mm, 6 modules, 1.2 m above the roof, tiled roof 27°');
  });

  it('refuses more than 10 m', () => {
    const r = premodul({ ...TYPICAL_MODULAR, heightInside: '9', heightAbove: '1.5' });
    expect(brokenRulesOf(r)).toEqual(['heightInside: The chimney would be 10.5 m long; at most 10 m is possible.']);
    expect(r.complete).toBe(false);
  });

  it('applies the same market rules above the roof and for roof safety', () => {
    expect(premodul({ ...TYPICAL_MODULAR, heightAbove: '0.9' }, 'se').complete).toBe(false);
    expect(premodul({ ...TYPICAL_MODULAR, heightAbove: '0.9' }, 'no').complete).toBe(true);
    expect(bomOf(premodul({ ...TYPICAL_MODULAR, heightAbove: '1.6' }))['TS-PLATT-T-RD']).toBe(1);
    expect(bomOf(premodul({ ...TYPICAL_MODULAR, heightAbove: '1.3' }, 'no'))['TS-PLATT-T-RD']).toBe(1);
    expect(bomOf(premodul({ ...TYPICAL_MODULAR, eavesHeight: '5.5' }))['TS-FORANK-RD']).toBe(1);
    expect(bomOf(premodul({ ...TYPICAL_MODULAR, heightAbove: '2.5' }))['SK150-STAG']).toBe(1);
  });

  it('leaves the rain cap out near Danish thatched roofs', () => {
    const r = premodul({ ...TYPICAL_MODULAR, thatchNearby: 'True' }, 'dk');
    expect(bomOf(r)['SK150-RH']).toBeUndefined();
    expect(messagesOf(r, INFO)).toContain('Near thatched roofs the rain cap is left out.');
  });
});
