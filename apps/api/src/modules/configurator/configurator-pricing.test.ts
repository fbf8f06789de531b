import { describe, expect, it } from 'vitest';
import {
  articlesToPrice,
  headerRow,
  likeMatches,
  orderLinesOf,
  priceConfiguration,
  type ArticlePrice,
  type CampaignTerm,
} from './configurator-pricing.js';

const article = (itemNumber: string, listPrice: number, discountPercent = 30): ArticlePrice => ({
  itemNumber,
  description: itemNumber,
  listPrice,
  discountPercent,
});
const prices = new Map(
  [
    article('NF-OSLO-7-BK', 22_900),
    article('NF-OSLO-SIDG', 2_490),
    article('SK150-RH', 790),
    article('SK150-1000', 2_390),
    article('TB-GR-500', 119),
  ].map((a) => [a.itemNumber, a]),
);
const xd: CampaignTerm = { campaignId: 'XD1', kind: 'XD', itemPattern: 'NF-OSLO-%', rulesets: ['Stove'], value: 10 };
const rp: CampaignTerm = { campaignId: 'RP1', kind: 'RP', itemPattern: 'SK150-RH', rulesets: null, value: 590 };
const xr: CampaignTerm = { campaignId: 'XR1', kind: 'XR', itemPattern: 'TB-GR-500', rulesets: ['Stove'], value: 0 };

describe('likeMatches', () => {
  it('follows LIKE: % for any run, _ for one character, the rest literal', () => {
    expect(likeMatches('NF-OSLO-%', 'NF-OSLO-7-BK')).toBe(true);
    expect(likeMatches('NF-OSLO-%', 'GH-OSLO-7-BK')).toBe(false);
    expect(likeMatches('SK1_0-RH', 'SK150-RH')).toBe(true);
    expect(likeMatches('SK150-RH', 'SK150-RHX')).toBe(false);
    expect(likeMatches('A.B', 'AxB')).toBe(false);
  });
});

describe('priceConfiguration', () => {
  it('prices rows without a campaign at the customer net price', () => {
    const { items, total, missing } = priceConfiguration([{ itemNumber: 'SK150-1000', quantity: 3 }], prices, [], 'Chimney');
    expect(missing).toEqual([]);
    expect(items[0]).toMatchObject({
      Price: 1673,
      OriginalBasePrice: 2390,
      OriginalNetPrice: 1673,
      OriginalDiscount: 30,
      Factor: 0.7,
      CampaignDiscountType: null,
      CampaignFactor: 1,
    });
    expect(total).toBe(5019);
  });

  it('takes an extra XD percentage off the net price of matching articles of the ruleset', () => {
    const { items } = priceConfiguration([{ itemNumber: 'NF-OSLO-7-BK', quantity: 1 }], prices, [xd], 'Stove');
    expect(items[0]).toMatchObject({
      OriginalNetPrice: 16030,
      CampaignNetPrice: 14427,
      Price: 14427,
      CampaignDiscount: 10,
      CampaignDiscountType: 'XD',
      CampaignCampaignID: 'XD1',
      CampaignFactor: 0.9,
    });
    // Another ruleset does not get it.
    expect(
      priceConfiguration([{ itemNumber: 'NF-OSLO-7-BK', quantity: 1 }], prices, [xd], 'Chimney').items[0]!.CampaignDiscountType,
    ).toBeNull();
  });

  it('replaces the list price with an RP campaign price and still applies the customer discount', () => {
    const { items } = priceConfiguration([{ itemNumber: 'SK150-RH', quantity: 1 }], prices, [rp], 'Chimney');
    expect(items[0]).toMatchObject({
      CampaignBasePrice: 590,
      CampaignNetPrice: 413,
      Price: 413,
      OriginalNetPrice: 553,
      CampaignDiscountType: 'RP',
    });
  });

  it('never lets a campaign raise a price', () => {
    const dear: CampaignTerm = { ...rp, value: 990 };
    expect(priceConfiguration([{ itemNumber: 'SK150-RH', quantity: 1 }], prices, [dear], 'Chimney').items[0]!.Price).toBe(553);
  });

  it('adds an XR gift once, free, for the rulesets it names', () => {
    const { items, total } = priceConfiguration([{ itemNumber: 'NF-OSLO-7-BK', quantity: 1 }], prices, [xr, xr], 'Stove');
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ ItemNo: 'TB-GR-500', Quantity: 1, Price: 0, CampaignDiscount: 100, CampaignDiscountType: 'XR' });
    expect(total).toBe(16030);
    expect(priceConfiguration([{ itemNumber: 'SK150-1000', quantity: 1 }], prices, [xr], 'Chimney').items).toHaveLength(1);
  });

  it('reports articles without a price instead of pricing them at zero', () => {
    const { missing, items } = priceConfiguration([{ itemNumber: 'NOPE', quantity: 1 }], prices, [], 'Stove');
    expect(missing).toEqual(['NOPE']);
    expect(items).toEqual([]);
  });

  it('lists the gifts among the articles to price, and books the gifts at zero', () => {
    expect(articlesToPrice([{ itemNumber: 'NF-OSLO-7-BK', quantity: 1 }], [xd, xr])).toEqual(['NF-OSLO-7-BK', 'TB-GR-500']);
    const lines = orderLinesOf(priceConfiguration([{ itemNumber: 'NF-OSLO-7-BK', quantity: 1 }], prices, [xd, xr], 'Stove'));
    expect(lines).toEqual([
      { itemNumber: 'NF-OSLO-7-BK', quantity: 1, unitPrice: 14427, listPrice: 22900, description: 'NF-OSLO-7-BK' },
      { itemNumber: 'TB-GR-500', quantity: 1, unitPrice: 0, listPrice: 119, description: 'TB-GR-500' },
    ]);
  });
});

describe('headerRow', () => {
  it('closes the configuration with an ND row that carries the description, and the path only when there is one', () => {
    expect(headerRow('Stove', 'Oslo 7', null)).toMatchObject({ CampaignDiscountType: 'ND', Price: 0, ConfigInfoStr: 'Oslo 7' });
    expect(headerRow('Stove', 'Oslo 7', null)).not.toHaveProperty('Path');
    expect(headerRow('New_Stove', 'Oslo 7 + skorsten', 'stove+chimney').Path).toBe('stove+chimney');
  });
});
