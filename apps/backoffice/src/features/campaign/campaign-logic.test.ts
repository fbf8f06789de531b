import { describe, expect, it } from 'vitest';
import type { CampaignSignup, StaffCampaign } from '@portal/contracts/campaign';
import { readFilters } from '../../lib/list-page-logic';
import {
  campaignProblems,
  campaignRequest,
  campaignValues,
  campaignYear,
  firstLanguageWithProblem,
  isCampaignYear,
  isWritten,
  SIGNUP_COLUMNS,
  SIGNUP_FILTERS,
  signupRow,
  signupsFileName,
  type CampaignValues,
} from './campaign-logic';

const texts = { signupTitle: 'Sign up', signupText: 'Join us', thanksTitle: 'Thanks', thanksText: 'See you' };

const stored: StaffCampaign = {
  year: 2026,
  name: 'Spring 2026',
  texts: { en: texts },
  signups: 3,
  updatedAt: null,
  updatedBy: null,
};

const values = (over: Partial<CampaignValues> = {}): CampaignValues => ({ ...campaignValues(stored), ...over });

describe('the campaign’s year', () => {
  it('is the one in the address, or this year', () => {
    expect(campaignYear('2025', new Date('2026-06-01T12:00:00'))).toBe(2025);
    expect(campaignYear(null, new Date('2026-06-01T12:00:00'))).toBe(2026);
    expect(campaignYear('soon', new Date('2026-06-01T12:00:00'))).toBe(2026);
  });

  it('is taken from the field only when it is one a campaign can have', () => {
    expect(isCampaignYear(2000)).toBe(true);
    expect(isCampaignYear(2999)).toBe(true);
    expect(isCampaignYear(1999)).toBe(false);
    expect(isCampaignYear(3000)).toBe(false);
    expect(isCampaignYear('')).toBe(false);
  });
});

describe('the campaign form', () => {
  it('holds every language, those without texts empty', () => {
    const v = campaignValues(stored);
    expect(v.name).toBe('Spring 2026');
    expect(Object.keys(v.texts).sort()).toEqual(['de', 'dk', 'en', 'fi', 'no', 'sv']);
    expect(v.texts.en).toEqual(texts);
    expect(v.texts.sv).toEqual({ signupTitle: '', signupText: '', thanksTitle: '', thanksText: '' });
    expect(campaignValues({ ...stored, name: null }).name).toBe('');
  });

  it('takes a language as written when any of its texts is', () => {
    expect(isWritten(texts)).toBe(true);
    expect(isWritten({ signupTitle: ' ', signupText: '', thanksTitle: '', thanksText: 'x' })).toBe(true);
    expect(isWritten({ signupTitle: ' ', signupText: '', thanksTitle: '', thanksText: '' })).toBe(false);
  });

  it('needs a name', () => {
    expect(campaignProblems(values({ name: '  ' }))).toEqual({ name: { key: 'campaign-desk.validation.required' } });
  });

  it('needs all four texts of a language that has any, and none of one that has none', () => {
    const v = values();
    const partly = {
      ...v,
      texts: { ...v.texts, de: { signupTitle: 'Anmelden', signupText: '', thanksTitle: '', thanksText: 'x'.repeat(1001) } },
    };
    expect(campaignProblems(partly)).toEqual({
      'texts.de.signupText': { key: 'campaign-desk.validation.required' },
      'texts.de.thanksTitle': { key: 'campaign-desk.validation.required' },
      'texts.de.thanksText': { key: 'campaign-desk.validation.too-long' },
    });
    expect(campaignProblems(v)).toEqual({});
  });

  it('opens the first language with a problem', () => {
    expect(firstLanguageWithProblem({ 'texts.fi.signupText': 'x', 'texts.dk.thanksText': 'y' })).toBe('dk');
    expect(firstLanguageWithProblem({ name: 'x' })).toBeUndefined();
  });

  it('saves the name and the languages that have their own texts', () => {
    expect(campaignRequest(values())).toEqual({ name: 'Spring 2026', texts: { en: texts } });
  });
});

describe('the sign-ups', () => {
  const signup: CampaignSignup = {
    customerNumber: '10001',
    customerName: 'Brasvärme AB',
    market: 'se',
    city: null,
    signedUpBy: 'Anna Berg',
    signedUpByEmail: null,
    signedUpAt: '2026-03-02T10:00:00.000Z',
  };

  it('filter by market', () => {
    const params = new URLSearchParams('market=no&year=2026');
    expect(readFilters(SIGNUP_FILTERS, (name) => params.get(name))).toEqual({ market: 'no' });
  });

  it('export one row a dealer, in the columns’ order', () => {
    expect(signupRow(signup, (m) => `market ${m}`)).toEqual([
      '10001',
      'Brasvärme AB',
      'market se',
      '',
      'Anna Berg',
      '',
      '2026-03-02T10:00:00.000Z',
    ]);
    expect(SIGNUP_COLUMNS).toHaveLength(signupRow(signup, String).length);
  });

  it('export to a file named by the year', () => {
    expect(signupsFileName(2026)).toBe('campaign-2026-signups.csv');
  });
});
