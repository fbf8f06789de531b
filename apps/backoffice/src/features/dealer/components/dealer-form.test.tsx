// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { renderShown } from '../../../components/render-for-test';
import { emptyDealer, newDeliveryAddress, type DealerValues } from '../dealer-logic';
import { DealerForm } from './dealer-form';

let takeDown: (() => Promise<void>) | null = null;
beforeAll(() => stubBrowser());
afterEach(async () => takeDown?.());

const dealer = (): DealerValues => ({
  ...emptyDealer(),
  customerNumber: '10950',
  name: 'Kaminhuset AB',
  postal: { line1: 'Storgatan 1', postalCode: '111 22', city: 'Stockholm' },
  deliveryAddresses: [{ ...newDeliveryAddress('se', true), name: 'Lager', line1: 'Hamnvägen 4', postalCode: '411 02', city: 'Göteborg' }],
});

async function render(readOnly: boolean) {
  const client = new QueryClient();
  client.setQueryData(['staff', 'customer-options'], { priceLists: [], salesReps: [] });
  takeDown = await renderShown(
    <QueryClientProvider client={client}>
      <DealerForm initial={dealer()} isNew={false} readOnly={readOnly} saving={false} onSave={() => Promise.resolve()} />
    </QueryClientProvider>,
  );
}

const buttons = (text: string) => [...document.querySelectorAll('button')].filter((b) => b.textContent?.includes(text));
const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const click = (element: HTMLElement) => act(async () => element.click());

describe('the dealer form', () => {
  it('shows every value to a reader and lets nothing be changed', async () => {
    await render(true);
    const inputs = [...document.querySelectorAll<HTMLInputElement>('input')];
    expect(inputs.length).toBeGreaterThan(10);
    expect(inputs.every((i) => i.matches(':disabled'))).toBe(true);
    expect(inputs.some((i) => i.value === 'Hamnvägen 4')).toBe(true);
    expect(buttons('dealers.form.save')).toHaveLength(0);
    expect(buttons('dealers.form.add-address')).toHaveLength(0);
  });

  it('adds a delivery address, moves the primary one, and hands it on when the primary is removed', async () => {
    await render(false);
    expect(radios().map((r) => r.checked)).toEqual([true]);
    await click(buttons('dealers.form.add-address')[0]!);
    expect(radios().map((r) => r.checked)).toEqual([true, false]);
    await click(radios()[1]!);
    expect(radios().map((r) => r.checked)).toEqual([false, true]);
    await click(buttons('dealers.form.remove-address')[1]!);
    expect(radios().map((r) => r.checked)).toEqual([true]);
    expect(buttons('dealers.form.save')).toHaveLength(1);
  });
});
