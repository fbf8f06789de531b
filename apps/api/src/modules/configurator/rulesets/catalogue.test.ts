/**
 * Every article number a ruleset can produce exists in the catalogue, with the catalogue's
 * weights. The configurations come from enumerating the choices that decide article numbers
 * (series × model × colour × options; diameter × roof covering × pitch band × colour; ladder
 * lengths), plus every single change the UI offers from a few starting points in every market.
 * Each BOM line template must be hit, so a line that no enumeration reaches fails the test.
 */

import { beforeAll, describe, expect, it } from 'vitest';
import { RULESETS, type Ruleset } from '@portal/contracts/configurator';
import { CATALOGUE, DIAMETERS, SERIES } from '../../../seed/catalogue-data.js';
import { ENGINE_MARKETS, type Answers, type EngineMarket, type EngineResult } from '../engine/engine-types.js';
import { loadRuleset } from '../engine/load.js';
import { allOptions, configurator, offeredValues, type Evaluate } from './test-kit.js';

const PRODUCTS = new Map(CATALOGUE.products.map((p) => [p.itemNumber, p]));
const round1 = (n: number) => Math.round(n * 10) / 10;
const kgOf = (r: EngineResult, pick: (item: string) => boolean) =>
  round1(r.bom.filter((l) => pick(l.itemNumber)).reduce((sum, l) => sum + l.quantity * (PRODUCTS.get(l.itemNumber)?.weightKg ?? NaN), 0));

type Seed = { answers: Answers; market: EngineMarket };

class Exploration {
  readonly items = new Map<string, string>();
  readonly problems: string[] = [];
  runs = 0;
  constructor(
    private readonly evaluate: Evaluate,
    /** The chimney's own parts; in New_Stove the rear outlet's flue-pipe bend belongs to the stove. */
    private readonly chimneyPart: (item: string) => boolean,
  ) {}

  run(answers: Answers, market: EngineMarket): EngineResult {
    const r = this.evaluate(answers, market);
    this.runs++;
    const where = `${market} ${JSON.stringify(answers)}`;
    for (const line of r.bom) {
      if (!this.items.has(line.itemNumber)) this.items.set(line.itemNumber, where);
      if (!PRODUCTS.has(line.itemNumber)) this.problems.push(`${line.itemNumber} is not in the catalogue (${where})`);
    }
    // the weights in the rulesets are the catalogue's
    const detail = (caption: string) => r.details.find((d) => d.Caption === caption)?.Value;
    const stoveKg = detail('Stove weight with options');
    if (stoveKg && stoveKg !== `${kgOf(r, (i) => /^(NF|GH)-/.test(i))} kg`) this.problems.push(`stove weight ${stoveKg} (${where})`);
    const chimneyKg = detail('Chimney weight');
    if (chimneyKg && chimneyKg !== `${kgOf(r, this.chimneyPart)} kg`) this.problems.push(`chimney weight ${chimneyKg} (${where})`);
    return r;
  }

  /** The seed, and every single change the UI offers from it. */
  sweep(seeds: Seed[]): void {
    for (const { answers, market } of seeds) {
      const start = this.run(answers, market);
      for (const option of allOptions(start)) {
        for (const value of offeredValues(option, 7)) this.run({ ...start.answers, [option.ID]: value }, market);
      }
    }
  }
}

