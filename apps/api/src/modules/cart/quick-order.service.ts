import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  type QuickOrderRow,
  type ResolveQuickOrderRequest,
  type ResolveQuickOrderResponse,
} from '@portal/contracts';
import type { Language } from '@portal/contracts/languages';
import type { Principal } from '../../platform/auth/access.js';
import { netUnitPrice } from '../catalogue/catalogue.module.js';
import type { CartRepository } from './cart.repository.js';

/** A quantity as typed: empty is 1; a whole number from 1 to 999 is itself; anything else is the row's error (null). */
export function typedQuantity(text: string): number | null {
  const value = text.trim();
  if (value === '') return 1;
  if (!/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= MIN_QUANTITY && n <= MAX_QUANTITY ? n : null;
}

/**
 * Quick order: every typed row resolved against the catalogue with one query, each with its
 * article and today's net price, or with the one thing wrong with it. A second row of the same
 * article is merged into the first (its quantity added, never past 999) and says so.
 */
export function createQuickOrderService(deps: { repo: CartRepository }) {
  return {
    async resolve(principal: Principal, body: ResolveQuickOrderRequest, language: Language): Promise<ResolveQuickOrderResponse> {
      const keys = [...new Set(body.rows.map((r) => r.itemNumber.trim().toUpperCase()).filter((k) => k !== ''))];
      const found = new Map((await deps.repo.productsByTypedNumber(principal.customerNumber, keys, language)).map((p) => [p.key, p]));
      const rows: QuickOrderRow[] = [];
      const firstOf = new Map<string, QuickOrderRow>();
      for (const input of body.rows) {
        const key = input.itemNumber.trim().toUpperCase();
        const quantity = typedQuantity(input.quantity);
        const product = found.get(key);
        const row: QuickOrderRow = {
          row: input.row,
          itemNumber: product?.itemNumber ?? input.itemNumber.trim(),
          quantity,
          product: null,
          error: null,
          mergedInto: null,
        };
        rows.push(row);
        if (key === '') row.error = 'missing-item-number';
        else if (!product) row.error = 'unknown-item';
        else if (!product.sellable || product.listPrice === null) row.error = 'not-orderable';
        else if (quantity === null) row.error = 'quantity';
        if (product && row.error !== 'not-orderable') {
          row.product = {
            itemNumber: product.itemNumber,
            name: product.description,
            image: product.imageUrl,
            unitPrice: netUnitPrice(product.listPrice ?? 0, product.discountPercent ?? 0),
            leadTimeDays: product.leadTimeDays,
          };
        }
        if (row.error !== null || quantity === null) continue;
        const first = firstOf.get(key);
        if (first) {
          first.quantity = Math.min(MAX_QUANTITY, (first.quantity ?? 0) + quantity);
          row.error = 'duplicate';
          row.mergedInto = first.row;
        } else {
          firstOf.set(key, row);
        }
      }
      return { rows, currency: principal.currency };
    },
  };
}
export type QuickOrderService = ReturnType<typeof createQuickOrderService>;
