/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for the metrics tests: prom-client
 * writes the format but has no parser of its own. Every line must be a HELP, a TYPE or a sample of a family
 * declared before it; label values must be quoted and escaped; values must be numbers (or NaN, ±Inf); a
 * histogram's buckets must rise to +Inf, which equals its count. Anything else throws, naming the line.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** A value as Prometheus reads it (Go's ParseFloat): NaN and Inf in any case, as prom-client writes NaN as "Nan". */
function parseValue(text: string, line: number): number {
  if (/^nan$/i.test(text)) return NaN;
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`line ${line}: "${text}" is not a number`);
  return Number(text);
}

function parseLabels(text: string, line: number): Record<string, string> {
  const labels: Record<string, string> = {};
  let at = 0;
  while (at < text.length) {
    const eq = text.indexOf('=', at);
    if (eq < 0) throw new Error(`line ${line}: a label without a value`);
    const name = text.slice(at, eq);
    if (!LABEL_NAME.test(name)) throw new Error(`line ${line}: "${name}" is not a label name`);
    if (text[eq + 1] !== '"') throw new Error(`line ${line}: the value of ${name} is not quoted`);
    let value = '';
    let i = eq + 2;
    for (; i < text.length && text[i] !== '"'; i++) {
      if (text[i] === '\\') {
        const next = text[++i];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`line ${line}: unknown escape \\${next}`);
      } else value += text[i];
    }
    if (text[i] !== '"') throw new Error(`line ${line}: the value of ${name} is not closed`);
    if (name in labels) throw new Error(`line ${line}: label ${name} twice`);
    labels[name] = value;
    at = i + 1;
    if (text[at] === ',') at += 1;
    else if (at < text.length) throw new Error(`line ${line}: labels not separated by a comma`);
  }
  return labels;
}

/** The family a sample belongs to: its own name, or a histogram's or summary's with _bucket, _sum or _count. */
function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  if (families.has(name)) return families.get(name);
  const base = name.replace(/_(bucket|sum|count)$/, '');
  const family = families.get(base);
  return family && (family.type === 'histogram' || family.type === 'summary') ? family : undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a line break');
  text
    .slice(0, -1)
    .split('\n')
    .forEach((raw, index) => {
      const line = index + 1;
      if (raw.trim() === '') return;
      const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(raw);
      if (meta) {
        const [, kind, name, rest] = meta as unknown as [string, 'HELP' | 'TYPE', string, string];
        if (!NAME.test(name)) throw new Error(`line ${line}: "${name}" is not a metric name`);
        const family = families.get(name) ?? { name, type: 'untyped', help: '', samples: [] };
        if (kind === 'TYPE') {
          if (!TYPES.has(rest)) throw new Error(`line ${line}: unknown type ${rest}`);
          if (family.samples.length) throw new Error(`line ${line}: TYPE of ${name} after its samples`);
          family.type = rest;
        } else family.help = rest;
        families.set(name, family);
        return;
      }
      if (raw.startsWith('#')) return;
      const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(raw);
      if (!sample) throw new Error(`line ${line}: not a sample: ${raw}`);
      const [, name, labelText, valueText] = sample as unknown as [string, string, string | undefined, string];
      const family = familyOf(name, families);
      if (!family) throw new Error(`line ${line}: ${name} has no TYPE before it`);
      family.samples.push({ name, labels: labelText ? parseLabels(labelText, line) : {}, value: parseValue(valueText, line) });
    });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

function checkHistogram(family: Family) {
  const series = new Map<string, { buckets: { le: number; count: number }[]; count?: number }>();
  const keyOf = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([k]) => k !== 'le')
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  for (const s of family.samples) {
    const entry = series.get(keyOf(s.labels)) ?? { buckets: [] };
    if (s.name.endsWith('_bucket')) {
      if (s.labels['le'] === undefined) throw new Error(`${family.name}: a bucket without le`);
      entry.buckets.push({ le: parseValue(s.labels['le'], 0), count: s.value });
    } else if (s.name.endsWith('_count')) entry.count = s.value;
    series.set(keyOf(s.labels), entry);
  }
  for (const [key, { buckets, count }] of series) {
    const last = buckets.at(-1);
    if (!last || last.le !== Infinity) throw new Error(`${family.name}${key}: no +Inf bucket`);
    if (last.count !== count) throw new Error(`${family.name}${key}: +Inf bucket ${last.count} is not the count ${count}`);
    buckets.reduce((previous, bucket) => {
      if (bucket.le <= previous.le || bucket.count < previous.count) throw new Error(`${family.name}${key}: buckets out of order`);
      return bucket;
    });
  }
}

/** The value of the sample with this name and these labels (others may differ), or undefined. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number | undefined {
  const family = familyOf(name, families);
  return family?.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}