const everywhere = (answers: Answers): Seed[] => ENGINE_MARKETS.map((market) => ({ answers, market }));
const templateHit = (template: string, items: string[]) => {
  const pattern = new RegExp(
    `^${template
      .split(/\{[^}]*\}/)
      .map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
  return items.some((item) => pattern.test(item));
};

const explorations = new Map<Ruleset, Exploration>();

beforeAll(async () => {
  for (const name of RULESETS) {
    const chimneyPart = name === 'New_Stove' ? (i: string) => /^SK\d/.test(i) : (i: string) => /^(SK|RR)\d/.test(i);
    explorations.set(name, new Exploration(await configurator(name), chimneyPart));
  }
  const stove = explorations.get('Stove')!;
  const newStove = explorations.get('New_Stove')!;
  const chimney = explorations.get('Chimney')!;
  const premodul = explorations.get('Premodul')!;

  for (const s of SERIES) {
    for (const m of s.models) {
      for (const colour of s.colours) {
        const all = {
          series: s.code,
          model: `${s.code}-${m.model}`,
          colour,
          sideGlass: 'True',
          heatStones: 'True',
          outsideAir: 'True',
          outlet: 'rear',
        };
        stove.run({ ...all, cladding: s.cladding?.code ?? 'none', base: 'plinth' }, 'se');
        stove.run({ ...all, heatStones: 'False', outlet: 'top', base: s.turntable ? 'turntable' : 'legs', airSpigot: 'under' }, 'dk');
      }
    }
  }
  const stoveSeed = { series: 'KIRUNA', model: 'KIRUNA-5', floorPlate: 'TB-GP-GL1010' };
  stove.sweep(everywhere(stoveSeed));

  const roof = { heightInside: '4.5', heightAbove: '2.5', roofPitch: '27', eavesHeight: '6' };
  for (const market of ['se', 'no'] as const) {
    for (const diameter of DIAMETERS) {
      for (const roofCovering of ['T', 'P', 'F']) {
        for (const roofPitch of ['12', '20', '40']) {
          for (const roofSafetyColour of ['BK', 'RD']) {
            const answers = { ...roof, diameter: String(diameter), roofCovering, roofPitch, roofSafetyColour };
            chimney.run({ ...answers, connection: 'rear', cleaningSection: 'True', sparkArrester: 'True' }, market);
            chimney.run({ diameter: String(diameter), exit: 'wall', heightInside: '2', heightOutside: '5', heightAbove: '1.2' }, market);
            if (diameter === 150 || diameter === 180) premodul.run(answers, market);
          }
        }
      }
    }
  }
  // ladder lengths: runs along the roof from 1.4 m to several ladders
  for (const roofPitch of ['11', '20', '30', '45']) {
    for (const heightInside of ['2', '3', '4', '5', '6', '8', '10', '14']) {
      for (const roofSafetyColour of ['BK', 'RD']) {
        chimney.run(
          { diameter: '150', heightInside, heightAbove: '1', roofCovering: 'T', roofPitch, eavesHeight: '3', roofSafetyColour },
          'se',
        );
      }
    }
  }
  const chimneySeed = { diameter: '150', heightInside: '4.5', heightAbove: '1.2', roofCovering: 'T', roofPitch: '27', eavesHeight: '4' };
  chimney.sweep([...everywhere(chimneySeed), ...everywhere({ ...chimneySeed, exit: 'wall', heightOutside: '3' })]);
  premodul.sweep(everywhere({ heightInside: '4.5', heightAbove: '1.2', roofCovering: 'P', roofPitch: '35', eavesHeight: '4' }));
  newStove.sweep(everywhere({ ...stoveSeed, ...chimneySeed }));
  newStove.sweep(everywhere({ series: 'NARVIK', model: 'NARVIK-8', includeChimney: 'False' }));
});

describe('bills of materials against the catalogue', () => {
  it.each(RULESETS)('%s produces only catalogue articles, with catalogue weights', (name) => {
    const exploration = explorations.get(name)!;
    expect(exploration.runs).toBeGreaterThan(100);
    expect(exploration.problems.slice(0, 10)).toEqual([]);
  });

  // Lines of the shared chimney parts a ruleset never uses: its count is fixed at 0.
  const UNUSED: Record<Ruleset, string[]> = {
    Stove: [],
    // through the roof only, no cleaning section
    New_Stove: ['SK{diameter}-RENS', 'SK{diameter}-T90', 'SK{diameter}-VF'],
    Chimney: [],
    // whole-metre modules through the roof, fewer choices
    Premodul: [
      'SK{diameter}-ADP',
      'RR{diameter}-B90',
      'SK{diameter}-RENS',
      'SK{diameter}-500',
      'SK{diameter}-250',
      'SK{diameter}-T90',
      'SK{diameter}-VF',
      'SK{diameter}-GF',
    ],
  };

  it.each(RULESETS)('%s reaches every line of its bill of materials', async (name) => {
    const items = [...explorations.get(name)!.items.keys()];
    const unreached = (await loadRuleset(name)).bom.map((l) => l.itemSource).filter((t) => !templateHit(t, items));
    expect(unreached).toEqual(UNUSED[name]);
  });

  it('Stove can produce every stove of the catalogue and every factory option', () => {
    const produced = explorations.get('Stove')!.items;
    const stoveArticles = CATALOGUE.products.filter(
      (p) => p.kind === 'stove' || (p.kind === 'accessory' && !p.sellable) || p.itemNumber.startsWith('TB-GP-'),
    );
    expect(stoveArticles.length).toBeGreaterThan(100);
    expect(stoveArticles.map((p) => p.itemNumber).filter((i) => !produced.has(i))).toEqual([]);
  });

  it('Chimney can produce every chimney part it models in every diameter, and all roof safety but the shortest ladder', () => {
    const produced = explorations.get('Chimney')!.items;
    // offsets (bends) and loose flue pipes are not part of a straight configured chimney
    const notModelled = /^SK\d+-B(15|30|45)$|^RR\d+-(500|1000)$|^TS-STEGE-12-|^TS-BRYGGA-/;
    const articles = CATALOGUE.products.filter((p) => p.kind === 'chimney' && !notModelled.test(p.itemNumber)).map((p) => p.itemNumber);
    expect(articles.filter((i) => !produced.has(i))).toEqual([]);
  });
});
