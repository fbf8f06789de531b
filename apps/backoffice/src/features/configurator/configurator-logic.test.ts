import { describe, expect, it } from 'vitest';
import type { StaffCpqCampaign } from '@portal/contracts/staff-configurator';
import { ApiError } from '@portal/ui/auth';
import { firstError } from '@portal/ui/form';
import { readFilters } from '../../lib/list-page-logic';
import {
  CAMPAIGN_FIELD_ORDER,
  CAMPAIGN_FILTERS,
  CAMPAIGN_STATUS_COLOR,
  campaignProblems,
  campaignRequest,
  campaignSaveError,
  campaignValue,
  campaignValues,
  currencyOf,
  kindFields,
  priceListLabel,
  rulesetKeys,
  type CampaignValues,
} from './configurator-logic';

const sek = { id: 'SE-2026', name: 'Sverige 2026', currency: 'SEK' };

const stored: StaffCpqCampaign = {
  id: 7,
  campaignId: 'SPRING26',
  name: 'Spring stoves',
  kind: 'RP',
  itemPattern: 'KS-%',
  rulesets: ['Stove', 'New_Stove'],
  priceList: sek,
  value: 9990,
  validFrom: '2026-03-01',
  validTo: '2026-05-31',
  status: 'current',
};

const valid = (over: Partial<CampaignValues> = {}): CampaignValues => ({
  ...campaignValues(null, new Date('2026-03-02T10:00:00Z')),
  campaignId: 'XD-1',
  name: 'Extra discount',
  itemPattern: 'KS-%',
  value: 10,
  ...over,
});

const from = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};

describe('the campaign list', () => {
  it('filters by status and kind', () => {
    expect(readFilters(CAMPAIGN_FILTERS, from('status=upcoming&kind=XR'))).toEqual({ status: 'upcoming', kind: 'XR' });
    expect(readFilters(CAMPAIGN_FILTERS, from('status=old&kind=xd'))).toEqual({});
  });

  it('colours each status', () => {
    expect(CAMPAIGN_STATUS_COLOR).toEqual({ current: 'green', upcoming: 'blue', ended: 'gray' });
  });

  it('names a price list with its currency', () => {
    expect(priceListLabel(sek)).toBe('Sverige 2026 (SEK)');
  });

  it('shows a free article, a percentage or a price in its list’s currency', () => {
    expect(campaignValue({ kind: 'XR', value: null, priceList: null }, 'en')).toEqual({ key: 'cpq-campaigns.free' });
    expect(campaignValue({ kind: 'XD', value: 12.5, priceList: null }, 'en')).toEqual({ text: '12.5%' });
    expect(campaignValue({ kind: 'RP', value: 9990, priceList: sek }, 'en')).toEqual({ text: expect.stringMatching(/9,990\.00/) });
    expect(campaignValue({ kind: 'RP', value: 9990, priceList: null }, 'en')).toEqual({ text: '9990' });
  });

  it('names the rulesets, or every ruleset when none is chosen', () => {
    expect(rulesetKeys(['Stove', 'Chimney'])).toEqual(['cpq-campaigns.ruleset.Stove', 'cpq-campaigns.ruleset.Chimney']);
    expect(rulesetKeys(null)).toEqual(['cpq-campaigns.all-rulesets']);
  });
});

