import { describe, expect, it } from 'vitest';
import { todayInMarket } from '@portal/contracts/languages';
import type { InsightSalesBreakdownResponse } from '@portal/contracts/insight';
import { SALES } from '../../test/demo-users.js';
import { customerRow, insertInvoice, productRow } from '../../test/insight-rows.js';
import { useTestApp } from '../../test/use-test-app.js';

/** The dealer ranking: dealers of equal sales in a stable order. */
const t = useTestApp();

const breakdown = async (query: string) => {
  const res = await t.call(SALES, 'GET', `/api/staff/insight/sales/breakdown?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InsightSalesBreakdownResponse>();
};

describe('the dealer ranking', () => {
  it('puts dealers of equal sales in customer number order, however their sums add up', async () => {
    // 1,000,000.10 + 1,000,000.20 adds up to 2,000,000.2999999998 in floating point, 2,000,000.30 in one month.
    const { db } = t.database;
    const year = Number(todayInMarket('fi', new Date()).slice(0, 4)) - 1;
    await db
      .insertInto('customer')
      .values([customerRow('99871', 'fi', 'EUR', 'Split sales'), customerRow('99872', 'fi', 'EUR', 'One sale')])
      .execute();
    await db
      .insertInto('product')
      .values(productRow('TIE-STOVE', 'stove', 'NF', null))
      .execute();
    const sale = (number: string, customerNumber: string, day: string, amount: number) =>
      insertInvoice(db, { number, customerNumber, orderNumber: `O${number}`, day, currency: 'EUR' }, [
        { item: 'TIE-STOVE', qty: 1, amount },
      ]);
    await sale('9987101', '99871', `${year}-01-10`, 1_000_000.1);
    await sale('9987102', '99871', `${year}-02-10`, 1_000_000.2);
    await sale('9987201', '99872', `${year}-03-10`, 2_000_000.3);
    for (const order of ['top', 'bottom']) {
      const { rows } = await breakdown(`by=dealer&order=${order}&limit=100&market=fi&year=${year}`);
      const tied = rows.filter((r) => r.key === '99871' || r.key === '99872');
      expect(
        tied.map((r) => [r.key, r.netSales]),
        order,
      ).toEqual([
        ['99871', 2_000_000.3],
        ['99872', 2_000_000.3],
      ]);
    }
  });
});
