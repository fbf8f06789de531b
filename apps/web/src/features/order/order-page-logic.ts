import { ORDER_STATUS } from '@portal/contracts/order';
import type {
  OrderPageAddress,
  OrderPageConfiguration,
  OrderPageLine,
  ReorderConfiguration,
  ReorderLine,
  ReorderResponse,
} from '@portal/contracts/order-page';
import { RULESETS, type Ruleset } from '@portal/contracts/configurator';
import { PAYMENT_STATUS, type PaymentStatus } from '@portal/contracts/invoice';
import { formatDate, parseYyyyMmDd } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';
import { round2 } from '@portal/contracts/money';

/** The path of an order's own page. */
export const orderPagePath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;

/** An address as the lines it is written in: name, street lines, postal code and city, country. */
export function addressLines(address: OrderPageAddress, countryName: (code: string) => string = (c) => c): string[] {
  const place = [address.postalCode, address.city].filter((p) => p && p.trim() !== '').join(' ');
  return [address.name ?? '', ...address.lines, place, address.country ? countryName(address.country) : '']
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The lines of an order as they read: a configured product as one group of its articles, other articles one by one. */
export type LineGroup =
  | { kind: 'article'; line: OrderPageLine }
  | { kind: 'configuration'; configuration: OrderPageConfiguration; lines: OrderPageLine[]; amount: number };

/** Groups an order's lines: each configuration where its first article stands, the others in their order. */
export function groupOrderLines(lines: readonly OrderPageLine[], configurations: readonly OrderPageConfiguration[]): LineGroup[] {
  const groups: LineGroup[] = [];
  const byHeader = new Map<string, Extract<LineGroup, { kind: 'configuration' }>>();
  for (const line of lines) {
    const headerId = line.configHeaderId;
    if (!headerId) {
      groups.push({ kind: 'article', line });
      continue;
    }
    let group = byHeader.get(headerId);
    if (!group) {
      const configuration = configurations.find((c) => c.headerId === headerId) ?? { headerId, ruleset: null, title: null };
      group = { kind: 'configuration', configuration, lines: [], amount: 0 };
      byHeader.set(headerId, group);
      groups.push(group);
    }
    group.lines.push(line);
    group.amount = round2(group.amount + line.amount);
  }
  return groups;
}

/** The i18n key naming what a configuration makes, by its ruleset. */
export function configurationKindKey(ruleset: string | null): string {
  if (ruleset === 'Stove' || ruleset === 'New_Stove') return 'orders.page.configured-stove';
  if (ruleset === 'Chimney') return 'orders.page.configured-chimney';
  if (ruleset === 'Premodul') return 'orders.page.configured-modular';
  return 'orders.page.configured-product';
}

/** The ruleset of a configuration the configurator can open again, or null. */
export const reopenableRuleset = (ruleset: string | null): Ruleset | null =>
  (RULESETS as readonly string[]).includes(ruleset ?? '') ? (ruleset as Ruleset) : null;

/** The i18n key of an invoice's payment status. */
export const paymentStatusKey = (status: PaymentStatus) =>
  status === PAYMENT_STATUS.paid
    ? 'invoices.status.paid'
    : status === PAYMENT_STATUS.overdue
      ? 'invoices.status.overdue'
      : 'invoices.status.unpaid';

/** What a reorder did, sorted for the notice: what went in, what did not (with why), what to configure again. */
export type ReorderSummary = {
  added: ReorderLine[];
  skipped: ReorderLine[];
  toReopen: (ReorderConfiguration & { ruleset: Ruleset })[];
  unavailable: ReorderConfiguration[];
};

export function summarizeReorder(answer: ReorderResponse): ReorderSummary {
  return {
    added: answer.lines.filter((l) => l.added),
    skipped: answer.lines.filter((l) => !l.added),
    toReopen: answer.configurations.flatMap((c) => {
      const ruleset = c.reason === null ? reopenableRuleset(c.ruleset) : null;
      return ruleset ? [{ ...c, ruleset }] : [];
    }),
    unavailable: answer.configurations.filter((c) => c.reason !== null || reopenableRuleset(c.ruleset) === null),
  };
}

/** The i18n key of why a line did not go into the cart again. */
export const skipReasonKey = (reason: ReorderLine['reason']) => `orders.reorder.reason.${reason ?? 'not-orderable'}`;

/** Whether the order may still be cancelled from the portal (spec 001 §4: status 10 only). */
export const isReceived = (status: number) => status === ORDER_STATUS.received;

/** A yyyy-mm-dd date as the language writes dates; anything else as given. */
export function isoDateText(iso: string | null, language: Language): string {
  if (!iso) return '';
  const date = parseYyyyMmDd(iso.replaceAll('-', ''));
  return date ? formatDate(date, language) : iso;
}
