import type { z } from 'zod';
import { RULESETS, type Ruleset } from '@portal/contracts/configurator';
import type {
  CpqCampaignOptions,
  CpqCampaignRequest,
  CpqCampaignStatus,
  StaffCpqCampaign,
  StaffCpqCampaignsQuery,
  StaffCpqCampaignsResponse,
} from '@portal/contracts/staff-configurator';
import type { StaffPrincipal } from '../../platform/auth/access.js';
import { today } from '../../platform/calendar/delivery-calendar.js';
import type { CpqCampaignTable } from '../../platform/db/schema.js';
import { badRequest, found } from '../../platform/errors.js';
import type { ConfiguratorCampaignRepository } from './configurator-campaign.repository.js';
import { pagingOf } from '../../platform/db/list-page.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

type Request = z.output<typeof CpqCampaignRequest>;
type Query = z.output<typeof StaffCpqCampaignsQuery>;
type Row = NonNullable<Awaited<ReturnType<ConfiguratorCampaignRepository['campaign']>>>;
type Stored = Pick<
  CpqCampaignTable,
  'campaign_id' | 'name' | 'kind' | 'item_pattern' | 'rulesets' | 'price_list_id' | 'value' | 'valid_from' | 'valid_to'
>;

export type ConfiguratorCampaignDeps = TransactionalDeps<'campaigns', ConfiguratorCampaignRepository> & {
  now: () => Date;
};

export const statusOn = (day: string, validFrom: string, validTo: string): CpqCampaignStatus =>
  day < validFrom ? 'upcoming' : day > validTo ? 'ended' : 'current';

/**
 * Configurator campaigns: the dealer configurator reads the same cpq_campaign rows when it prices,
 * so what marketing saves here is the price dealers get.
 */
export function createConfiguratorCampaignService(deps: ConfiguratorCampaignDeps) {
  const { campaigns } = deps;
  // The manufacturer's day; a dealer's own day differs by an hour at most.
  const day = () => today('se', deps.now());

  const toCampaign = (r: Row, on: string): StaffCpqCampaign => ({
    id: r.id,
    campaignId: r.campaign_id,
    name: r.name,
    kind: r.kind,
    itemPattern: r.item_pattern,
    rulesets: r.rulesets ? (r.rulesets.filter((s) => (RULESETS as readonly string[]).includes(s)) as Ruleset[]) : null,
    priceList:
      r.price_list_id && r.price_list_name !== null && r.price_list_currency !== null
        ? { id: r.price_list_id, name: r.price_list_name, currency: r.price_list_currency }
        : null,
    value: r.kind === 'XR' ? null : r.value,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    status: statusOn(on, r.valid_from, r.valid_to),
  });

  const columns = (request: Request): Stored => ({
    campaign_id: request.campaignId,
    name: request.name,
    kind: request.kind,
    item_pattern: request.itemPattern,
    // Kept in the configurator's order, each once, so the same choice always reads the same.
    rulesets: request.rulesets ? RULESETS.filter((s) => request.rulesets!.includes(s)) : null,
    price_list_id: request.priceListId,
    // The table keeps 0 for XR, which has no value.
    value: request.kind === 'XR' ? 0 : (request.value ?? 0),
    valid_from: request.validFrom,
    valid_to: request.validTo,
  });

  const audited = (r: Stored) => ({
    campaignId: r.campaign_id,
    name: r.name,
    kind: r.kind,
    itemPattern: r.item_pattern,
    rulesets: r.rulesets,
    priceListId: r.price_list_id,
    value: r.kind === 'XR' ? null : r.value,
    validFrom: r.valid_from,
    validTo: r.valid_to,
  });

  const entry = (staff: StaffPrincipal, action: string, id: number) => ({
    staffId: staff.staffId,
    action,
    objectType: 'cpq-campaign',
    objectId: String(id),
  });

  /** What the table's foreign key and the configurator need to exist, refused as the field it concerns. */
  async function checkReferences(repo: ConfiguratorCampaignRepository, request: Request) {
    if (request.priceListId && !(await repo.priceListExists(request.priceListId)))
      throw badRequest('priceListId', `No price list ${request.priceListId}`, 'cpq-campaigns.validation.unknown-price-list');
    if (request.kind === 'XR' && !(await repo.productExists(request.itemPattern)))
      throw badRequest('itemPattern', `No article ${request.itemPattern}`, 'cpq-campaigns.validation.unknown-item');
  }

  async function read(repo: ConfiguratorCampaignRepository, id: number) {
    const row = await found(repo.campaign(id), 'Configurator campaign');
    return toCampaign(row, day());
  }

  return {
    async list(query: Query): Promise<StaffCpqCampaignsResponse> {
      const on = day();
      const { rows, total } = await campaigns.page({
        status: query.status,
        kind: query.kind,
        search: query.search || undefined,
        day: on,
        ...pagingOf(query),
      });
      return { items: rows.map((r) => toCampaign(r, on)), total };
    },

    get: (id: number) => read(campaigns, id),

    async options(): Promise<CpqCampaignOptions> {
      return { priceLists: await campaigns.priceLists() };
    },

    create: (staff: StaffPrincipal, request: Request) =>
      deps.transaction(async (repo) => {
        await checkReferences(repo, request);
        const row = await repo.insert(columns(request));
        await repo.audit({ ...entry(staff, 'cpq-campaign.create', row.id), after: audited(row) });
        return read(repo, row.id);
      }),

    update: (staff: StaffPrincipal, id: number, request: Request) =>
      deps.transaction(async (repo) => {
        const current = await found(repo.lock(id), 'Configurator campaign');
        await checkReferences(repo, request);
        const row = await repo.update(id, columns(request));
        await repo.audit({ ...entry(staff, 'cpq-campaign.update', id), before: audited(current), after: audited(row) });
        return read(repo, id);
      }),

    remove: (staff: StaffPrincipal, id: number) =>
      deps.transaction(async (repo) => {
        const current = await found(repo.lock(id), 'Configurator campaign');
        await repo.delete(id);
        await repo.audit({ ...entry(staff, 'cpq-campaign.delete', id), before: audited(current) });
        return { id };
      }),
  };
}
export type ConfiguratorCampaignService = ReturnType<typeof createConfiguratorCampaignService>;
