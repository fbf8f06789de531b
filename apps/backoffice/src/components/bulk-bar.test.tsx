// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { useRowSelection } from '../lib/row-selection';
import { BulkBar, selectionColumn } from './bulk-bar';
import { renderShown } from './render-for-test';

const TEXTS = {
  bulk: {
    region: 'Selected rows',
    'select-page': 'Select all on this page',
    'select-row': 'Select {{name}}',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
    clear: 'Clear selection',
    result: '{{changed}} changed, {{unchanged}} already, {{failed}} not changed.',
    'failed-row': '{{name}}: {{reason}}',
    reason: { NOT_FOUND: 'it no longer exists', other: 'refused' },
  },
};

type Row = { id: string; number: string };
const rows: Row[] = [
  { id: 'a', number: 'CAS-1' },
  { id: 'b', number: 'CAS-2' },
];
const selectable = (r: Row) => ({ key: r.id, name: r.number });

function List({ failed }: { failed: boolean }) {
  const selection = useRowSelection();
  const column = selectionColumn(selection, selectable, 'Select');
  return (
    <>
      <BulkBar
        selection={selection}
        page={rows.map(selectable)}
        result={failed ? { changed: 1, unchanged: 0, failed: [{ id: 'b', name: 'CAS-2', code: 'NOT_FOUND', message: null }] } : null}
      >
        <button type="button">Assign</button>
      </BulkBar>
      <ul>
        {rows.map((r) => (
          <li key={r.id}>{column.cell(r)}</li>
        ))}
      </ul>
    </>
  );
}

let takeDown: (() => Promise<void>) | null = null;
beforeAll(() => stubBrowser({ matches: true }));
afterEach(async () => takeDown?.());

const box = (name: string) => {
  const input =
    document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`) ??
    [...document.querySelectorAll('input')].find((i) => i.labels?.[0]?.textContent === name);
  if (!input) throw new Error(`no box ${name}`);
  return input;
};
const text = () => document.body.textContent ?? '';

describe('the bulk bar', () => {
  it('names each row’s box for its row, counts the chosen rows and offers the actions only then', async () => {
    takeDown = await renderShown(<List failed={false} />, TEXTS);
    expect(text()).not.toContain('Assign');
    await act(async () => box('Select CAS-1').click());
    expect(box('Select CAS-1').checked).toBe(true);
    expect(text()).toContain('1 selected');
    expect(text()).toContain('Assign');
    // Part of the page chosen: the page's box is mixed, and choosing it takes the rest.
    expect(box('Select all on this page').indeterminate).toBe(true);
    await act(async () => box('Select all on this page').click());
    expect(text()).toContain('2 selected');
    expect(box('Select CAS-2').checked).toBe(true);
    await act(async () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Clear selection')!.click());
    expect(box('Select CAS-1').checked).toBe(false);
    expect(text()).not.toContain('selected');
  });

  it('tells what the last change did, naming each row it could not change and why', async () => {
    takeDown = await renderShown(<List failed />, TEXTS);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('1 changed, 0 already, 1 not changed.');
    expect(text()).toContain('CAS-2: it no longer exists');
  });
});
