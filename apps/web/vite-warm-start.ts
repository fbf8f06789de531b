import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES, languageForMarket, MARKETS } from '../../packages/contracts/src/languages';
import { HOME_NEWS_CALLS, warmStart, type WarmFiles } from './src/app/warm-start';

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk => item?.type === 'chunk';

/** The chunk and every chunk it imports statically, but not those the entry loads anyway. */
function withImports(bundle: OutputBundle, start: OutputChunk, loaded: Set<string>): OutputChunk[] {
  const found = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (found.has(chunk.fileName) || loaded.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (isChunk(next)) visit(next);
    }
  };
  visit(start);
  return [...found.values()];
}

const urls = (base: string, chunks: OutputChunk[]) =>
  chunks.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]).map((file) => `${base}${file}`);

/**
 * Puts warmStart into the built page's head with the names of the files it asks for. The server
 * allows this one inline script by its hash (see the API's page headers).
 */
export function warmStartPlugin({
  portalChunk,
  notChunk,
  textsModule,
}: {
  portalChunk: string;
  /** A chunk the signed-in frame must not load (the pages before sign-in): the build fails if it does. */
  notChunk: string;
  /** A language's texts file; its first group is the language. */
  textsModule: RegExp;
}): Plugin {
  let base = '/';
  return {
    name: 'portal-warm-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(isChunk);
        const entry = chunks.find((chunk) => chunk.isEntry);
        const portal = chunks.find((chunk) => chunk.name === portalChunk);
        if (!entry || !portal) throw new Error(`warm start: no entry or no chunk named ${portalChunk}`);
        const loaded = new Set(withImports(bundle, entry, new Set()).map((chunk) => chunk.fileName));
        const texts: Record<string, string[]> = {};
        for (const language of LANGUAGES) {
          const own = chunks.filter((chunk) => chunk.moduleIds.some((id) => textsModule.exec(id)?.[1] === language));
          texts[language] = urls(
            base,
            own.flatMap((chunk) => withImports(bundle, chunk, loaded)),
          );
        }
        const frame = withImports(bundle, portal, loaded);
        if (frame.some((chunk) => chunk.name === notChunk)) {
          throw new Error(`warm start: the ${portalChunk} chunk imports ${notChunk}; add what both import to their shared group`);
        }
        const files: WarmFiles = { portal: urls(base, frame), texts };
        const marketLanguage = Object.fromEntries(MARKETS.map((market) => [market, languageForMarket(market)]));
        const script = `<script>(${warmStart.toString()})(${JSON.stringify(files)},${JSON.stringify(marketLanguage)},${JSON.stringify(HOME_NEWS_CALLS)})</script>`;
        // After the entry's script, so that the entry is asked for first, and before the stylesheet, which would hold an
        // inline script back until it has loaded.
        const stylesheet = html.indexOf('<link rel="stylesheet"');
        if (stylesheet < 0) throw new Error('warm start: the page has no stylesheet to go before');
        return `${html.slice(0, stylesheet)}${script}\n    ${html.slice(stylesheet)}`;
      },
    },
  };
}
