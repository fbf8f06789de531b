import type { FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { ErrorResponse, type Endpoint } from '@portal/contracts';
import { AppError, badRequest } from './errors.js';

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
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request must be multipart/form-data');
    throw error;
  }
  return { fields, files };
}

/** The OpenAPI schema of a multipart call, whose body the handler reads itself. */
export const multipartSchema = (endpoint: Endpoint, response: z.ZodType) => ({
  summary: endpoint.summary,
  tags: [...endpoint.tags],
  security: [{ bearer: [] }],
  consumes: ['multipart/form-data'],
  ...(endpoint.params ? { params: endpoint.params } : {}),
  response: {
    200: response,
    400: ErrorResponse,
    401: ErrorResponse,
    403: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
    415: ErrorResponse,
  },
});
