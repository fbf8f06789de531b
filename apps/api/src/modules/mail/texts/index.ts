import type { Language } from '@portal/contracts/languages';
import { de } from './de.js';
import { dk } from './dk.js';
import { en, type MailTexts } from './en.js';
import { fi } from './fi.js';
import { no } from './no.js';
import { sv } from './sv.js';

/** The e-mails' texts in the portal's six languages. */
export const MAIL_TEXTS: Record<Language, MailTexts> = { en, sv, dk, de, no, fi };
