import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STAFF_LISTS, type StaffListName } from '@portal/contracts/staff-views';
import { PRODUCT_FILTERS } from '../features/catalogue/catalogue-logic';
import { QUEUE_FILTERS } from '../features/complaint/complaint-logic';
import { CAMPAIGN_FILTERS } from '../features/configurator/configurator-logic';
import { ARTICLE_FILTERS, FILE_FILTERS } from '../features/content/content-logic';
import { DEALER_FILTERS } from '../features/dealer/dealer-logic';
import { INVOICE_FILTERS } from '../features/invoice/invoice-logic';
import { MAIL_FILTERS } from '../features/mail/mail-logic';
import { ORDER_FILTERS } from '../features/order/order-logic';
import { QUOTE_FILTERS } from '../features/quotes/quote-desk-logic';
import { AUDIT_FILTERS, AUDIT_TEXTS } from '../features/staff/staff-logic';

/** Each list's filters and texts in the address, as its screen reads them: what a saved view of it holds. */
const ADDRESS: Record<StaffListName, readonly string[]> = {
  orders: [...Object.keys(ORDER_FILTERS), 'search'],
  complaints: [...Object.keys(QUEUE_FILTERS), 'search'],
  invoices: [...Object.keys(INVOICE_FILTERS), 'search'],
  customers: [...Object.keys(DEALER_FILTERS), 'search'],
  quotes: [...Object.keys(QUOTE_FILTERS), 'search'],
  'cpq-campaigns': [...Object.keys(CAMPAIGN_FILTERS), 'search'],
  mail: [...Object.keys(MAIL_FILTERS), 'search'],
  articles: [...Object.keys(ARTICLE_FILTERS), 'search'],
  files: [...Object.keys(FILE_FILTERS), 'search'],
  products: [...Object.keys(PRODUCT_FILTERS), 'search'],
  'audit-log': [...Object.keys(AUDIT_FILTERS), ...AUDIT_TEXTS],
};

describe('the lists that can be worked', () => {
  it.each(Object.entries(ADDRESS))('%s: every filter its screen keeps in the address is one its call takes', (list, names) => {
    const query = STAFF_LISTS[list as StaffListName].call.querystring as z.ZodObject;
    expect(names.filter((name) => !(name in query.shape))).toEqual([]);
  });
});
