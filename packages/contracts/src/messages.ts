import { z } from 'zod';
import { emailAddress, EmptyResponse, Language, singleLine, crmGuid } from './common.js';
import { defineEndpoint } from './endpoint.js';

/**
 * What the portal writes to people: the kinds of message, the choices a user makes about
 * them, and the calls behind the links they carry (password reset, e-mail address change).
 */
export const MESSAGE_KINDS = [
  'order-confirmation',
  'order-confirmed',
  'order-dispatched',
  'order-cancelled',
  'order-changed',
  'order-credit-hold',
  'complaint-received',
  'complaint-updated',
  'invoice-issued',
  'invitation',
  'invitation-in-use',
  'password-reset',
  'email-change-confirm',
  'email-change-notice',
  'email-change-in-use',
  'sign-in-locked',
  'webhook-disabled',
  'insight-weekly',
  'quote-requested',
  'quote-sent',
  'quote-answered',
  'approval-requested',
  'approval-decided',
  'offer',
] as const;
export const MessageKind = z.enum(MESSAGE_KINDS);
export type MessageKind = z.infer<typeof MessageKind>;

/** How long a password reset link may be used. */
export const PASSWORD_RESET_VALID_MINUTES = 30;
/** How long the link that confirms a new e-mail address may be used. */
export const EMAIL_CHANGE_VALID_HOURS = 24;
/** A password chosen through a reset link: longer than an invitation's, and not a common one. */
export const RESET_PASSWORD_MIN_LENGTH = 12;
export const RESET_PASSWORD_MAX_LENGTH = 200;

// --- the user's own choices (account screen)

/** Which of the messages about the user's own business the user receives; the others always go out. */
export const NotificationPreferences = z.object({
  orderConfirmation: z.boolean(),
  orderUpdates: z.boolean(),
  complaints: z.boolean(),
  /** Invoices go to the company's Portal Admins only; for others the choice has no effect. */
  invoices: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const getNotificationPreferences = defineEndpoint({
  method: 'GET',
  path: '/api/account/notifications',
  summary: 'Which e-mails about orders, complaints and invoices the signed-in user receives',
  tags: ['account'],
  response: NotificationPreferences,
});

export const updateNotificationPreferences = defineEndpoint({
  method: 'PUT',
  path: '/api/account/notifications',
  summary: 'Choose which e-mails about orders, complaints and invoices to receive',
  tags: ['account'],
  body: NotificationPreferences,
  response: NotificationPreferences,
});

export const LanguageChoice = z.object({ language: Language.nullable() });

export const setMyLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/account/language',
  summary: "The language the user chose in the portal; e-mails are written in it (null: the market's language)",
  tags: ['account'],
  body: LanguageChoice,
  response: LanguageChoice,
});

export const EmailChangeRequest = z.object({ email: emailAddress() });
export type EmailChangeRequest = z.input<typeof EmailChangeRequest>;

export const requestEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/account/email-change',
  summary:
    'Change the own e-mail address: the new address gets a link that makes the change; the answer is the same whether or not the address is in use',
  tags: ['account'],
  body: EmailChangeRequest,
  response: z.object({ sentTo: z.string() }),
});

const LinkToken = z.string().regex(/^[\w-]{20,100}$/, 'not a valid link');
export const LinkTokenParams = z.object({ token: LinkToken });

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/email-change/{token}',
  summary: 'Follow the link sent to the new address: the address changes, and the old one is told',
  tags: ['account'],
  params: LinkTokenParams,
  response: z.object({ email: z.string() }),
  public: true,
});

// --- forgotten passwords (no sign-in: the e-mail address, then the link, is the proof)

export const PasswordResetRequest = z.object({
  email: singleLine(z.string().trim().max(320)),
  /** The language the page was read in, for a person the portal does not know. */
  language: Language.optional(),
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequest>;

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/password-reset',
  summary: 'Send a password reset link; the answer is the same whether or not the address belongs to anyone',
  tags: ['account'],
  body: PasswordResetRequest,
  response: EmptyResponse,
  public: true,
});

