/**
 * The configurator campaigns' rules as pure functions: the list's filters and how a campaign
 * reads, and the campaign form's values, fields per kind, request, problems and refusals.
 */
import type { Language } from '@portal/contracts/languages';
import {
  CPQ_CAMPAIGN_KINDS,
  CPQ_CAMPAIGN_STATUSES,
  CpqCampaignRequest,
  type CpqCampaignKind,
  type CpqCampaignPriceList,
  type CpqCampaignStatus,
  type StaffCpqCampaign,
} from '@portal/contracts/staff-configurator';
import { formatMoney, formatPercent } from '@portal/ui/format';
import { schemaProblems } from '@portal/ui/form';
import { problemMessage, problemMessages, refusedField, type Message } from '../../lib/form-messages';
import { oneOf } from '../../lib/list-page-logic';

/** The contract's messages that are the area's own texts start so. */
const AREA = 'cpq-campaigns.';

// --- the list

export const CAMPAIGN_FILTERS = { status: oneOf(CPQ_CAMPAIGN_STATUSES), kind: oneOf(CPQ_CAMPAIGN_KINDS) };

export const CAMPAIGN_STATUS_COLOR: Record<CpqCampaignStatus, string> = { current: 'green', upcoming: 'blue', ended: 'gray' };

/** A price list with its currency, as the list and the form name it. */
export const priceListLabel = (l: CpqCampaignPriceList) => `${l.name} (${l.currency})`;

/** A campaign's value: a free article, a percentage off, or a price in its price list's currency. */
export function campaignValue(c: Pick<StaffCpqCampaign, 'kind' | 'value' | 'priceList'>, language: Language): Message | { text: string } {
  if (c.value === null) return { key: 'cpq-campaigns.free' };
  if (c.kind === 'XD') return { text: formatPercent(c.value, language) };
  return { text: c.priceList ? formatMoney(c.value, language, c.priceList.currency) : String(c.value) };
}

/** The rulesets a campaign applies to, as text keys; none chosen is every ruleset. */
export const rulesetKeys = (rulesets: StaffCpqCampaign['rulesets']) =>
  rulesets ? rulesets.map((r) => `cpq-campaigns.ruleset.${r}`) : ['cpq-campaigns.all-rulesets'];

// --- the form

export type CampaignValues = {
  campaignId: string;
  name: string;
  kind: CpqCampaignKind;
  itemPattern: string;
  rulesets: string[];
  priceListId: string | null;
  value: number | string;
  validFrom: string;
  validTo: string;
};

/** The form's fields in the order it shows them, so the first with an error gets focus. */
export const CAMPAIGN_FIELD_ORDER = [
  'campaignId',
  'name',
  'kind',
  'itemPattern',
  'rulesets',
  'priceListId',
  'value',
  'validFrom',
  'validTo',
] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A stored campaign as the form holds it; a new one is an extra discount from today to the end of the month after next. */
export function campaignValues(campaign: StaffCpqCampaign | null, now = new Date()): CampaignValues {
  if (campaign)
    return {
      campaignId: campaign.campaignId,
      name: campaign.name,
      kind: campaign.kind,
      itemPattern: campaign.itemPattern,
      rulesets: campaign.rulesets ?? [],
      priceListId: campaign.priceList?.id ?? null,
      value: campaign.value ?? '',
      validFrom: campaign.validFrom,
      validTo: campaign.validTo,
    };
  return {
    campaignId: '',
    name: '',
    kind: 'XD',
    itemPattern: '',
    rulesets: [],
    priceListId: null,
    value: '',
    validFrom: isoDay(now),
    validTo: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 0))),
  };
}

/** What the API takes of the form: no rulesets chosen means every ruleset, and XR has no value. */
export const campaignRequest = (v: CampaignValues): CpqCampaignRequest => ({
  campaignId: v.campaignId,
  name: v.name,
  kind: v.kind,
  itemPattern: v.itemPattern,
  rulesets: v.rulesets.length === 0 ? null : (v.rulesets as CpqCampaignRequest['rulesets']),
  priceListId: v.priceListId,
  value: v.kind === 'XR' || v.value === '' ? null : Number(v.value),
  validFrom: v.validFrom,
  validTo: v.validTo,
});

/** A ruleset's problem shows on the ruleset field as a whole. */
const fieldOf = (path: string) => path.split('.')[0] ?? path;

export const campaignProblems = (v: CampaignValues): Record<string, Message> =>
  problemMessages(schemaProblems(CpqCampaignRequest, campaignRequest(v), fieldOf), (p) => problemMessage(p, AREA));

/** The server's refusal on the field it names, in the area's text where it gave one; null for any other failure. */
export function campaignSaveError(error: unknown): { field: string; message: Message } | null {
  const refused = refusedField(error);
  if (!refused) return null;
  return { field: fieldOf(refused.field), message: problemMessage({ kind: 'other', message: refused.key ?? '' }, AREA) };
}

/** The currency of the chosen price list, in which an RP value is a price. */
export const currencyOf = (priceLists: readonly CpqCampaignPriceList[], id: string | null) => priceLists.find((l) => l.id === id)?.currency;

/**
 * What the form asks for each kind: XR adds an article by its item number and has no value; XD
 * takes a pattern and a percentage below 100; RP a pattern and a price in a price list it needs.
 */
export function kindFields(kind: CpqCampaignKind, currency: string | undefined) {
  const valueHint: Message =
    kind !== 'RP'
      ? { key: 'cpq-campaigns.field.percent-hint' }
      : currency
        ? { key: 'cpq-campaigns.field.price-hint', values: { currency } }
        : { key: 'cpq-campaigns.field.price-choose-list' };
  return {
    itemLabel: kind === 'XR' ? 'cpq-campaigns.field.item-number' : 'cpq-campaigns.field.pattern',
    itemHint: kind === 'XR' ? 'cpq-campaigns.field.item-number-hint' : 'cpq-campaigns.field.pattern-hint',
    priceListHint: kind === 'RP' ? 'cpq-campaigns.field.price-list-required' : 'cpq-campaigns.field.price-list-hint',
    priceListRequired: kind === 'RP',
    hasValue: kind !== 'XR',
    valueLabel: kind === 'XD' ? 'cpq-campaigns.field.percent' : 'cpq-campaigns.field.price',
    valueHint,
    valueMax: kind === 'XD' ? 99.99 : undefined,
    valueSuffix: kind === 'XD' ? ' %' : currency ? ` ${currency}` : undefined,
  };
}
