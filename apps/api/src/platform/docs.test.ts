import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The repository's root, four levels above this file (apps/api/src/platform). */
const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** README.md and every Markdown file under docs/, as paths relative to the root. */
function markdownFiles(): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  walk('docs');
  return files;
}

/** The Markdown without fenced code blocks and inline code, where a `](` is no link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of the inline links and images (`[text](target)`, `![alt](target "title")`). */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] ?? match[2];
    if (target) targets.push(target);
  }
  return targets;
}

/** A link to another file of the repository: not a web or mail address, not an anchor on the same page. */
function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#') && !target.startsWith('//');
}

/**
 * The environment variables config.ts reads: the keys of the schema it parses the environment
 * with (`EnvSchema = z.object({ NAME: … })`), direct reads (`env.NAME`, `env['NAME']`,
 * `process.env.NAME`) and the variables its errors name (`new ConfigError('NAME', …)`).
 */
function configVariables(source: string): Set<string> {
  const names = new Set<string>();
  const schemaStart = source.search(/EnvSchema\s*=\s*z\s*\.\s*object\s*\(\s*\{/);
  if (schemaStart >= 0) {
    const open = source.indexOf('{', schemaStart);
    let depth = 0;
    let end = open;
    for (; end < source.length; end++) {
      if (source[end] === '{') depth++;
      else if (source[end] === '}' && --depth === 0) break;
    }
    const body = source.slice(open + 1, end);
    // Keys at the object's top level: a name at the start of a line, before its colon.
    for (const match of body.matchAll(/^\s*['"]?([A-Z][A-Z0-9_]*)['"]?\s*:/gm)) names.add(match[1]!);
  }
  for (const match of source.matchAll(/\benv\s*(?:\?\.|\.)\s*([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1]!);
  for (const match of source.matchAll(/\benv\s*(?:\?\.)?\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g)) names.add(match[1]!);
  for (const match of source.matchAll(/\bConfigError\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g)) names.add(match[1]!);
  return names;
}

describe('documentation', () => {
  const files = markdownFiles();

  it('has a README and pages under docs/', () => {
    expect(files).toContain('README.md');
    expect(files).toContain(path.join('docs', 'configuration.md'));
    expect(files.length).toBeGreaterThan(10);
  });

  it('links only to files that exist', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      const markdown = fs.readFileSync(path.join(root, file), 'utf8');
      for (const target of linkTargets(markdown).filter(isRelative)) {
        const withoutAnchor = decodeURI(target.replace(/[#?].*$/, ''));
        const resolved = path.resolve(root, path.dirname(file), withoutAnchor);
        checked++;
        if (!resolved.startsWith(root) || !fs.existsSync(resolved)) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
    // The README and the index alone link to every page; finding none would mean the pattern broke.
    expect(checked).toBeGreaterThan(50);
  });

  it('names in docs/configuration.md every environment variable the configuration reads', () => {
    const source = fs.readFileSync(path.join(root, 'apps/api/src/platform/config.ts'), 'utf8');
    const variables = configVariables(source);
    expect(variables.size).toBeGreaterThan(20);
    const configuration = fs.readFileSync(path.join(root, 'docs/configuration.md'), 'utf8');
    const missing = [...variables].filter((name) => !new RegExp(`\\b${name}\\b`).test(configuration));
    expect(missing).toEqual([]);
  });

  it('finds links and variables the ways they are written', () => {
    expect(linkTargets('See [a](docs/a.md#x), ![b](b.png "B"), `[c](not-a-link.md)` and [d](<e f.md>).')).toEqual([
      'docs/a.md#x',
      'b.png',
      'e f.md',
    ]);
    expect(linkTargets('```\n[a](inside-code.md)\n```\n[b](after.md)')).toEqual(['after.md']);
    expect(
      [
        ...configVariables(
          "const EnvSchema = z.object({\n  PORT: z.coerce.number(),\n  'HOST': z.string(),\n  X: z.object({ inner: z.string() }),\n});\nenv.A_B; env['C']; process.env.D; throw new ConfigError('E', 'x');",
        ),
      ].sort(),
    ).toEqual(['A_B', 'C', 'D', 'E', 'HOST', 'PORT', 'X']);
  });
});
