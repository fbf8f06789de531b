import { HIDDEN_CAMPAIGN_DISCOUNT_TYPES } from '@portal/contracts/configurator';

export type CartContentLine = { itemNo: string; description: string; quantity: number };

type LooseItem = {
  ItemNo?: unknown;
  Description?: unknown;
  Quantity?: unknown;
  CampaignDiscountType?: unknown;
  OriginalBasePrice?: unknown;
};

/**
 * The articles of a configured cart line, as the summary shows them: without the closing
 * header row and campaign gifts, highest base price first. The cart lives in local
 * storage, so anything not shaped like an article is skipped rather than trusted.
 */
export function cartContents(items: readonly unknown[] | undefined): CartContentLine[] {
  return (items ?? [])
    .filter((i): i is LooseItem => typeof i === 'object' && i !== null)
    .filter((i) => typeof i.ItemNo === 'string' && typeof i.Description === 'string' && typeof i.Quantity === 'number')
    .filter((i) => !(HIDDEN_CAMPAIGN_DISCOUNT_TYPES as readonly unknown[]).includes(i.CampaignDiscountType))
    .map((i) => ({
      line: { itemNo: i.ItemNo as string, description: i.Description as string, quantity: i.Quantity as number },
      base: Number(i.OriginalBasePrice) || 0,
    }))
    .sort((a, b) => b.base - a.base)
    .map((x) => x.line);
}
