import { z } from 'zod';
import { AccessLevel, crmGuid, emailAddress, requiredText, singleLine } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** How long the link of an invitation may be used. */
export const INVITATION_VALID_DAYS = 7;
/** The shortest password a dealer may choose. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** A colleague to invite: who, and with which access level (spec 001 §6). */
export const InviteUserRequest = z.object({
  email: emailAddress(),
  firstName: singleLine(requiredText(50)),
  lastName: singleLine(requiredText(50)),
  accessLevel: AccessLevel.exclude(['none']),
});
export type InviteUserRequest = z.input<typeof InviteUserRequest>;

/**
 * A new link for a user of the dealer, to pass on by hand as well as by the e-mail that carries it
 * (resending: the user is known to belong to the dealer).
 */
export const InvitationResponse = z.object({
  invitationId: crmGuid,
  contactId: crmGuid,
  email: z.string(),
  expiresAt: z.iso.datetime(),
  link: z.url(),
});
export type InvitationResponse = z.infer<typeof InvitationResponse>;

/**
 * What inviting answers: where the invitation went, and nothing else. An address someone already
 * signs in with elsewhere answers the same, and its owner is told by e-mail (ADR 0058).
 */
export const InvitationSent = z.object({ sentTo: z.string() });
export type InvitationSent = z.infer<typeof InvitationSent>;

export const ContactIdParams = z.object({ contactId: crmGuid });
export const SetUserActiveRequest = z.object({ active: z.boolean() });
export const SetUserActiveResponse = z.object({ contactId: crmGuid, active: z.boolean() });

// --- a dealer's Portal Admin, for the own company (beyond the spec, which only edits levels)

export const inviteColleague = defineEndpoint({
  method: 'POST',
  path: '/api/user/invitations',
  summary:
    "Invite a colleague to the own company: a new user gets a one-time link by e-mail; an address used elsewhere answers the same (its owner is told), the own company's user 409 EMAIL_IN_USE",
  tags: ['user'],
  body: InviteUserRequest,
  response: InvitationSent,
  adminOnly: true,
});

export const resendColleagueInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/user/users/{contactId}/invitation',
  summary: 'A new link for a colleague who has not set a password yet; the earlier link stops working',
  tags: ['user'],
  params: ContactIdParams,
  response: InvitationResponse,
  adminOnly: true,
});

export const setColleagueActive = defineEndpoint({
  method: 'PUT',
  path: '/api/user/users/{contactId}/active',
  summary: 'Deactivate a colleague (no sign-in, no calls) or activate again; the company keeps one active Portal Admin',
  tags: ['user'],
  params: ContactIdParams,
  body: SetUserActiveRequest,
  response: SetUserActiveResponse,
  adminOnly: true,
});

// --- accepting, at the sign-in provider (no token: the link is the proof)

export const AcceptInvitationRequest = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH, 'invitation.password-too-short').max(PASSWORD_MAX_LENGTH, 'invitation.password-too-long'),
});
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequest>;

export const InvitationDetails = z.object({ email: z.string(), firstName: z.string(), expiresAt: z.iso.datetime() });
export type InvitationDetails = z.infer<typeof InvitationDetails>;

export const InvitationTokenParams = z.object({ token: z.string().regex(/^[\w-]{20,100}$/, 'not an invitation link') });

export const getInvitation = defineEndpoint({
  method: 'GET',
  path: '/api/invitations/{token}',
  summary: 'Whom an invitation link is for; 404 LINK_INVALID when used or replaced, 410 LINK_EXPIRED after 7 days',
  tags: ['user'],
  params: InvitationTokenParams,
  response: InvitationDetails,
  public: true,
});

export const acceptInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/invitations/{token}/accept',
  summary: 'Choose the password of an invited user; the link cannot be used again',
  tags: ['user'],
  params: InvitationTokenParams,
  body: AcceptInvitationRequest,
  response: z.object({ email: z.string() }),
  public: true,
});
