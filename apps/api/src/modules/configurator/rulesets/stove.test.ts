import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERIES } from '../../../seed/catalogue-data.js';
import { BAD_VALUE, bomOf, choicesOf, configurator, INFO, messagesOf, optionOf, session, type Evaluate } from './test-kit.js';

let stove: Evaluate;
beforeAll(async () => {
  stove = await configurator('Stove');
});

// A complete typical stove: two answers, everything else has a default (colour black, full-glass
// door, standard legs, top outlet, no floor plate).
const TYPICAL_STOVE = { series: 'OSLO', model: 'OSLO-7' };

describe('Stove ruleset', () => {
  it('completes a typical stove with two answers', () => {
    const r = session(stove, [{ series: 'OSLO' }, { model: 'OSLO-7' }]);
    expect(r.complete).toBe(true);
    expect(r.bom).toEqual([{ itemNumber: 'NF-OSLO-7-BK', quantity: 1 }]);
    expect(r.imageUrl).toBe('/catalogue/stove-oslo.svg');
    expect(r.description).toBe('Nordflamme Oslo 7, black');
    expect(r.path).toBeNull();
    expect(r.details).toEqual([
      { Caption: 'Nominal output', Value: '6 kW' },
      { Caption: 'Stove weight with options', Value: '112 kg' },
      { Caption: 'Flue outlet diameter', Value: '150 mm' },
      { Caption: 'Door', Value: 'Full glass' },
      { Caption: 'Flue outlet', Value: 'Top' },
    ]);
  });

  it('shows the stove in the chosen colour, and the series’ own picture in black', () => {
    expect(stove({ ...TYPICAL_STOVE, colour: 'GR' }).imageUrl).toBe('/catalogue/stove-oslo-gr.svg');
    expect(stove({ ...TYPICAL_STOVE, colour: 'WH' }).imageUrl).toBe('/catalogue/stove-oslo-wh.svg');
    expect(stove({ ...TYPICAL_STOVE, colour: 'BK' }).imageUrl).toBe('/catalogue/stove-oslo.svg');
    expect(stove({ series: 'KIRUNA', colour: 'WH' }).imageUrl).toBe('/catalogue/stove-kiruna-wh.svg');
  });

  it('has a picture in the web app for every colour every series is made in', () => {
    const pictures = new Set(readdirSync(new URL('../../../../../web/public/catalogue/', import.meta.url)));
    for (const { code } of SERIES) {
      const colours = optionOf(stove({ series: code }), 'colour').SelectableValues.filter((c) => c.IsEnabled);
      for (const { Value } of colours) {
        const url = stove({ series: code, colour: Value }).imageUrl!;
        expect(url === '/catalogue/cat-stoves.svg' ? null : url, `${code} ${Value}`).toMatch(
          new RegExp(`^/catalogue/stove-${code.toLowerCase()}`),
        );
        expect(pictures.has(url.replace('/catalogue/', '')), url).toBe(true);
      }
    }
  });

  it('starts incomplete with only the series to choose', () => {
    const r = stove({});
    expect(r.complete).toBe(false);
    expect(optionOf(r, 'series')).toMatchObject({ IsVisible: true, IsRequired: true, DisplayType: 'ImageChoice', Value: '' });
    expect(optionOf(r, 'series').SelectableValues).toHaveLength(SERIES.length);
    expect(optionOf(r, 'model').IsVisible).toBe(false);
    expect(r.imageUrl).toBe('/catalogue/cat-stoves.svg');
  });

  it("offers only the series' models", () => {
    expect(optionOf(stove({ series: 'KIRUNA' }), 'model').SelectableValues.map((v) => v.Caption)).toEqual(['Kiruna 3', 'Kiruna 5']);
    const r = stove({ series: 'VISBY', model: 'OSLO-7' });
    expect(messagesOf(r, BAD_VALUE)).toEqual(['Model was reset: Oslo 7 is not available with the current choices.']);
    expect(r.answers).toEqual({ series: 'VISBY' });
  });

  it("lists every colour but enables only the series' colours", () => {
    expect(choicesOf(stove({ series: 'OSLO' }), 'colour')).toEqual({ BK: true, GR: true, WH: true });
    expect(choicesOf(stove({ series: 'VISBY' }), 'colour')).toEqual({ BK: true, GR: true, WH: false });
  });

  it('resets a colour the new series is not made in, with a type 1 message in the language', () => {
    const white = session(stove, [{ series: 'OSLO', model: 'OSLO-7', colour: 'WH' }]);
    expect(bomOf(white)).toEqual({ 'NF-OSLO-7-WH': 1 });
    const changed = session(
      stove,
      [
        { series: 'OSLO', model: 'OSLO-7', colour: 'WH' },
        { series: 'GOTLAND', model: 'GOTLAND-8' },
      ],
      'se',
      'sv',
    );
    expect(messagesOf(changed, BAD_VALUE)).toEqual(['Färg återställdes: Vit finns inte med de nuvarande valen.']);
    expect(changed.answers).toEqual({ series: 'GOTLAND', model: 'GOTLAND-8' });
    expect(bomOf(changed)).toEqual({ 'GH-GOTLAND-8-BK': 1 });
  });

  it('offers no cladding on a series without one, and only its own cladding otherwise', () => {
    for (const s of SERIES.filter((x) => !x.cladding))
      expect(optionOf(stove({ series: s.code }), 'cladding').IsVisible, s.code).toBe(false);
    expect(Object.keys(choicesOf(stove({ series: 'OSLO' }), 'cladding'))).toEqual(['none', 'TALJ']);
    expect(Object.keys(choicesOf(stove({ series: 'VISBY' }), 'cladding'))).toEqual(['none', 'STAL']);
    expect(bomOf(stove({ ...TYPICAL_STOVE, cladding: 'TALJ' }))).toEqual({ 'NF-OSLO-7-BK': 1, 'NF-OSLO-TALJ': 1 });
    const moved = stove({ series: 'BERGEN', model: 'BERGEN-6', cladding: 'TALJ' });
    expect(messagesOf(moved, BAD_VALUE)).toEqual(['Cladding was reset: it does not apply to the current choices.']);
  });

  it('adds the flue-pipe bend for a rear outlet', () => {
    expect(bomOf(stove({ ...TYPICAL_STOVE, outlet: 'rear' }))).toEqual({ 'NF-OSLO-7-BK': 1, 'RR150-B90': 1 });
  });

  it('offers the turntable only where the series has one; plinth and turntable exclude each other', () => {
    expect(choicesOf(stove({ series: 'OSLO' }), 'base')).toEqual({ legs: true, plinth: true, turntable: false });
    expect(choicesOf(stove({ series: 'NARVIK' }), 'base')).toEqual({ legs: true, plinth: true, turntable: true });
    expect(bomOf(stove({ series: 'NARVIK', model: 'NARVIK-6', base: 'turntable' }))).toEqual({ 'GH-NARVIK-6-BK': 1, 'GH-NARVIK-VRID': 1 });
    expect(bomOf(stove({ series: 'NARVIK', model: 'NARVIK-6', base: 'plinth' }))).toEqual({ 'GH-NARVIK-6-BK': 1, 'GH-NARVIK-SOCK': 1 });
  });

  it('disables, not hides, what does not go with a turntable, and resets it', () => {
    const base = { series: 'KIRUNA', model: 'KIRUNA-5', heatStones: 'True', outlet: 'rear', outsideAir: 'True', airSpigot: 'rear' };
    const before = stove(base);
    expect(bomOf(before)).toEqual({ 'NF-KIRUNA-5-BK': 1, 'NF-KIRUNA-VMS': 1, 'NF-KIRUNA-UTL': 1, 'RR150-B90': 1 });
    const turned = session(stove, [base, { base: 'turntable' }]);
    expect(optionOf(turned, 'heatStones')).toMatchObject({ IsVisible: true, IsEnabled: false, Value: 'False' });
    expect(choicesOf(turned, 'outlet')).toEqual({ top: true, rear: false });
    expect(choicesOf(turned, 'airSpigot')).toEqual({ rear: false, under: true });
    expect(messagesOf(turned, BAD_VALUE)).toEqual([
      'Heat-storage stones was reset: it cannot be changed with the current choices.',
      'Outside-air spigot was reset: At the rear is not available with the current choices.',
      'Flue outlet was reset: Rear is not available with the current choices.',
    ]);
    expect(bomOf(turned)).toEqual({ 'NF-KIRUNA-5-BK': 1, 'NF-KIRUNA-VRID': 1, 'NF-KIRUNA-UTL': 1 });
    expect(optionOf(turned, 'airSpigot').Value).toBe('under');
    expect(turned.complete).toBe(true);
  });

  it('adds every chosen option of the series', () => {
    const r = stove({
      series: 'GOTLAND',
      model: 'GOTLAND-10',
      colour: 'GR',
      door: 'decor',
      cladding: 'KAKEL',
      sideGlass: 'True',
      heatStones: 'True',
      base: 'plinth',
      outsideAir: 'True',
      airSpigot: 'under',
      outlet: 'rear',
      floorPlate: 'TB-GP-ST1208-GR',
    });
    expect(r.complete).toBe(true);
    expect(r.bom.map((l) => l.itemNumber)).toEqual([
      'GH-GOTLAND-10-GR',
      'GH-GOTLAND-KAKEL',
      'GH-GOTLAND-SIDG',
      'GH-GOTLAND-VMS',
      'GH-GOTLAND-SOCK',
      'GH-GOTLAND-UTL',
      'RR150-B90',
      'TB-GP-ST1208-GR',
    ]);
    expect(r.description).toBe(
      'Glödhus Gotland 10, grey, decor door, white tile cladding, side glass, heat-storage stones, plinth, outside-air kit underneath, rear flue outlet, floor plate Steel, grey 1200×800',
    );
  });

  it('totals the weight and asks for a floor check above 250 kg', () => {
    const heavy = stove({ series: 'AALBORG', model: 'AALBORG-14', heatStones: 'True' });
    expect(heavy.details.find((d) => d.Caption === 'Stove weight with options')!.Value).toBe(`${219 + 88} kg`);
    expect(messagesOf(heavy, INFO)).toEqual(['The stove weighs 307 kg with its options: check that the floor can carry it.']);
    expect(heavy.complete).toBe(true);
    expect(messagesOf(stove({ series: 'AALBORG', model: 'AALBORG-14' }), INFO)).toEqual([]);
  });

  it('disables floor plates that leave less than the Swedish and Norwegian 300 mm in front', () => {
    for (const market of ['se', 'no'] as const) {
      const plates = choicesOf(stove({ series: 'OSLO' }, market), 'floorPlate');
      expect(plates['TB-GP-GLH1207'], market).toBe(false);
      expect(plates['TB-GP-STH1006-BK'], market).toBe(false);
      expect(plates['TB-GP-ST1208-BK'], market).toBe(true);
    }
    expect(Object.values(choicesOf(stove({ series: 'OSLO' }, 'de'), 'floorPlate')).every(Boolean)).toBe(true);
    expect(bomOf(stove({ ...TYPICAL_STOVE, floorPlate: 'TB-GP-GLH1207' }, 'de'))['TB-GP-GLH1207']).toBe(1);
    expect(messagesOf(stove({ ...TYPICAL_STOVE, floorPlate: 'TB-GP-GLH1207' }, 'se'), BAD_VALUE)).toHaveLength(1);
    expect(messagesOf(stove({ ...TYPICAL_STOVE, floorPlate: 'TB-GP-GL1010' }, 'dk'), INFO)).toEqual([
      'In Denmark the floor plate must also reach 150 mm beside the door opening.',
    ]);
  });

  it('speaks every language', () => {
    expect(stove(TYPICAL_STOVE, 'no', 'no').details[0]).toEqual({ Caption: 'Nominell effekt', Value: '6 kW' });
    expect(stove({ series: 'OSLO', model: 'OSLO-5' }, 'fi', 'fi').details[0]).toEqual({ Caption: 'Nimellisteho', Value: '4,5 kW' });
    expect(stove(TYPICAL_STOVE, 'dk', 'dk').description).toBe('Nordflamme Oslo 7, sort');
    expect(stove(TYPICAL_STOVE, 'de', 'de').pages[0]!.Caption).toBe('Kaminofen');
  });
});
