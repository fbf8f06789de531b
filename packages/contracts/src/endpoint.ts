import type { z } from 'zod';
import type { IntegrationScope } from './integration-scopes.js';
import type { StaffRole } from './staff-roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: its path, the schemas of what goes in and comes out.
 * The API registers routes from these, OpenAPI is generated from them and the
 * web client types its fetchers with them, so the three never drift apart.
 */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  summary: string;
  /** What the API document tells beyond the summary (Markdown): how to use the call, an example. */
  description?: string;
  tags: readonly string[];
  /** The `{name}` parts of the path. */
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Only users whose stored access level includes Portal Admin may call it. */
  adminOnly?: boolean;
  /** A multipart/form-data body, read by the route itself: its parts as the API document shows them. */
  multipart?: MultipartForm;
  /** Read without a bearer token: the content service's calls, which carry no user data. */
  public?: boolean;
  /**
   * A back-office call: only staff holding one of these roles (as stored now) may make it;
   * back-office admins may make every staff call. Dealers' tokens get 403.
   */
  staffRoles?: readonly StaffRole[];
  /**
   * A call of the integration API: only an integration client's token granting this scope may make it;
   * dealers' and staff members' tokens get 403.
   */
  integrationScope?: IntegrationScope;
  /**
   * A GET that changes stored state (the specification's wire calls, a configurator session started): refused
   * to a read-only caller as any other change is.
   */
  changesState?: boolean;
  /** Only the token of a staff member's view of the dealer portal may make it (ending the view). */
  viewAsSession?: boolean;
  /**
   * Takes an `Idempotency-Key` header: the same key with the same request answers what it answered first (for a
   * day); the same key with another request answers 422 IDEMPOTENCY_KEY_REUSED.
   */
  idempotent?: boolean;
  /** A body limit in bytes above the server's own, for a bulk call. */
  bodyLimit?: number;
};

/**
 * The parts of a multipart/form-data body. The route reads and checks them itself (files are
 * typed by their bytes, not by what the part says); this is what the API document tells a client.
 */
export type MultipartForm = {
  /** The text parts; a part whose schema is an object carries that object as JSON text. */
  fields?: z.ZodObject;
  /** The file parts, all under one name. */
  files: {
    name: string;
    min: number;
    max: number;
    /** Each file must be smaller than this. */
    maxBytes: number;
    /** The types taken, as the file's bytes say. */
    types: readonly string[];
  };
};

/**
 * A call whose answer is a file, not JSON. It is not an `Endpoint`: the route
 * sends the bytes itself with this content type, as an attachment.
 */
export type FileDownload = {
  method: 'GET';
  path: string;
  summary: string;
  tags: readonly string[];
  /** The `{name}` parts of the path, when it has any. */
  params?: z.ZodType;
  querystring: z.ZodType;
  contentType: string;
  /** A file of one of several types (an attachment as it was attached): each answer says its own. */
  contentTypes?: readonly string[];
  adminOnly: boolean;
};

/**
 * A back-office download: staff with one of the roles get a file of one of its types (a list's
 * export as CSV or XLSX), the query checked against its contract as for every call.
 */
export type StaffFileDownload = {
  method: 'GET';
  path: string;
  summary: string;
  tags: readonly string[];
  /** The `{name}` parts of the path (a document of one record). */
  params?: z.ZodType;
  querystring: z.ZodType;
  contentTypes: readonly string[];
  staffRoles: readonly StaffRole[];
};

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type QueryOf<E extends Endpoint> = E['querystring'] extends z.ZodType ? z.input<E['querystring']> : undefined;
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
