// @vitest-environment jsdom
import { act, useRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { renderShown } from '../../../components/render-for-test';
import { UrlSelect } from './figure-parts';

/**
 * A select as Mantine's behaves on a busy page: its choices arrive after it drew, and it may then report the value it
 * already has through the handler of an earlier render (one holding the address as it was then). Its buttons stand for
 * a person's choice (the latest handler) and for that late report (the first handler, with the value it has).
 */
vi.mock('@mantine/core', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  Select: function LateSelect({ label, value, onChange }: { label: string; value: string | null; onChange: (v: string | null) => void }) {
    const first = useRef(onChange);
    return (
      <>
        <button type="button" onClick={() => onChange('se')}>
          choose {label}
        </button>
        <button type="button" onClick={() => first.current(value)}>
          re-report {label}
        </button>
      </>
    );
  },
}));

function Address() {
  const location = useLocation();
  return <output>{location.search}</output>;
}

let takeDown: (() => Promise<void>) | null = null;
beforeAll(() => stubBrowser());
afterEach(async () => takeDown?.());

const click = (text: string) => act(async () => [...document.querySelectorAll('button')].find((b) => b.textContent === text)!.click());

function Filters() {
  const location = new URLSearchParams(useLocation().search);
  return (
    <>
      <UrlSelect name="market" label="market" data={[{ value: 'se', label: 'Sweden' }]} value={location.get('market')} />
      <UrlSelect name="salesRep" label="rep" data={[]} value={location.get('salesRep')} />
      <Address />
    </>
  );
}

describe('UrlSelect', () => {
  it('writes a choice into the address, and a select reporting the value it has writes nothing', async () => {
    takeDown = await renderShown(
      <MemoryRouter initialEntries={['/insight/sales?year=2026']}>
        <Filters />
      </MemoryRouter>,
    );
    await click('choose market');
    expect(document.querySelector('output')?.textContent).toBe('?year=2026&market=se');
    // The sales representative's choices arrived: its select reports its empty value again, from before the market.
    await click('re-report rep');
    expect(document.querySelector('output')?.textContent).toBe('?year=2026&market=se');
  });
});
