import { describe, expect, it } from 'vitest';
import { ITEM_NUMBER, ItemNumberParams } from './staff-catalogue.js';
import { CpqCampaignRequest } from './staff-configurator.js';

describe('item numbers', () => {
  it('takes what the ERP writes: letters, digits, dashes, dots and underscores, up to 40', () => {
    for (const n of ['NF-100', 'rd-oslo', 'CH_200.5', '7', 'A'.repeat(40)]) expect(n).toMatch(ITEM_NUMBER);
  });

  it('refuses a separator first, spaces, wildcards and more than 40 characters', () => {
    for (const n of ['-100', '.a', 'NF 100', 'NF%', 'NF/1', '', 'A'.repeat(41)]) expect(n).not.toMatch(ITEM_NUMBER);
    expect(ItemNumberParams.safeParse({ itemNumber: 'NF 100' }).success).toBe(false);
  });

  it('is the rule for the article a configurator campaign adds', () => {
    const gift = (itemPattern: string) =>
      CpqCampaignRequest.safeParse({
        campaignId: 'GIFT',
        name: 'Gift',
        kind: 'XR',
        itemPattern,
        rulesets: null,
        priceListId: null,
        value: null,
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      });
    expect(gift('NF-100').success).toBe(true);
    // A LIKE pattern is for discounts; an added article is one item number.
    expect(gift('NF-%').error?.issues.map((i) => i.message)).toEqual(['cpq-campaigns.validation.item-number']);
    expect(gift('-100').error?.issues.map((i) => i.message)).toEqual(['cpq-campaigns.validation.item-number']);
  });
});
