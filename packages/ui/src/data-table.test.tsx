// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import en from './locales/en.json';
import { stubBrowser } from './testing/dom-stubs';

/** The shared list in a browser: its pager shows only when there is something to page through. */
let root: Root | null = null;

beforeAll(async () => {
  stubBrowser({ matches: true });
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

type Mail = { id: string; subject: string };
const columns: DataTableColumn<Mail>[] = [{ key: 'subject', header: 'Subject', cell: (m) => m.subject }];

async function show(rows: Mail[], total: number) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <MantineProvider>
        <I18nextProvider i18n={i18next}>
          <DataTable
            label="Sent mail"
            columns={columns}
            rows={rows}
            rowKey={(m) => m.id}
            emptyText="No mail sent yet"
            serverPaging={{ page: 1, pageSize: 25, pageSizes: [10, 25, 50], total, onPage: () => {}, onPageSize: () => {} }}
          />
        </I18nextProvider>
      </MantineProvider>,
    ),
  );
}

// Named by its table, so that two lists on one page have landmarks of their own.
const pager = () => document.querySelector('nav[aria-label="Pagination of Sent mail"]');

describe('DataTable paging', () => {
  it('shows no pager and no page size for an empty list, only its empty text', async () => {
    await show([], 0);
    expect(document.body.textContent).toContain('No mail sent yet');
    expect(pager()).toBeNull();
    expect(document.body.textContent).not.toContain(en.table['page-size']);
  });

  it('shows the pager and the page size once there are rows', async () => {
    await show([{ id: '1', subject: 'Your order 400026' }], 1);
    expect(document.body.textContent).toContain('Your order 400026');
    expect(pager()).not.toBeNull();
    expect(document.body.textContent).toContain(en.table['page-size']);
  });
});
