import { z } from 'zod';
import { RULESETS, Ruleset } from './configurator.js';
import { singleLine } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { ITEM_NUMBER } from './staff-catalogue.js';
import { StaffPage, StaffPageSize, StaffSearch } from './staff-common.js';

const tags = ['staff: configurator campaigns'] as const;
const MARKETING = ['marketing'] as const;

/**
 * The terms the configurator prices with: XD an extra discount in percent on matching articles,
 * RP a campaign list price for matching articles in one price list, XR an article added free.
 */
export const CPQ_CAMPAIGN_KINDS = ['XD', 'RP', 'XR'] as const;
export const CpqCampaignKind = z.enum(CPQ_CAMPAIGN_KINDS, { error: 'cpq-campaigns.validation.kind' });
export type CpqCampaignKind = z.infer<typeof CpqCampaignKind>;

/** Where a campaign stands today: running, not started yet, or over. */
export const CPQ_CAMPAIGN_STATUSES = ['current', 'upcoming', 'ended'] as const;
export const CpqCampaignStatus = z.enum(CPQ_CAMPAIGN_STATUSES);
export type CpqCampaignStatus = z.infer<typeof CpqCampaignStatus>;

/** The largest amount numeric(12, 2) holds. */
export const MAX_CPQ_CAMPAIGN_VALUE = 9_999_999_999.99;

/** An item number, or for XD and RP a LIKE pattern on it: % any run of characters, _ one character. */
const ITEM_PATTERN = /^[A-Za-z0-9_.%-]+$/;

const text = (max: number) =>
  singleLine(
    z
      .string({ error: 'cpq-campaigns.validation.required' })
      .trim()
      .min(1, 'cpq-campaigns.validation.required')
      .max(max, 'cpq-campaigns.validation.too-long'),
  );
const day = z.iso.date({ error: 'cpq-campaigns.validation.date' });
const hasTwoDecimalsAtMost = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * A configurator campaign as marketing enters it; the same rules as the table's checks, so a
 * refusal names the field. The API checks too that an XR article and the price list exist.
 */
export const CpqCampaignRequest = z
  .object({
    /** The campaign's code, shown to the dealer on each campaign line; several terms may share one. */
    campaignId: text(40).regex(/^[A-Za-z0-9_.-]+$/, 'cpq-campaigns.validation.campaign-id'),
    name: text(120),
    kind: CpqCampaignKind,
    /** XD and RP: a LIKE pattern on the item number; XR: the item number of the article added. */
    itemPattern: text(40).regex(ITEM_PATTERN, 'cpq-campaigns.validation.pattern'),
    /** The configurator rulesets it applies to; null for every one. */
    rulesets: z
      .array(z.enum(RULESETS, { error: 'cpq-campaigns.validation.rulesets' }), { error: 'cpq-campaigns.validation.rulesets' })
      .min(1, 'cpq-campaigns.validation.rulesets')
      .max(RULESETS.length, 'cpq-campaigns.validation.rulesets')
      .nullable(),
    /** Required for RP; XD and XR without one apply to every price list. */
    priceListId: singleLine(
      z.string().trim().min(1, 'cpq-campaigns.validation.required').max(50, 'cpq-campaigns.validation.too-long'),
    ).nullable(),
    /** XD: percent, more than 0 and less than 100. RP: the list price in the price list's currency. XR: unused. */
    value: z.number({ error: 'cpq-campaigns.validation.value' }).nullable(),
    validFrom: day,
    validTo: day,
  })
  .superRefine((c, ctx) => {
    const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'XR' && !ITEM_NUMBER.test(c.itemPattern)) problem('itemPattern', 'cpq-campaigns.validation.item-number');
    if (c.kind === 'RP' && !c.priceListId) problem('priceListId', 'cpq-campaigns.validation.price-list-required');
    if (c.kind === 'XD' && (c.value === null || !(c.value > 0 && c.value < 100))) problem('value', 'cpq-campaigns.validation.percent');
    if (c.kind === 'RP' && (c.value === null || !(c.value > 0 && c.value <= MAX_CPQ_CAMPAIGN_VALUE)))
      problem('value', 'cpq-campaigns.validation.price');
    if (c.kind !== 'XR' && c.value !== null && !hasTwoDecimalsAtMost(c.value)) problem('value', 'cpq-campaigns.validation.decimals');
    if (c.validFrom > c.validTo) problem('validTo', 'cpq-campaigns.validation.order');
  });
