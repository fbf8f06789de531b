import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getArticle, getArticles, getContactText, getFiles, getImages, getVideos } from '@portal/contracts';
import { addRoute } from '../../platform/http.js';
import { parseRange, sliceStream } from './byte-range.js';
import type { ContentService } from './content.service.js';

export type ContentRoutesOptions = { service: ContentService };

/** Lists may be a minute old; a browser revalidates after that. */
const LIST_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const FILE_CACHE = 'public, max-age=86400';

const FileParams = z.object({ id: z.string().max(100), name: z.string().min(1).max(200) });

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string) {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'))
    .replace(/[æÆ]/g, (c) => (c === 'æ' ? 'ae' : 'AE'))
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The content service: public reads of news, media and contact texts, and the file downloads
 * they link to. Registered as its own plugin so its headers stay on its routes: the content is
 * read without credentials and may be used from another origin (CONTENT_API_URL).
 */
export async function contentRoutes(app: FastifyInstance, { service }: ContentRoutesOptions) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  const listed = <T>(reply: FastifyReply, answer: Promise<T>) => {
    reply.header('cache-control', LIST_CACHE);
    return answer;
  };

  addRoute(app, getArticles, ({ query, reply }) => listed(reply, service.articles(query)));
  addRoute(app, getArticle, ({ query, reply }) => listed(reply, service.article(query)));
  addRoute(app, getFiles, ({ query, reply }) => listed(reply, service.files(query)));
  addRoute(app, getImages, ({ query, reply }) => listed(reply, service.images(query)));
  addRoute(app, getVideos, ({ query, reply }) => listed(reply, service.videos(query)));
  addRoute(app, getContactText, ({ query, reply }) => listed(reply, service.contactText(query)));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/mediaApi/file/:id/:name',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The bytes of a file the content lists link to; single byte ranges are honoured',
        tags: ['content'],
        params: FileParams,
      },
    },
    async (request, reply) => {
      const file = await service.download(request.params.id, request.params.name);
      reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.attachment ? 'attachment' : 'inline', file.fileName))
        .header('cache-control', FILE_CACHE)
        .header('etag', file.etag)
        .header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      const range = parseRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') {
        file.body.destroy();
        return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      }
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(sliceStream(file.body, range));
      }
      return reply.header('content-length', file.size).send(file.body);
    },
  );
}
