import { describe, expect, it } from 'vitest';
import type { CompleteConfigurationResponse, ConfigItem } from '@portal/contracts/configurator';
import { cartContents } from '../../lib/cart/cart-contents';
import {
  campaignCalculation,
  freeItem,
  isStoveAndChimney,
  isSuccess,
  linesToReplace,
  STOVE_AND_CHIMNEY_IMAGE,
  STOVE_IMAGE,
  summaryImage,
  summaryRows,
  toCartItem,
} from './configurator-summary';

const item = (over: Partial<ConfigItem>): ConfigItem => ({
  ItemNo: 'A',
  Description: 'Article',
  Quantity: 1,
  Price: 100,
  Uom: 'st',
  OriginalBasePrice: 150,
  OriginalNetPrice: 100,
  OriginalDiscount: 33,
  NormalDiscount: 33,
  Factor: 0.6667,
  CampaignBasePrice: 150,
  CampaignNetPrice: 100,
  CampaignFactor: 1,
  CampaignDiscount: 0,
  CampaignDiscountType: 'ND',
  CampaignCampaignID: null,
  ...over,
});

// A row no campaign touches has no campaign type.
const plain = (over: Partial<ConfigItem>) => item({ CampaignDiscountType: null, ...over });

const header = (over: Partial<ConfigItem> = {}) =>
  item({ ItemNo: 'Stove', Description: 'Oslo, black', Price: 0, OriginalBasePrice: 0, ConfigInfoStr: 'Oslo, black', ...over });

const completed = (items: ConfigItem[], over: Partial<CompleteConfigurationResponse> = {}): CompleteConfigurationResponse => ({
  Status: 'Success',
  Error: null,
  ConfigId: 'CFG-9',
  Currency: 'SEK',
  ConfiguredPrice: 12_345.5,
  ConfigItems: items,
  ...over,
});

describe('summary rows', () => {
  it('hide the ND row, show the XR gift as included free, and sort by original base price, highest first', () => {
    const rows = summaryRows([
      plain({ ItemNo: 'pipe', OriginalBasePrice: 900 }),
      item({ ItemNo: 'gift', CampaignDiscountType: 'XR', CampaignCampaignID: 'KAMIN-GAVA', Price: 0, OriginalBasePrice: 1200 }),
      plain({ ItemNo: 'stove', OriginalBasePrice: 24_000 }),
      item({ ItemNo: 'cap', CampaignDiscountType: 'XD', OriginalBasePrice: 1500 }),
      header(),
    ]);
    expect(rows.map((r) => r.item.ItemNo)).toEqual(['stove', 'cap', 'gift', 'pipe']);
    expect(rows.find((r) => r.item.ItemNo === 'gift')).toMatchObject({ free: { campaignId: 'KAMIN-GAVA' }, campaign: null, lineTotal: 0 });
    expect(rows.filter((r) => r.free !== null)).toHaveLength(1);
    expect(freeItem(item({ CampaignDiscountType: 'XR', CampaignCampaignID: null }))).toEqual({ campaignId: null });
  });
  it('price each line as unit price times quantity', () => {
    expect(summaryRows([plain({ Price: 12.35, Quantity: 3 })])[0]?.lineTotal).toBe(37.05);
  });
  it('show the campaign calculation for XD and RP only', () => {
    expect(
      campaignCalculation(
        item({
          CampaignDiscountType: 'XD',
          CampaignCampaignID: 'C-24',
          OriginalNetPrice: 1000,
          CampaignDiscount: 10,
          CampaignNetPrice: 900,
          CampaignBasePrice: 1500,
        }),
      ),
    ).toEqual({ kind: 'XD', campaignId: 'C-24', originalPrice: 1000, campaignBasePrice: 1500, discountPercent: 10, campaignPrice: 900 });
    expect(
      campaignCalculation(item({ CampaignDiscountType: 'RP', CampaignBasePrice: 1200, CampaignDiscount: 30, CampaignNetPrice: 840 })),
    ).toMatchObject({
      kind: 'RP',
      campaignBasePrice: 1200,
      discountPercent: 30,
      campaignPrice: 840,
    });
    expect(campaignCalculation(item({ CampaignDiscountType: 'ND' }))).toBeNull();
    expect(campaignCalculation(plain({}))).toBeNull();
  });
});

