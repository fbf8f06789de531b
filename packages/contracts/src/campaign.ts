import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { LANGUAGES } from './languages.js';
import { Market, singleLine } from './common.js';
import { StaffPage } from './staff-common.js';

/** The texts of the campaign screen in one language; plain text, as the screen shows them. */
export const CampaignTexts = z.object({
  signupTitle: singleLine(z.string().trim().min(1, 'campaign-desk.validation.required').max(120, 'campaign-desk.validation.too-long')),
  signupText: z.string().trim().min(1, 'campaign-desk.validation.required').max(1000, 'campaign-desk.validation.too-long'),
  thanksTitle: singleLine(z.string().trim().min(1, 'campaign-desk.validation.required').max(120, 'campaign-desk.validation.too-long')),
  thanksText: z.string().trim().min(1, 'campaign-desk.validation.required').max(1000, 'campaign-desk.validation.too-long'),
});
export type CampaignTexts = z.infer<typeof CampaignTexts>;

/** Texts for any of the six languages; a language without them shows the portal's own. */
export const CampaignTextsByLanguage = z.partialRecord(z.enum(LANGUAGES), CampaignTexts);

// --- the dealer's side

export const ThisYearsCampaign = z.object({
  year: z.number().int(),
  name: z.string().nullable(),
  texts: CampaignTextsByLanguage,
});
export type ThisYearsCampaign = z.infer<typeof ThisYearsCampaign>;

export const getThisYearsCampaign = defineEndpoint({
  method: 'GET',
  path: '/api/reseller/campaign',
  summary: "This year's campaign where the reseller is: its name and the texts marketing wrote, per language",
  tags: ['reseller'],
  response: ThisYearsCampaign,
});

// --- marketing's side

const tags = ['staff: campaigns'] as const;
const MARKETING = ['marketing'] as const;

export const CampaignYearParams = z.object({ year: z.coerce.number().int().min(2000).max(2999) });

export const StaffCampaign = z.object({
  year: z.number().int(),
  name: z.string().nullable(),
  texts: CampaignTextsByLanguage,
  signups: z.number().int(),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type StaffCampaign = z.infer<typeof StaffCampaign>;

export const getStaffCampaign = defineEndpoint({
  method: 'GET',
  path: '/api/staff/campaigns/{year}',
  summary: "A year's campaign as marketing set it, with the number of dealers signed up",
  tags,
  params: CampaignYearParams,
  response: StaffCampaign,
  staffRoles: MARKETING,
});

export const CampaignRequest = z.object({
  name: singleLine(z.string().trim().min(1, 'campaign-desk.validation.required').max(120, 'campaign-desk.validation.too-long')),
  texts: CampaignTextsByLanguage,
});
export type CampaignRequest = z.input<typeof CampaignRequest>;

export const saveStaffCampaign = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/campaigns/{year}',
  summary: "Name a year's campaign and write its texts; the dealers' campaign screen shows them at once",
  tags,
  params: CampaignYearParams,
  body: CampaignRequest,
  response: StaffCampaign,
  staffRoles: MARKETING,
});

/** Larger pages than other lists: the export reads every sign-up of a year in one call. */
export const CampaignSignupsQuery = z.object({
  market: Market.optional(),
  page: StaffPage,
  pageSize: z.coerce.number().int().min(1).max(20_000).default(25),
});
export type CampaignSignupsQuery = z.input<typeof CampaignSignupsQuery>;

export const CampaignSignup = z.object({
  customerNumber: z.string(),
  customerName: z.string(),
  market: Market,
  city: z.string().nullable(),
  signedUpBy: z.string(),
  signedUpByEmail: z.string().nullable(),
  signedUpAt: z.iso.datetime(),
});
export type CampaignSignup = z.infer<typeof CampaignSignup>;

export const getCampaignSignups = defineEndpoint({
  method: 'GET',
  path: '/api/staff/campaigns/{year}/signups',
  summary: 'The dealers signed up for a year’s campaign, the first first',
  tags,
  params: CampaignYearParams,
  querystring: CampaignSignupsQuery,
  response: z.object({ items: z.array(CampaignSignup), total: z.number().int() }),
  staffRoles: MARKETING,
});
