import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Endpoint, MultipartForm } from '@portal/contracts';
import { operationIdOf } from '@portal/contracts/names';
import { AppError, badRequest } from './errors.js';
import { errorResponses, errorStatuses, routeUrl } from './http.js';
import { BODY_LIMIT_BYTES } from './request-body.js';

export type UploadedFile = { filename: string; bytes: Buffer };

/** How an area words the limits its multipart plugin enforces. */
export type PartLimitErrors = { fileTooLarge: () => AppError; tooManyFiles: () => AppError };

/**
 * The parts of a multipart request: text fields and files, each file read only up to the
 * size limit of the area's multipart plugin (the parser stops a larger one while it streams in).
 */
export async function readParts(
  request: FastifyRequest,
  errors: PartLimitErrors,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push({ filename: part.filename, bytes: await part.toBuffer() });
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.fileTooLarge();
    if (code === 'FST_FILES_LIMIT') throw errors.tooManyFiles();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('data', 'Too many parts in the request');
    // A body cut short (a dropped connection, a broken client) is the request's fault, not ours.
    if (error instanceof Error && /unexpected end of (form|multipart)|part terminated early|malformed part header/i.test(error.message))
      throw badRequest('files', 'The upload was cut short; send it again');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request must be multipart/form-data');
    // Without its boundary the body cannot be split into parts at all.
    if (error instanceof Error && /boundary not found/i.test(error.message))
      throw new AppError(400, 'BAD_REQUEST', 'The multipart/form-data content type names no boundary');
    throw error;
  }
  return { fields, files };
}

/**
 * The parts of a multipart body as one object schema, for the API document only (the handler
 * reads the parts itself): the text parts, then the files with their count, size and types.
 */
export function multipartBody(form: MultipartForm): z.ZodObject {
  const { name, min, max, maxBytes, types } = form.files;
  const file = z
    .file()
    .max(maxBytes - 1)
    .mime([...types])
    .describe(`Smaller than ${maxBytes} bytes; typed by its content: ${types.join(', ')}`);
  const files =
    max === 1
      ? file
      : z
          .array(file)
          .min(min)
          .max(max)
          .describe(`${min === 0 ? 'Up' : `${min} up`} to ${max} files`);
  return (form.fields ?? z.object({})).extend({ [name]: min === 0 ? files.optional() : files });
}

/**
 * The most bytes an upload may declare: its files at their largest and, for its other parts and
 * the parts' headers, one JSON body's limit.
 */
export const uploadBodyLimit = (form: MultipartForm) => form.files.max * form.files.maxBytes + BODY_LIMIT_BYTES;

/**
 * The route of a multipart call, whose body the handler reads itself: its address, its body limit
 * (a larger declared body is refused before it is read) and its schema.
 */
export const multipartRoute = (endpoint: Endpoint & { multipart: MultipartForm }, response: z.ZodType) => ({
  method: endpoint.method,
  url: routeUrl(endpoint.path),
  bodyLimit: uploadBodyLimit(endpoint.multipart),
  schema: {
    operationId: operationIdOf(endpoint),
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    security: [{ bearer: [] }],
    // Not a body schema, which Fastify would check: the document's transform makes it the request body.
    multipart: multipartBody(endpoint.multipart),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    response: { 200: response, ...errorResponses(errorStatuses(endpoint)) },
  },
});
