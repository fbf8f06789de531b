import fs from 'node:fs';
import path from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The Mantine components whose styles a stylesheet imports (`@import '@mantine/core/styles/Name.css'`). */
export function importedMantineStyles(css: string): string[] {
  return [...css.matchAll(/@import\s+['"]@mantine\/core\/styles\/([\w-]+)\.css['"]/g)].map(([, name]) => name!);
}

/** The Mantine components a chunk holds code of, by their folder under components/. */
export const mantineComponentsOf = (chunk: OutputChunk) =>
  new Set(chunk.moduleIds.flatMap((id) => /@mantine[\\/]core[\\/]esm[\\/]components[\\/](\w+)[\\/]/.exec(id)?.[1] ?? []));

/**
 * Fails the build when the entry or the named chunks (the signed-in frame and home) hold a Mantine component
 * whose styles are not in the first screens' stylesheet: it would show unstyled until the later styles came.
 */
export function firstScreenStylesCheck({ stylesheet, chunks }: { stylesheet: string; chunks: string[] }): Plugin {
  let root = '.';
  return {
    name: 'portal-first-screen-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const first = new Set(importedMantineStyles(fs.readFileSync(path.resolve(root, stylesheet), 'utf8')));
      const mantineStyles = new Set(
        fs
          .readdirSync(new URL('../../node_modules/@mantine/core/styles/', import.meta.url))
          .filter((file) => /^\w+\.css$/.test(file))
          .map((file) => file.replace('.css', '')),
      );
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || !(item.isEntry || chunks.includes(item.name))) continue;
        const missing = [...mantineComponentsOf(item)].filter((name) => mantineStyles.has(name) && !first.has(name));
        if (missing.length > 0) {
          this.error(
            `${item.name} shows ${missing.join(', ')}, whose styles are not in ${stylesheet}: add them there (in Mantine's order)`,
          );
        }
      }
    },
  };
}
