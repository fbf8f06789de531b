import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getArticle, getArticles, getContactText, getFiles, getImages, getVideos } from '@portal/contracts';
import { isUnchanged } from '../../platform/caching.js';
import { addRoute, contentDisposition, errorResponses } from '../../platform/http.js';
import type { ContentService } from './content.service.js';

export type ContentRoutesOptions = { service: ContentService };

/** Lists may be stored but are asked for again every time: what marketing publishes or archives shows at once. */
const LIST_CACHE = 'public, no-cache';
// Revalidated on every use (a 304 while unchanged), so a replaced file shows at once.
const FILE_CACHE = 'public, no-cache';

const FileParams = z.object({ id: z.string().max(100), name: z.string().min(1).max(200) });
/** A stored file is of whatever type marketing uploaded (images, PDF, Office documents, video). */
const fileBytes = (description: string) => ({ description, content: { '*/*': { schema: z.string().meta({ format: 'binary' }) } } });

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
        operationId: 'getContentFile',
        summary: 'The bytes of a file the content lists link to; single byte ranges are honoured',
        tags: ['content'],
        security: [],
        params: FileParams,
        response: {
          200: fileBytes('The file, with its type, name (Content-Disposition) and ETag'),
          206: fileBytes('The byte range asked for (Range), with Content-Range'),
          304: z.undefined().describe('Not modified: the ETag in If-None-Match is still the file’s'),
          ...errorResponses([400, 404, 414]),
          416: z.undefined().describe('The range asked for lies outside the file; Content-Range names its size'),
          ...errorResponses([500]),
        },
      },
    },
    async (request, reply) => {
      const file = await service.download(request.params.id, request.params.name, request.headers.range);
      reply
        .header('content-type', file.mimeType)
        .header('content-disposition', contentDisposition(file.attachment ? 'attachment' : 'inline', file.fileName))
        .header('cache-control', FILE_CACHE)
        .header('etag', file.etag)
        .header('accept-ranges', 'bytes');
      if (isUnchanged(request, file.etag)) return reply.status(304).send();
      const { range } = file;
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(await file.open());
      }
      return reply.header('content-length', file.size).send(await file.open());
    },
  );
}
