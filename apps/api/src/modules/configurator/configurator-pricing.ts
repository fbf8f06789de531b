import type { CampaignDiscountType, ConfigItem, Ruleset } from '@portal/contracts/configurator';
import { netUnitPrice } from '../catalogue/catalogue.module.js';
import type { BomLine } from './engine/engine-types.js';
import { round2 } from '@portal/contracts/money';

/** An article's price for the customer, as the catalogue repository reads it. */
export type ArticlePrice = { itemNumber: string; description: string; listPrice: number; discountPercent: number };

/** A campaign term that is valid today for the customer's price list. */
export type CampaignTerm = {
  campaignId: string;
  kind: 'XD' | 'RP' | 'XR';
  /** LIKE pattern on the item number (XD, RP) or the article to add (XR) */
  itemPattern: string;
  rulesets: readonly string[] | null;
  /** percent (XD) or campaign list price (RP) */
  value: number;
};

/** A priced line of a configuration: the article, how many, and what one costs the customer. */
export type PricedLine = { itemNumber: string; quantity: number; unitPrice: number; listPrice: number; description: string };

export const UNIT_OF_MEASURE = 'st';

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** SQL LIKE semantics (% any run, _ one character), anchored, case-sensitive. */
export function likeMatches(pattern: string, text: string): boolean {
  const source = [...pattern].map((c) => (c === '%' ? '.*' : c === '_' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${source}$`, 's').test(text);
}

const appliesTo = (term: CampaignTerm, ruleset: Ruleset) => !term.rulesets || term.rulesets.includes(ruleset);

type CampaignOffer = { kind: 'XD' | 'RP'; campaignId: string; base: number; net: number; discount: number };

/** The best campaign price for one article, when a campaign beats the normal net price. */
function bestOffer(price: ArticlePrice, terms: readonly CampaignTerm[], ruleset: Ruleset): CampaignOffer | null {
  const normalNet = netUnitPrice(price.listPrice, price.discountPercent);
  let best: CampaignOffer | null = null;
  for (const term of terms) {
    if (term.kind === 'XR' || !appliesTo(term, ruleset) || !likeMatches(term.itemPattern, price.itemNumber)) continue;
    const offer: CampaignOffer =
      term.kind === 'XD'
        ? {
            kind: 'XD',
            campaignId: term.campaignId,
            base: price.listPrice,
            net: round2(normalNet * (1 - term.value / 100)),
            discount: term.value,
          }
        : {
            kind: 'RP',
            campaignId: term.campaignId,
            base: term.value,
            net: netUnitPrice(term.value, price.discountPercent),
            discount: price.discountPercent,
          };
    if (offer.net < normalNet && (!best || offer.net < best.net)) best = offer;
  }
  return best;
}

function item(price: ArticlePrice, quantity: number, offer: CampaignOffer | null, free: { campaignId: string } | null): ConfigItem {
  const normalNet = netUnitPrice(price.listPrice, price.discountPercent);
  const campaignNet = free ? 0 : (offer?.net ?? normalNet);
  const type: CampaignDiscountType | null = free ? 'XR' : (offer?.kind ?? null);
  return {
    ItemNo: price.itemNumber,
    Description: price.description,
    Quantity: quantity,
    Price: campaignNet,
    Uom: UNIT_OF_MEASURE,
    OriginalBasePrice: price.listPrice,
    OriginalNetPrice: normalNet,
    OriginalDiscount: price.discountPercent,
    NormalDiscount: price.discountPercent,
    Factor: price.listPrice > 0 ? round4(normalNet / price.listPrice) : 1,
    CampaignBasePrice: free ? price.listPrice : (offer?.base ?? price.listPrice),
    CampaignNetPrice: campaignNet,
    CampaignFactor: normalNet > 0 ? round4(campaignNet / normalNet) : 1,
    CampaignDiscount: free ? 100 : (offer?.discount ?? 0),
    CampaignDiscountType: type,
    CampaignCampaignID: free?.campaignId ?? offer?.campaignId ?? null,
  };
}

export type PricedConfiguration = {
  /** the rows of the completed configuration, without the closing header row */
  items: ConfigItem[];
  /** articles of the bill of materials that have no price for the customer */
  missing: string[];
  total: number;
};

/**
 * Prices a bill of materials for the customer: each article at its net price or the best
 * campaign price (XD, RP), plus the articles campaigns add free (XR).
 */
export function priceConfiguration(
  bom: readonly BomLine[],
  prices: ReadonlyMap<string, ArticlePrice>,
  terms: readonly CampaignTerm[],
  ruleset: Ruleset,
): PricedConfiguration {
  const items: ConfigItem[] = [];
  const missing: string[] = [];
  for (const line of bom) {
    const price = prices.get(line.itemNumber);
    if (!price) {
      missing.push(line.itemNumber);
      continue;
    }
    items.push(item(price, line.quantity, bestOffer(price, terms, ruleset), null));
  }
  for (const term of terms) {
    if (term.kind !== 'XR' || !appliesTo(term, ruleset)) continue;
    const price = prices.get(term.itemPattern);
    // A gift that is not in the customer's price list is simply not given.
    if (price && !items.some((i) => i.ItemNo === price.itemNumber && i.CampaignDiscountType === 'XR')) {
      items.push(item(price, 1, null, { campaignId: term.campaignId }));
    }
  }
  const total = round2(items.reduce((sum, i) => sum + i.Price * i.Quantity, 0));
  return { items, missing, total };
}

/** Articles a pricing needs: the bill of materials and the campaign gifts. */
export const articlesToPrice = (bom: readonly BomLine[], terms: readonly CampaignTerm[]) => [
  ...new Set([...bom.map((l) => l.itemNumber), ...terms.filter((t) => t.kind === 'XR').map((t) => t.itemPattern)]),
];

/** The closing row of a completed configuration: not an article, it names the configuration (ND). */
export function headerRow(ruleset: Ruleset, description: string, path: string | null): ConfigItem {
  return {
    ItemNo: ruleset,
    Description: description,
    Quantity: 1,
    Price: 0,
    Uom: UNIT_OF_MEASURE,
    OriginalBasePrice: 0,
    OriginalNetPrice: 0,
    OriginalDiscount: 0,
    NormalDiscount: 0,
    Factor: 1,
    CampaignBasePrice: 0,
    CampaignNetPrice: 0,
    CampaignFactor: 1,
    CampaignDiscount: 0,
    CampaignDiscountType: 'ND',
    CampaignCampaignID: null,
    ...(path ? { Path: path } : {}),
    ConfigInfoStr: description,
  };
}

/** Order lines of a priced configuration: what placeOrder books for a configured cart item. */
export const orderLinesOf = (priced: PricedConfiguration): PricedLine[] =>
  priced.items.map((i) => ({
    itemNumber: i.ItemNo,
    quantity: i.Quantity,
    unitPrice: i.Price,
    listPrice: i.OriginalBasePrice,
    description: i.Description,
  }));
