/**
 * The summary of a completed configuration and its cart item (spec 001 §3, §9).
 */
import {
  CPQ_COMPLETE_SUCCESS,
  FREE_CAMPAIGN_DISCOUNT_TYPE,
  HIDDEN_CAMPAIGN_DISCOUNT_TYPES,
  SHOWN_CAMPAIGN_DISCOUNT_TYPES,
  type CompleteConfigurationResponse,
  type ConfigItem,
  type Ruleset,
} from '@portal/contracts/configurator';
import { CONFIG_TYPE, type CartItem } from '../../lib/cart/cart-rules';
import { isStoveRuleset } from './configurator-logic';
import { round2 } from '@portal/contracts/money';

export const STOVE_AND_CHIMNEY_IMAGE = '/catalogue/stove-and-chimney.svg';
/** Stove images fall back to this when the engine gave none. */
export const STOVE_IMAGE = '/catalogue/cat-stoves.svg';
/** The chimney rulesets have fixed pictures, the same as their category tiles. */
export const CHIMNEY_IMAGES: Readonly<Record<string, string>> = {
  Chimney: '/catalogue/cat-chimney.svg',
  Premodul: '/catalogue/chimney-flashing.svg',
};

export type CampaignCalculation = {
  kind: 'XD' | 'RP';
  campaignId: string | null;
  /** The customer's normal net price of one. */
  originalPrice: number;
  /** RP: the campaign's list price; XD: the normal list price. */
  campaignBasePrice: number;
  /** XD: the extra campaign discount; RP: the customer's discount on the campaign list price. */
  discountPercent: number;
  campaignPrice: number;
};

/** An article a campaign adds free of charge (XR), with the campaign that adds it. */
export type FreeItem = { campaignId: string | null };

export type SummaryRow = { item: ConfigItem; lineTotal: number; campaign: CampaignCalculation | null; free: FreeItem | null };

const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  (list as readonly string[]).includes(value ?? '');

/** XD and RP rows show how the campaign price came about. */
export function campaignCalculation(item: ConfigItem): CampaignCalculation | null {
  const kind = item.CampaignDiscountType as string | null;
  if (!isOneOf(SHOWN_CAMPAIGN_DISCOUNT_TYPES, kind)) return null;
  return {
    kind,
    campaignId: item.CampaignCampaignID,
    originalPrice: item.OriginalNetPrice,
    campaignBasePrice: item.CampaignBasePrice,
    discountPercent: item.CampaignDiscount,
    campaignPrice: item.CampaignNetPrice,
  };
}

/** XR rows name the campaign that adds the article free of charge. */
export const freeItem = (item: ConfigItem): FreeItem | null =>
  item.CampaignDiscountType === FREE_CAMPAIGN_DISCOUNT_TYPE ? { campaignId: item.CampaignCampaignID } : null;

/**
 * Rows to show, highest original base price first. ND (the closing header row) is hidden. XR
 * (a campaign's free article) is shown as included free, unlike spec 001 §9, which hides it:
 * the article is delivered with the order, so the dealer should see it before ordering
 * (docs/areas/configurator.md).
 */
export function summaryRows(items: readonly ConfigItem[]): SummaryRow[] {
  return items
    .filter((item) => freeItem(item) !== null || !isOneOf(HIDDEN_CAMPAIGN_DISCOUNT_TYPES, item.CampaignDiscountType as string | null))
    .map((item) => ({
      item,
      lineTotal: round2(item.Price * item.Quantity),
      campaign: campaignCalculation(item),
      free: freeItem(item),
    }))
    .sort((a, b) => b.item.OriginalBasePrice - a.item.OriginalBasePrice);
}

export const isSuccess = (summary: Pick<CompleteConfigurationResponse, 'Status'>) => summary.Status === CPQ_COMPLETE_SUCCESS;

/** A configuration whose last item has a Path combines a stove and a chimney. */
export const isStoveAndChimney = (items: readonly ConfigItem[]) => Boolean(items.at(-1)?.Path?.trim());

/**
 * The summary's picture (spec 001 §9): stove and chimney together when the last item has a
 * Path; otherwise the stove rulesets show the engine's last picture, the chimney rulesets theirs.
 */
export function summaryImage(items: readonly ConfigItem[], ruleset: Ruleset, lastImageUrl: string | null): string {
  if (isStoveAndChimney(items)) return STOVE_AND_CHIMNEY_IMAGE;
  if (isStoveRuleset(ruleset)) return lastImageUrl || STOVE_IMAGE;
  return CHIMNEY_IMAGES[ruleset] ?? CHIMNEY_IMAGES['Chimney']!;
}

/**
 * The cart line of a completed configuration (spec 000 §3). Its id is the header, so the
 * line of a reopened configuration can be found and replaced.
 */
export function toCartItem(input: {
  summary: CompleteConfigurationResponse;
  headerId: string;
  ruleset: Ruleset;
  image: string;
  fallbackTitle: string;
}): Omit<CartItem, 'quantity'> {
  const { summary } = input;
  return {
    id: input.headerId,
    sku: summary.ConfigId,
    title: summary.ConfigItems.at(-1)?.ConfigInfoStr?.trim() || input.fallbackTitle,
    image: input.image,
    price: summary.ConfiguredPrice,
    type: CONFIG_TYPE,
    headerId: input.headerId,
    ruleset: input.ruleset,
    items: summary.ConfigItems,
  };
}

/**
 * Cart lines to drop before the configuration goes in: the configuration it was reopened
 * from and any line already holding this header, so an edit replaces instead of adding one more.
 */
export const linesToReplace = (headerId: string, reopenedFrom: string | undefined) => [
  ...new Set([headerId, ...(reopenedFrom ? [reopenedFrom] : [])]),
];
