import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importedMantineStyles } from '../../vite-first-styles';

const read = (file: string) => fs.readFileSync(new URL(file, import.meta.url), 'utf8');
const mantineStyles = new URL('../../../../node_modules/@mantine/core/styles/', import.meta.url);
const first = importedMantineStyles(read('./first-screen.css'));
const later = importedMantineStyles(read('./later-screens.css'));

/** Each component's stylesheet by where its rules stand in Mantine's styles.css. */
const all = fs.readFileSync(new URL('../styles.css', mantineStyles), 'utf8');
const components = fs
  .readdirSync(mantineStyles)
  .filter((file) => /^[\w-]+\.css$/.test(file) && !file.includes('.layer.'))
  .map((file) => file.replace('.css', ''));
const position = (name: string) => all.indexOf(fs.readFileSync(new URL(`${name}.css`, mantineStyles), 'utf8').slice(0, 400));

describe("the first screens' and the later screens' Mantine styles", () => {
  it('hold every stylesheet of Mantine once, between them', () => {
    expect([...first, ...later].sort()).toEqual([...components].sort());
    expect(first.filter((name) => later.includes(name))).toEqual([]);
  });

  it("each keep Mantine's order, so that what overrides what stays as Mantine has it", () => {
    for (const list of [first, later]) {
      const positions = list.map(position);
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('start with the baseline, the variables and the global styles', () => {
    expect(first.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
