/**
 * Reads a ruleset file and the shared fragments it includes, validates them and compiles the
 * result. The files lie beside the engine (modules/configurator/rulesets/): in src/ when the API runs from
 * its sources, in dist/ where the build copies them.
 */

import fs from 'node:fs/promises';
import { z } from 'zod';
import { compileRuleset, RulesetError, type CompiledRuleset, type RulesetSource } from './compile.js';
import { RulesetFile, RulesetFragment, SELF, type RulesetParts } from './ruleset-schema.js';

/** From modules/configurator/engine/ to modules/configurator/rulesets/, the same in src/ and in dist/. */
export const RULESET_PATH_FROM_ENGINE = '../rulesets/';
export const RULESET_DIR = new URL(RULESET_PATH_FROM_ENGINE, import.meta.url);

/** Reads `<name>.json` and its includes from `dir` and compiles them. */
export async function loadRuleset(name: string, dir: URL = RULESET_DIR): Promise<CompiledRuleset> {
  if (!/^[A-Za-z][A-Za-z_]*$/.test(name)) throw new RulesetError(`Ruleset ${name}: not a ruleset name`);
  const readJson = async (file: string): Promise<unknown> => {
    let text: string;
    try {
      text = await fs.readFile(new URL(`${file}.json`, dir), 'utf8');
    } catch (e) {
      throw new RulesetError(`Ruleset ${name}: cannot read ${file}.json: ${(e as Error).message}`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (e) {
      throw new RulesetError(`Ruleset ${name}: ${file}.json is not valid JSON: ${(e as Error).message}`);
    }
  };
  const file = await readJson(name);
  const includes = RulesetFile.shape.include.safeParse((file as { include?: unknown } | null)?.include);
  const fragments = new Map<string, unknown>();
  for (const fragment of includes.success ? (includes.data ?? []) : []) {
    if (fragment !== SELF) fragments.set(fragment, await readJson(fragment));
  }
  const compiled = buildRuleset(file, (fragment) => fragments.get(fragment));
  if (compiled.name !== name) throw new RulesetError(`Ruleset ${name}: the file names itself '${compiled.name}'`);
  return compiled;
}

/** Validates a ruleset and its fragments (given as parsed JSON), merges and compiles them. */
export function buildRuleset(file: unknown, fragment: (name: string) => unknown): CompiledRuleset {
  const label = typeof (file as { name?: unknown } | null)?.name === 'string' ? (file as { name: string }).name : '(unnamed)';
  const parsed = RulesetFile.safeParse(file);
  if (!parsed.success) throw new RulesetError(`Ruleset ${label}: invalid ruleset file:\n${z.prettifyError(parsed.error)}`);
  const ruleset = parsed.data;

  const include = ruleset.include ?? [];
  const order = include.includes(SELF) ? include : [...include, SELF];
  if (new Set(order).size !== order.length) throw new RulesetError(`Ruleset ${label}: an include is listed twice`);

  const source: RulesetSource = {
    name: ruleset.name,
    image: ruleset.image,
    path: ruleset.path,
    tables: {},
    derived: {},
    pages: [],
    constraints: [],
    bom: [],
    details: [],
    description: [],
    requires: [],
  };
  for (const name of order) {
    if (name === SELF) {
      merge(source, ruleset, label);
      continue;
    }
    const json = fragment(name);
    if (json === undefined) throw new RulesetError(`Ruleset ${label}: include ${name}: no such fragment`);
    const frag = RulesetFragment.safeParse(json);
    if (!frag.success) throw new RulesetError(`Ruleset ${label}: include ${name}: invalid fragment:\n${z.prettifyError(frag.error)}`);
    merge(source, frag.data, `${label} (${name})`);
    source.requires.push({ fragment: name, names: frag.data.requires ?? [] });
  }
  return compileRuleset(source);
}

function merge(into: RulesetSource, parts: RulesetParts, from: string): void {
  for (const [name, table] of Object.entries(parts.tables ?? {})) {
    if (Object.hasOwn(into.tables, name)) throw new RulesetError(`Ruleset ${from}: the table '${name}' is defined twice`);
    into.tables[name] = table;
  }
  for (const [name, value] of Object.entries(parts.derived ?? {})) {
    if (Object.hasOwn(into.derived, name)) throw new RulesetError(`Ruleset ${from}: the derived value '${name}' is defined twice`);
    into.derived[name] = value;
  }
  into.pages.push(...(parts.pages ?? []));
  into.constraints.push(...(parts.constraints ?? []));
  into.bom.push(...(parts.bom ?? []));
  into.details.push(...(parts.details ?? []));
  into.description.push(...(parts.description ?? []));
}
