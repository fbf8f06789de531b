import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_VALUE, bomOf, brokenRulesOf, configurator, messagesOf, optionOf, session, type Evaluate } from './test-kit.js';

let newStove: Evaluate;
beforeAll(async () => {
  newStove = await configurator('New_Stove');
});

// Stove and chimney package: the two stove answers and the five chimney answers of a typical
// roof exit (the chimney package is included by default, its diameter is fixed at Ø150).
const TYPICAL = {
  series: 'OSLO',
  model: 'OSLO-7',
  heightInside: '4.5',
  heightAbove: '1.2',
  roofCovering: 'T',
  roofPitch: '27',
  eavesHeight: '4',
};

describe('New_Stove ruleset', () => {
  it('completes a stove with its chimney in seven answers and sets the path', () => {
    const r = session(
      newStove,
      Object.entries(TYPICAL).map(([id, value]) => ({ [id]: value })),
    );
    expect(r.complete).toBe(true);
    expect(r.path).toBe('stove+chimney');
    expect(bomOf(r)).toEqual({
      'NF-OSLO-7-BK': 1,
      'SK150-START': 1,
      'SK150-1000': 5,
      'SK150-500': 1,
      'SK150-IT': 1,
      'SK150-RH': 1,
      'SK150-TL-T30': 1,
      'TS-STEGE-36-RD': 1,
    });
    expect(r.bom[0]!.itemNumber).toBe('NF-OSLO-7-BK');
    expect(r.description).toBe('Nordflamme Oslo 7, black, with steel chimney Ø150 mm, 4.5 m inside, 1.2 m above the roof, tiled roof 27°');
    expect(r.imageUrl).toBe('/catalogue/stove-oslo.svg');
  });

  it('fixes the diameter at Ø150 and takes that value back silently', () => {
    const r = newStove({ ...TYPICAL, diameter: '150' });
    expect(optionOf(r, 'diameter')).toMatchObject({ IsVisible: true, IsEnabled: false, Value: '150' });
    expect(r.messages).toEqual([]);
    expect(messagesOf(newStove({ ...TYPICAL, diameter: '180' }), BAD_VALUE)).toEqual(["Flue diameter: '180' is not one of the choices."]);
  });

  it('is a plain stove without the chimney package: no path, no chimney lines', () => {
    const r = newStove({ series: 'OSLO', model: 'OSLO-7', includeChimney: 'False' });
    expect(r.complete).toBe(true);
    expect(r.path).toBeNull();
    expect(bomOf(r)).toEqual({ 'NF-OSLO-7-BK': 1 });
    expect(r.description).toBe('Nordflamme Oslo 7, black');
    expect(optionOf(r, 'heightInside').IsVisible).toBe(false);
    expect(r.pages.find((p) => p.Caption === 'Roof')!.IsVisible).toBe(false);
    expect(r.details.map((d) => d.Caption)).not.toContain('Chimney weight');
  });

  it('connects a rear outlet with the stove bend and an adapter', () => {
    expect(bomOf(newStove({ ...TYPICAL, outlet: 'rear' }))).toMatchObject({ 'RR150-B90': 1, 'SK150-ADP': 1, 'SK150-START': 1 });
  });

  it('applies the chimney rules: maximum length and market minimum above the roof', () => {
    expect(brokenRulesOf(newStove({ ...TYPICAL, heightInside: '14.5', heightAbove: '1' }))).toEqual([
      'heightInside: The chimney would be 15.5 m long; at most 15 m is possible.',
    ]);
    expect(newStove({ ...TYPICAL, heightAbove: '0.9' }).complete).toBe(false);
    expect(bomOf(newStove({ ...TYPICAL, heightAbove: '1.6' }))['TS-PLATT-T-RD']).toBe(1);
  });
});