export type CpqCampaignRequest = z.input<typeof CpqCampaignRequest>;

export const CpqCampaignPriceList = z.object({ id: z.string(), name: z.string(), currency: z.string() });
export type CpqCampaignPriceList = z.infer<typeof CpqCampaignPriceList>;

export const StaffCpqCampaign = z.object({
  id: z.number().int(),
  campaignId: z.string(),
  name: z.string(),
  kind: CpqCampaignKind,
  itemPattern: z.string(),
  rulesets: z.array(Ruleset).nullable(),
  /** With its currency, in which an RP value is a price. */
  priceList: CpqCampaignPriceList.nullable(),
  /** null for XR, which has none. */
  value: z.number().nullable(),
  validFrom: z.iso.date(),
  validTo: z.iso.date(),
  status: CpqCampaignStatus,
});
export type StaffCpqCampaign = z.infer<typeof StaffCpqCampaign>;

export const StaffCpqCampaignsQuery = z.object({
  status: CpqCampaignStatus.optional(),
  kind: CpqCampaignKind.optional(),
  search: StaffSearch.describe('A part of the name, the campaign code or the article pattern'),
  page: StaffPage,
  pageSize: StaffPageSize,
});
export type StaffCpqCampaignsQuery = z.input<typeof StaffCpqCampaignsQuery>;

export const StaffCpqCampaignsResponse = z.object({ items: z.array(StaffCpqCampaign), total: z.number().int() });
export type StaffCpqCampaignsResponse = z.infer<typeof StaffCpqCampaignsResponse>;

export const CpqCampaignIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const getStaffCpqCampaigns = defineEndpoint({
  method: 'GET',
  path: '/api/staff/cpq-campaigns',
  summary: 'The configurator campaigns, the latest start first; status filters by today (current, upcoming, ended)',
  tags,
  querystring: StaffCpqCampaignsQuery,
  response: StaffCpqCampaignsResponse,
  staffRoles: MARKETING,
});

export const getStaffCpqCampaign = defineEndpoint({
  method: 'GET',
  path: '/api/staff/cpq-campaigns/{id}',
  summary: 'One configurator campaign',
  tags,
  params: CpqCampaignIdParams,
  response: StaffCpqCampaign,
  staffRoles: MARKETING,
});

export const createStaffCpqCampaign = defineEndpoint({
  method: 'POST',
  path: '/api/staff/cpq-campaigns',
  summary: 'Add a configurator campaign; dealers configuring and ordering get it from its first day',
  tags,
  body: CpqCampaignRequest,
  response: StaffCpqCampaign,
  staffRoles: MARKETING,
});

export const updateStaffCpqCampaign = defineEndpoint({
  method: 'PUT',
  path: '/api/staff/cpq-campaigns/{id}',
  summary: 'Change a configurator campaign: its terms, articles or dates',
  tags,
  params: CpqCampaignIdParams,
  body: CpqCampaignRequest,
  response: StaffCpqCampaign,
  staffRoles: MARKETING,
});

export const deleteStaffCpqCampaign = defineEndpoint({
  method: 'DELETE',
  path: '/api/staff/cpq-campaigns/{id}',
  summary: 'Remove a configurator campaign; configurations priced after it no longer get it',
  tags,
  params: CpqCampaignIdParams,
  response: z.object({ id: z.number().int() }),
  staffRoles: MARKETING,
});

export const CpqCampaignOptions = z.object({ priceLists: z.array(CpqCampaignPriceList) });
export type CpqCampaignOptions = z.infer<typeof CpqCampaignOptions>;

export const getCpqCampaignOptions = defineEndpoint({
  method: 'GET',
  path: '/api/staff/cpq-campaign-options',
  summary: 'The price lists a configurator campaign can be limited to, with their currencies',
  tags,
  response: CpqCampaignOptions,
  staffRoles: MARKETING,
});
