import type { Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.js';
import type { FileStore } from '../platform/files/file-store.js';
import { seedCatalogue, seedCatalogueTexts } from './catalogue.js';
import { DEMO_ACCOUNTS, seedCustomers } from './customers.js';
import { seedOrders } from './orders.js';
import { seedInvoices } from './invoices.js';
import { seedShowroom } from './showroom.js';
import { seedContent } from './content.js';
import { seedComplaints } from './complaints.js';
import { seedCpqCampaigns } from './cpq-campaigns.js';
import { DEMO_STAFF, seedStaff } from './staff.js';
import { seedInsightRates, seedSignIns } from './insight.js';
import { seedQuotes } from './quotes.js';

/** What a seed may need besides the database: the file store, when the caller has one. */
export type SeedContext = { fileStore: FileStore | null };

/** Area seeds in order; each runs once per database, inside one transaction. */
const SEEDS: { name: string; run: (db: Kysely<DB>, ctx: SeedContext) => Promise<void>; needsFileStore?: boolean }[] = [
  { name: '0001_customers', run: seedCustomers },
  { name: '0002_catalogue', run: seedCatalogue },
  { name: '0003_orders', run: (db) => seedOrders(db) },
  { name: '0004_invoices', run: (db) => seedInvoices(db) },
  { name: '0006_showroom', run: (db) => seedShowroom(db) },
  { name: '0005_content', run: (db, { fileStore }) => seedContent(db, fileStore), needsFileStore: true },
  { name: '0008_cpq_campaigns', run: (db) => seedCpqCampaigns(db) },
  { name: '0007_complaints', run: (db, { fileStore }) => seedComplaints(db, fileStore), needsFileStore: true },
  { name: '0009_staff', run: (db) => seedStaff(db) },
  { name: '0010_catalogue_texts', run: (db) => seedCatalogueTexts(db) },
  { name: '0011_insight_rates', run: (db) => seedInsightRates(db) },
  { name: '0054_project_quotes', run: (db) => seedQuotes(db) },
  { name: '0083_sign_ins', run: (db) => seedSignIns(db) },
];

/** The demo company: customers, staff, catalogue, orders, invoices, content, complaints. */
export async function seed(db: Kysely<DB>, ctx: SeedContext = { fileStore: null }): Promise<string[]> {
  const applied: string[] = [];
  for (const s of SEEDS) {
    // A seed that writes files waits, unclaimed, for a start that brings the file store.
    if (s.needsFileStore && !ctx.fileStore) continue;
    const ran = await db.transaction().execute(async (trx) => {
      // The insert doubles as a lock: a second instance waits here, then finds the row and skips.
      const claimed = await trx
        .insertInto('seed_run')
        .values({ name: s.name })
        .onConflict((oc) => oc.doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!claimed) return false;
      await s.run(trx, ctx);
      return true;
    });
    if (ran) applied.push(s.name);
  }
  return applied;
}

/** The accounts the development sign-in page and the console list, dealers first, then staff. */
export const DEMO_SIGN_IN_ACCOUNTS = [
  ...DEMO_ACCOUNTS,
  ...DEMO_STAFF.map((s) => ({ email: s.email, market: '—', access: s.roles.join(', '), customer: '—', mustResetPassword: false })),
];
