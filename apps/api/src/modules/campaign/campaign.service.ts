import type { z } from 'zod';
import {
  CampaignTextsByLanguage,
  type CampaignRequest,
  type CampaignSignupsQuery,
  type StaffCampaign,
  type ThisYearsCampaign,
} from '@portal/contracts/campaign';
import { toMarket } from '@portal/contracts/languages';
import type { Principal, StaffPrincipal } from '../../platform/auth/access.js';
import { campaignYear } from '../dealer/dealer.module.js';
import type { CampaignRepository } from './campaign.repository.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

export type CampaignDeps = TransactionalDeps<'campaigns', CampaignRepository> & {
  now: () => Date;
};

/** Stored texts are read through the contract, so a row written by an older version cannot reach a screen malformed. */
const textsOf = (stored: unknown) => {
  const parsed = CampaignTextsByLanguage.safeParse(stored);
  return parsed.success ? parsed.data : {};
};

/** The yearly campaign: marketing names it and writes its texts; the dealers' screen reads them on every visit. */
export function createCampaignService(deps: CampaignDeps) {
  const { campaigns } = deps;

  async function staffCampaign(year: number): Promise<StaffCampaign> {
    const [row, signups] = await Promise.all([campaigns.campaign(year), campaigns.signupCount(year)]);
    return {
      year,
      name: row?.name ?? null,
      texts: textsOf(row?.texts),
      signups,
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row?.updated_by ?? null,
    };
  }

  return {
    async thisYear(principal: Principal): Promise<ThisYearsCampaign> {
      const year = campaignYear(principal.market, deps.now());
      const row = await campaigns.campaign(year);
      return { year, name: row?.name ?? null, texts: textsOf(row?.texts) };
    },

    get: staffCampaign,

    async save(staff: StaffPrincipal, year: number, request: z.output<typeof CampaignRequest>) {
      await deps.transaction(async (repo) => {
        const before = await repo.lock(year);
        const texts = JSON.stringify(request.texts);
        await repo.save({ year, name: request.name, texts, updated_by_staff: staff.staffId, updated_at: deps.now() });
        await repo.audit({
          staffId: staff.staffId,
          action: before ? 'campaign.update' : 'campaign.create',
          objectType: 'campaign',
          objectId: String(year),
          before: before ? { name: before.name, texts: before.texts } : null,
          after: { name: request.name, texts: request.texts },
        });
      });
      return staffCampaign(year);
    },

    async signups(year: number, query: z.output<typeof CampaignSignupsQuery>) {
      const { rows, total } = await campaigns.signups({
        year,
        market: query.market,
        ...pagingOf(query),
      });
      return {
        items: rows.map((r) => ({
          customerNumber: r.customer_number,
          customerName: r.customer_name,
          market: toMarket(r.market),
          city: r.city,
          signedUpBy: r.signed_up_by,
          signedUpByEmail: r.email,
          signedUpAt: new Date(r.signed_up_at).toISOString(),
        })),
        total,
      };
    },
  };
}
export type CampaignService = ReturnType<typeof createCampaignService>;