describe('summary picture', () => {
  it('shows stove and chimney when the last item has a path', () => {
    const items = [plain({}), header({ Path: 'Oslo/Premodul' })];
    expect(isStoveAndChimney(items)).toBe(true);
    expect(summaryImage(items, 'Stove', '/img/oslo.svg')).toBe(STOVE_AND_CHIMNEY_IMAGE);
    expect(summaryImage(items, 'Chimney', null)).toBe(STOVE_AND_CHIMNEY_IMAGE);
  });
  it('uses the last engine picture for stove rulesets', () => {
    const items = [plain({}), header()];
    expect(summaryImage(items, 'Stove', '/img/oslo.svg')).toBe('/img/oslo.svg');
    expect(summaryImage(items, 'New_Stove', '/img/visby.svg')).toBe('/img/visby.svg');
    expect(summaryImage(items, 'Stove', null)).toBe(STOVE_IMAGE);
  });
  it('uses the chimney picture otherwise', () => {
    expect(summaryImage([header()], 'Chimney', '/img/x.svg')).toBe('/catalogue/cat-chimney.svg');
    expect(summaryImage([header()], 'Premodul', null)).toBe('/catalogue/chimney-flashing.svg');
    expect(summaryImage([], 'Chimney', null)).toBe('/catalogue/cat-chimney.svg');
  });
});

describe('cart item', () => {
  it('is the configuration under its header id', () => {
    const items = [plain({}), header()];
    expect(
      toCartItem({ summary: completed(items), headerId: 'H-2', ruleset: 'Stove', image: '/img/oslo.svg', fallbackTitle: 'Stove' }),
    ).toEqual({
      id: 'H-2',
      sku: 'CFG-9',
      title: 'Oslo, black',
      image: '/img/oslo.svg',
      price: 12_345.5,
      type: 'config',
      headerId: 'H-2',
      ruleset: 'Stove',
      items,
    });
  });
  it('takes the ruleset title when the last item names nothing', () => {
    const cartItem = toCartItem({
      summary: completed([header({ ConfigInfoStr: ' ' })]),
      headerId: 'H',
      ruleset: 'Chimney',
      image: '',
      fallbackTitle: 'Chimney',
    });
    expect(cartItem.title).toBe('Chimney');
  });
  it('replaces the line it was reopened from', () => {
    expect(linesToReplace('H-2', 'H-1')).toEqual(['H-2', 'H-1']);
    expect(linesToReplace('H-2', undefined)).toEqual(['H-2']);
    expect(linesToReplace('H-2', 'H-2')).toEqual(['H-2']);
  });
  it('knows a successful status', () => {
    expect(isSuccess({ Status: 'Success' })).toBe(true);
    expect(isSuccess({ Status: 'Error' })).toBe(false);
  });
});

describe('cart contents', () => {
  it('lists the articles as the summary does and skips what is no article', () => {
    const items = [
      plain({ ItemNo: 'pipe', Description: 'Pipe', Quantity: 2, OriginalBasePrice: 10 }),
      plain({ ItemNo: 'stove', Description: 'Oslo', OriginalBasePrice: 99 }),
      item({ CampaignDiscountType: 'XR' }),
      header(),
      { junk: true },
      null,
      'x',
    ];
    expect(cartContents(items)).toEqual([
      { itemNo: 'stove', description: 'Oslo', quantity: 1 },
      { itemNo: 'pipe', description: 'Pipe', quantity: 2 },
    ]);
    expect(cartContents(undefined)).toEqual([]);
  });
});