export const PasswordResetDetails = z.object({
  email: z.string(),
  expiresAt: z.iso.datetime(),
  /** A staff member's account: the sign-in after the reset is the back office's. */
  staff: z.boolean(),
});
export type PasswordResetDetails = z.infer<typeof PasswordResetDetails>;

export const getPasswordReset = defineEndpoint({
  method: 'GET',
  path: '/api/password-reset/{token}',
  summary: 'Whom a reset link is for; 404 LINK_INVALID when used or replaced, 410 LINK_EXPIRED after 30 minutes',
  tags: ['account'],
  params: LinkTokenParams,
  response: PasswordResetDetails,
  public: true,
});

export const ResetPasswordRequest = z.object({
  password: z.string().min(RESET_PASSWORD_MIN_LENGTH, 'password-reset.too-short').max(RESET_PASSWORD_MAX_LENGTH, 'password-reset.too-long'),
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/password-reset/{token}',
  summary: 'Choose a new password (12 characters or more, not a common one); every session of the user ends',
  tags: ['account'],
  params: LinkTokenParams,
  body: ResetPasswordRequest,
  response: z.object({ email: z.string(), staff: z.boolean() }),
  public: true,
});

// --- the outbox, as staff read it

const tags = ['staff: mail'] as const;
const SERVICE = ['customer-service'] as const;

export const OUTBOX_STATES = ['pending', 'sent', 'failed', 'dead'] as const;
export const OutboxState = z.enum(OUTBOX_STATES);
export type OutboxState = z.infer<typeof OutboxState>;

export const OutboxQuery = z.object({
  state: OutboxState.optional(),
  kind: MessageKind.optional(),
  search: singleLine(z.string().trim().max(100)).optional().describe('A recipient address or a subject'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [10, 25, 50, 100].includes(n), 'must be 10, 25, 50 or 100')
    .default(25),
});
export type OutboxQuery = z.input<typeof OutboxQuery>;

/** Messages a dealer sends its own customers through the portal: the dealer's business, which staff do not read. */
export const DEALERS_OWN_MESSAGE_KINDS = ['offer'] as const satisfies readonly MessageKind[];

export const OutboxRow = z.object({
  id: crmGuid,
  kind: MessageKind,
  to: z.string(),
  subject: z.string(),
  language: Language,
  state: OutboxState,
  attempts: z.number().int(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  customerNumber: z.string().nullable(),
  /**
   * A dealer's own message to its customer (an offer): staff see that it was sent and how, while the
   * recipient's address shows its domain only and the text is withheld.
   */
  contentWithheld: z.boolean(),
});
export type OutboxRow = z.infer<typeof OutboxRow>;

export const OutboxResponse = z.object({ items: z.array(OutboxRow), total: z.number().int() });
export type OutboxResponse = z.infer<typeof OutboxResponse>;

export const OutboxMessage = OutboxRow.extend({
  messageId: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string() })),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxIdParams = z.object({ id: crmGuid });

export const getOutbox = defineEndpoint({
  method: 'GET',
  path: '/api/staff/mail',
  summary: 'Every message the portal writes, newest first, with its delivery state (pending, sent, failed, dead)',
  tags,
  querystring: OutboxQuery,
  response: OutboxResponse,
  staffRoles: SERVICE,
});

export const getOutboxMessage = defineEndpoint({
  method: 'GET',
  path: '/api/staff/mail/{id}',
  summary: 'One message as it was written: text, HTML and the names of its attachments',
  tags,
  params: OutboxIdParams,
  response: OutboxMessage,
  staffRoles: SERVICE,
});

export const resendOutboxMessage = defineEndpoint({
  method: 'POST',
  path: '/api/staff/mail/{id}/resend',
  summary: 'Try a dead or failed message again from the start; 409 MESSAGE_NOT_RESENDABLE otherwise',
  tags,
  params: OutboxIdParams,
  response: OutboxRow,
  staffRoles: SERVICE,
});
