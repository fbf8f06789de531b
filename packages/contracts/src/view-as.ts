import { z } from 'zod';
import { crmGuid, EmptyResponse, Market } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Staff viewing the dealer portal as one of a dealer's users, read-only (ADR 0088): a staff call makes a
 * one-time code, the portal's `/view-as` page exchanges it for a session of its own, scoped to that user.
 */

/** Who may view the portal as a dealer: those who read the dealer's record (back-office admins too). */
export const VIEW_AS_ROLES = ['customer-service', 'sales-admin'] as const;
/** How long the code in the link may be exchanged. */
export const VIEW_AS_CODE_SECONDS = 120;
/** How long a view lasts; it is not renewed, the staff member starts another. */
export const VIEW_AS_SESSION_MINUTES = 30;
/**
 * How long a view whose tab went away (`pagehide`, `leaving=true`) lasts: it ends then unless the same tab calls
 * again (a reload, or a page of the portal opened in that tab), which keeps it.
 */
export const VIEW_AS_LEAVING_SECONDS = 15;
/** A view's token, so the API tells it from a provider's JWT without reading it. */
export const VIEW_AS_TOKEN_PREFIX = 'va_';
/** The dealer calls a view never reaches: the dealer's offers carry its end customers' personal data. */
export const VIEW_AS_CLOSED_PATHS = ['/api/offers'] as const;

/** Whether a dealer call's path is closed to a view (the offers and everything under them). */
export const closedToViewAs = (path: string) => VIEW_AS_CLOSED_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

const tags = ['view as dealer'] as const;
const Code = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected the code of a view-as link');

export const ExchangeViewAsRequest = z.object({ code: Code });

export const ViewAsSession = z.object({
  /** The bearer token of the view's dealer calls, until `expiresAt`. */
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
  /** The dealer's user whose portal is shown, as a sign-in token would name them. */
  user: z.object({
    contactId: crmGuid,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    customerNumber: z.string(),
    customerName: z.string(),
    market: Market,
    accessLevel: z.string(),
  }),
  /** The staff member viewing. */
  viewer: z.object({ name: z.string() }),
});
export type ViewAsSession = z.infer<typeof ViewAsSession>;

export const exchangeViewAs = defineEndpoint({
  method: 'POST',
  path: '/api/view-as/session',
  summary: "Exchange a view-as link's code for the view's session",
  description: 'Once, within its time; a used, unknown or expired code answers 404 `LINK_INVALID`.',
  tags,
  body: ExchangeViewAsRequest,
  response: ViewAsSession,
  public: true,
});

export const endViewAs = defineEndpoint({
  method: 'DELETE',
  path: '/api/view-as/session',
  summary: 'End the view this token belongs to',
  description:
    "Only a view's own token; audited as `user.view-as.end`. Ending it again answers the same. With `leaving=true` (sent " +
    'by the tab as it goes away) the view ends `VIEW_AS_LEAVING_SECONDS` later unless the token is used again meanwhile.',
  querystring: z.object({ leaving: z.enum(['true']).optional() }),
  tags,
  response: EmptyResponse,
  viewAsSession: true,
});