describe('the campaign form', () => {
  it('opens a new campaign as an extra discount from today to the end of the month after next', () => {
    expect(campaignValues(null, new Date('2026-03-02T10:00:00Z'))).toEqual({
      campaignId: '',
      name: '',
      kind: 'XD',
      itemPattern: '',
      rulesets: [],
      priceListId: null,
      value: '',
      validFrom: '2026-03-02',
      validTo: '2026-05-31',
    });
    expect(campaignValues(null, new Date('2026-11-15T10:00:00Z')).validTo).toBe('2027-01-31');
  });

  it('holds a stored campaign', () => {
    expect(campaignValues(stored)).toEqual({
      campaignId: 'SPRING26',
      name: 'Spring stoves',
      kind: 'RP',
      itemPattern: 'KS-%',
      rulesets: ['Stove', 'New_Stove'],
      priceListId: 'SE-2026',
      value: 9990,
      validFrom: '2026-03-01',
      validTo: '2026-05-31',
    });
    expect(campaignValues({ ...stored, kind: 'XR', rulesets: null, priceList: null, value: null })).toMatchObject({
      rulesets: [],
      priceListId: null,
      value: '',
    });
  });

  it('sends no rulesets as every ruleset, and no value for a free article', () => {
    expect(campaignRequest(valid({ value: '12.5' }))).toMatchObject({ rulesets: null, value: 12.5 });
    expect(campaignRequest(valid({ kind: 'XR', value: 10, rulesets: ['Chimney'] }))).toMatchObject({ rulesets: ['Chimney'], value: null });
    expect(campaignRequest(valid({ value: '' })).value).toBeNull();
  });

  it('finds nothing wrong with a complete campaign', () => {
    expect(campaignProblems(valid())).toEqual({});
    expect(campaignProblems(campaignValues(stored))).toEqual({});
  });

  it('words the kind’s rules in the area’s texts', () => {
    expect(campaignProblems(valid({ value: 100 }))).toEqual({ value: { key: 'cpq-campaigns.validation.percent' } });
    expect(campaignProblems(valid({ kind: 'RP', value: 10 }))).toEqual({
      priceListId: { key: 'cpq-campaigns.validation.price-list-required' },
    });
    expect(campaignProblems(valid({ kind: 'XR', itemPattern: 'KS-%' }))).toEqual({
      itemPattern: { key: 'cpq-campaigns.validation.item-number' },
    });
  });

  it('shows a wrong period on its end, and focus goes to the first field with a problem', () => {
    const problems = campaignProblems(valid({ name: '', validFrom: '2026-06-01', validTo: '2026-05-01' }));
    expect(problems).toEqual({
      name: { key: 'cpq-campaigns.validation.required' },
      validTo: { key: 'cpq-campaigns.validation.order' },
    });
    expect(firstError(CAMPAIGN_FIELD_ORDER, problems)).toBe('name');
  });

  it('shows a ruleset’s problem on the rulesets as a whole', () => {
    expect(campaignProblems(valid({ rulesets: ['Sauna'] }))).toEqual({ rulesets: { key: 'cpq-campaigns.validation.rulesets' } });
  });

  it('puts the server’s refusal on the field it names, in the area’s text or the form’s', () => {
    expect(
      campaignSaveError(new ApiError(400, 'VALIDATION_FAILED', 'no list', 'priceListId', 'cpq-campaigns.validation.price-list')),
    ).toEqual({
      field: 'priceListId',
      message: { key: 'cpq-campaigns.validation.price-list' },
    });
    expect(campaignSaveError(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'rulesets.1'))).toEqual({
      field: 'rulesets',
      message: { key: 'form.other', values: { max: undefined } },
    });
    expect(campaignSaveError(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBeNull();
  });

  it('finds the currency of the chosen price list', () => {
    expect(currencyOf([sek], 'SE-2026')).toBe('SEK');
    expect(currencyOf([sek], null)).toBeUndefined();
  });
});

describe('the fields of each kind', () => {
  it('XD: a pattern and a percentage below 100', () => {
    expect(kindFields('XD', undefined)).toEqual({
      itemLabel: 'cpq-campaigns.field.pattern',
      itemHint: 'cpq-campaigns.field.pattern-hint',
      priceListHint: 'cpq-campaigns.field.price-list-hint',
      priceListRequired: false,
      hasValue: true,
      valueLabel: 'cpq-campaigns.field.percent',
      valueHint: { key: 'cpq-campaigns.field.percent-hint' },
      valueMax: 99.99,
      valueSuffix: ' %',
    });
  });

  it('RP: a price in the chosen list’s currency, and a list it needs', () => {
    expect(kindFields('RP', 'SEK')).toMatchObject({
      priceListHint: 'cpq-campaigns.field.price-list-required',
      priceListRequired: true,
      valueLabel: 'cpq-campaigns.field.price',
      valueHint: { key: 'cpq-campaigns.field.price-hint', values: { currency: 'SEK' } },
      valueMax: undefined,
      valueSuffix: ' SEK',
    });
    expect(kindFields('RP', undefined)).toMatchObject({
      valueHint: { key: 'cpq-campaigns.field.price-choose-list' },
      valueSuffix: undefined,
    });
  });

  it('XR: an item number and no value', () => {
    expect(kindFields('XR', 'SEK')).toMatchObject({
      itemLabel: 'cpq-campaigns.field.item-number',
      itemHint: 'cpq-campaigns.field.item-number-hint',
      hasValue: false,
    });
  });
});
