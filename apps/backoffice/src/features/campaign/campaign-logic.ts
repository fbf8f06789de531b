/**
 * The yearly campaign's rules as pure functions: which year is shown, the campaign form's values,
 * problems and request, and the sign-ups' filter and export.
 */
import { CampaignTexts, type CampaignRequest, type CampaignSignup, type StaffCampaign } from '@portal/contracts/campaign';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { schemaProblems } from '@portal/ui/form';
import { problemMessage, type Message } from '../../lib/form-messages';
import { marketFilter } from '../../lib/list-page-logic';

/** The years a campaign can be set for. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2999;

/** The year in the address, or this year. */
export const campaignYear = (param: string | null, now = new Date()) => Number(param) || now.getFullYear();

/** Whether a typed year is one a campaign can be set for; another is not taken into the address. */
export const isCampaignYear = (value: number | string): value is number =>
  typeof value === 'number' && value >= FIRST_YEAR && value <= LAST_YEAR;

// --- the form

export type TextValues = { signupTitle: string; signupText: string; thanksTitle: string; thanksText: string };
export type CampaignValues = { name: string; texts: Record<Language, TextValues> };

const TEXT_FIELDS = ['signupTitle', 'signupText', 'thanksTitle', 'thanksText'] as const;
const EMPTY: TextValues = { signupTitle: '', signupText: '', thanksTitle: '', thanksText: '' };

/** The campaign as the form holds it: every language, those without texts empty. */
export const campaignValues = (c: StaffCampaign): CampaignValues => ({
  name: c.name ?? '',
  texts: Object.fromEntries(LANGUAGES.map((l) => [l, { ...EMPTY, ...c.texts[l] }])) as Record<Language, TextValues>,
});

/** A language whose four texts are all empty keeps the portal's own texts. */
export const isWritten = (texts: TextValues) => TEXT_FIELDS.some((f) => texts[f].trim() !== '');

/** The campaign needs a name; a language with texts of its own needs all four, each within its limit. */
export function campaignProblems(v: CampaignValues): Record<string, Message> {
  const problems: Record<string, Message> = {};
  if (!v.name.trim()) problems['name'] = { key: 'campaign-desk.validation.required' };
  for (const language of LANGUAGES) {
    if (!isWritten(v.texts[language])) continue;
    for (const [field, p] of Object.entries(schemaProblems(CampaignTexts, v.texts[language])))
      problems[`texts.${language}.${field}`] = problemMessage(p, 'campaign-desk.');
  }
  return problems;
}

/** What is saved: the name, and the texts of the languages that have their own. */
export const campaignRequest = (v: CampaignValues): CampaignRequest => ({
  name: v.name,
  texts: Object.fromEntries(LANGUAGES.filter((l) => isWritten(v.texts[l])).map((l) => [l, v.texts[l]])),
});

/** The first language with a problem, whose tab opens so the message is seen. */
export const firstLanguageWithProblem = (errors: Record<string, unknown>) =>
  LANGUAGES.find((l) => Object.keys(errors).some((k) => k.startsWith(`texts.${l}.`)));

// --- the sign-ups

export const SIGNUP_FILTERS = { market: marketFilter };

/** The export's columns, as text keys, in the order of its rows' cells. */
export const SIGNUP_COLUMNS = [
  'campaign-desk.column.number',
  'campaign-desk.column.dealer',
  'campaign-desk.column.market',
  'campaign-desk.column.city',
  'campaign-desk.column.by',
  'campaign-desk.column.email',
  'campaign-desk.column.at',
] as const;

/** A sign-up as a row of the export; the market by its name, what is missing empty, the time as stored. */
export const signupRow = (s: CampaignSignup, marketName: (market: CampaignSignup['market']) => string) => [
  s.customerNumber,
  s.customerName,
  marketName(s.market),
  s.city ?? '',
  s.signedUpBy,
  s.signedUpByEmail ?? '',
  s.signedUpAt,
];

export const signupsFileName = (year: number) => `campaign-${year}-signups.csv`;
