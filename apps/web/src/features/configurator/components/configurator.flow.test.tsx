// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { CompleteConfigurationResponse, ConfigOption, ConfigureRequest, ConfigureResponse } from '@portal/contracts/configurator';
import type { Endpoint } from '@portal/contracts/endpoint';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorDialogProvider } from '@portal/ui';
import type * as UiAuth from '@portal/ui/auth';
import sharedEn from '@portal/ui/locales/en.json';
import en from '../../../locales/en.json';
import { startCart } from '../../../lib/cart/cart-store';
import { Configurator } from './configurator';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';

// --- a small engine standing in for the server: it keeps the session's answers

const requests: { path: string; body: unknown }[] = [];
let answers: Record<string, string> = {};

const option = (over: Partial<ConfigOption> & Pick<ConfigOption, 'ID' | 'Caption' | 'DisplayType'>): ConfigOption => ({
  Value: answers[over.ID] ?? '',
  DisplayFormat: null,
  IsVisible: true,
  IsEnabled: true,
  IsRequired: false,
  InformationLink: null,
  Ranges: [],
  SelectableValues: [],
  ...over,
});
const choice = (Value: string, IsEnabled = true) => ({ Value, Caption: Value, ImageLink: null, IsEnabled });

function engine(): ConfigureResponse {
  const tooLow = Number(answers['HEIGHT'] ?? 110) < 110;
  const complete = Boolean(answers['MODEL'] && answers['COLOUR']) && !tooLow;
  return {
    Pages: [
      {
        Caption: 'Model',
        IsVisible: true,
        Screens: [
          {
            Caption: 'Stove',
            Description: 'Pick a model',
            ShowCaption: true,
            ShowDescription: true,
            IsVisible: true,
            ScreenOptions: [
              option({
                ID: 'MODEL',
                Caption: 'Model',
                DisplayType: 'ImageChoice',
                IsRequired: true,
                SelectableValues: [choice('Oslo'), choice('Visby', false), choice('Bergen')],
              }),
              option({
                ID: 'COLOUR',
                Caption: 'Colour',
                DisplayType: 'DropDown',
                IsRequired: true,
                SelectableValues: [choice('black'), choice('grey')],
              }),
            ],
          },
        ],
      },
      { Caption: 'Hidden', IsVisible: false, Screens: [] },
      {
        Caption: 'Extras',
        IsVisible: true,
        Screens: [
          {
            Caption: 'Extras',
            Description: null,
            ShowCaption: false,
            ShowDescription: false,
            IsVisible: true,
            ScreenOptions: [
              option({ ID: 'GLASS', Caption: 'Side glass', DisplayType: 'CheckBox', Value: answers['GLASS'] ?? 'False' }),
              option({
                ID: 'HEIGHT',
                Caption: 'Height',
                DisplayType: 'Number',
                Ranges: [{ Min: 100, Max: 900, Increment: 50 }],
                InformationLink: 'https://example.com/height',
              }),
              option({ ID: 'DOOR', Caption: 'Door', DisplayType: 'Radio', SelectableValues: [choice('Glass'), choice('Steel', false)] }),
              option({
                ID: 'HANDLE',
                Caption: 'Handle',
                DisplayType: 'TypeableDropDown',
                IsRequired: true,
                SelectableValues: [choice('Brass'), choice('Black')],
              }),
              option({ ID: 'NOTE', Caption: 'Marking', DisplayType: 'Text', IsEnabled: false }),
            ],
          },
        ],
      },
    ],
    Messages: [
      ...(answers['HEIGHT'] ? [{ Type: 2, Value: 'Height noted' }] : []),
      // A rule the answer breaks: the engine names the option it stands beside.
      ...(tooLow ? [{ Type: 1, Value: 'The height must be at least 110 here.', OptionID: 'HEIGHT' }] : []),
    ],
    ImageUrl: answers['MODEL'] ? `/img/${answers['MODEL']}.svg` : null,
    Details: answers['MODEL'] ? [{ Caption: 'Model', Value: answers['MODEL'] }] : [],
    ConfiguredPrice: answers['MODEL'] ? 24_990 : 0,
    Currency: 'NOK',
    IsExecutionComplete: complete,
  };
}

const completed: CompleteConfigurationResponse = {
  Status: 'Success',
  Error: null,
  ConfigId: 'CFG-1',
  ConfiguredPrice: 25_990,
  Currency: 'NOK',
  ConfigItems: [
    {
      ItemNo: 'GLASS',
      Description: 'Side glass',
      Quantity: 2,
      Price: 500,
      Uom: 'st',
      OriginalBasePrice: 700,
      OriginalNetPrice: 500,
      OriginalDiscount: 28,
      NormalDiscount: 28,
      Factor: 0.7,
      CampaignBasePrice: 700,
      CampaignNetPrice: 500,
      CampaignFactor: 1,
      CampaignDiscount: 0,
      CampaignDiscountType: 'ND',
      CampaignCampaignID: null,
    },
    {
      ItemNo: 'CLEANER',
      Description: 'Glass cleaner',
      Quantity: 1,
      Price: 0,
      Uom: 'st',
      OriginalBasePrice: 120,
      OriginalNetPrice: 90,
      OriginalDiscount: 25,
      NormalDiscount: 25,
      Factor: 0.75,
      CampaignBasePrice: 0,
      CampaignNetPrice: 0,
      CampaignFactor: 0,
      CampaignDiscount: 100,
      CampaignDiscountType: 'XR',
      CampaignCampaignID: 'GIFT',
    },
    {
      ItemNo: 'OSLO',
      Description: 'Oslo stove',
      Quantity: 1,
      Price: 24_990,
      Uom: 'st',
      OriginalBasePrice: 34_000,
      OriginalNetPrice: 26_300,
      OriginalDiscount: 22,
      NormalDiscount: 22,
      Factor: 0.77,
      CampaignBasePrice: 34_000,
      CampaignNetPrice: 24_990,
      CampaignFactor: 0.95,
      CampaignDiscount: 5,
      CampaignDiscountType: 'XD',
      CampaignCampaignID: 'WINTER',
    },
    {
      ItemNo: 'Stove',
      Description: 'Oslo, black',
      Quantity: 1,
      Price: 0,
      Uom: 'st',
      OriginalBasePrice: 0,
      OriginalNetPrice: 0,
      OriginalDiscount: 0,
      NormalDiscount: 0,
      Factor: 1,
      CampaignBasePrice: 0,
      CampaignNetPrice: 0,
      CampaignFactor: 1,
      CampaignDiscount: 0,
      CampaignDiscountType: 'ND',
      CampaignCampaignID: null,
      ConfigInfoStr: 'Oslo, black',
    },
  ],
};

vi.mock('@portal/ui/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof UiAuth>()),
  apiRequest: vi.fn(async (endpoint: Endpoint, input: { body?: unknown }) => {
    requests.push({ path: endpoint.path, body: input.body });
    await new Promise((r) => setTimeout(r, 5));
    // The user's server cart, as the cart calls answer it.
    if (endpoint.path.startsWith('/api/cart')) return { lines: [], modifiedAt: null };
    if (endpoint.path.endsWith('/init')) return { ConfigurationId: 'C-1', HeaderId: 'H-1', SessionId: 'S-1' };
    if (endpoint.path.endsWith('/config')) {
      for (const { ID, Value } of (input.body as ConfigureRequest).values) {
        if (Value === '') delete answers[ID];
        else answers[ID] = Value;
      }
      return engine();
    }
    return completed;
  }),
}));

// --- rendering

let root: Root;
let container: HTMLDivElement;
let router: ReturnType<typeof createMemoryRouter>;

beforeAll(() => {
  startCart('user-1');
  stubBrowser();
});

beforeEach(async () => {
  requests.length = 0;
  answers = {};
  localStorage.clear();
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...sharedEn, ...en, error: { ...sharedEn.error, ...en.error } } } },
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient();
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <ErrorDialogProvider>{node}</ErrorDialogProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  router = createMemoryRouter(
    [
      { path: '/cpq', element: wrap(<Configurator ruleset="Stove" />) },
      { path: '/order-add', element: <p>categories</p> },
      { path: '/checkout', element: <p>checkout</p> },
    ],
    { initialEntries: [{ pathname: '/cpq', state: { ruleset: 'Stove' } }] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<RouterProvider router={router} />));
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = '';
});

// --- helpers: find by role and accessible name, as a user would

const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

/** Patience measured in time, not in tries, so that a busy machine (CI runs suites side by side) does not fail it. */
async function waitFor<T>(find: () => T | null | undefined, what: string): Promise<T> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const found = find();
    if (found) return found;
    await settle();
  }
  throw new Error(`not found: ${what}`);
}

const byText = (selector: string, text: string | RegExp) =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((el) =>
    typeof text === 'string' ? el.textContent?.trim() === text : text.test(el.textContent ?? ''),
  );
/** A label's text as a screen reader reads it: without the aria-hidden required mark. */
const nameOf = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return copy.textContent?.trim();
};
const labelled = (label: string) => {
  const l = [...document.querySelectorAll('label')].find((el) => nameOf(el) === label);
  return l ? document.getElementById(l.htmlFor) : null;
};
const configBodies = () => requests.filter((r) => r.path.endsWith('/config')).map((r) => (r.body as ConfigureRequest).values);

async function setInput(input: HTMLInputElement, value: string) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('configurator', () => {
  it('starts a session, sends each change, and goes from Continue to Finish, summary and cart', async () => {
    await waitFor(() => byText('h2', 'Model'), 'first page');
    expect(configBodies()).toEqual([[]]);
    expect(byText('h3', 'Stove')).toBeTruthy();
    expect(byText('nav button', '2. Extras')).toBeTruthy();
    expect(byText('nav button', /Hidden/)).toBeFalsy();

    // Image choice: a radio group; the disabled choice cannot be picked.
    const group = document.querySelector('[data-testid="cpq-option-MODEL"] [role="radiogroup"]')!;
    expect(group.getAttribute('aria-required')).toBe('true');
    expect((byText('[role="radio"]', 'Visby') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => byText('[role="radio"]', 'Oslo')!.click());
    await waitFor(() => document.querySelector('[data-testid="cpq-price"]')?.textContent?.includes('24'), 'price');
    expect(document.querySelector('[data-testid="cpq-price"]')!.textContent?.replace(/\s/g, ' ')).toBe('NOK 24,990.00');

    // Dropdown: required and unanswered, so Select is still offered.
    const colour = labelled('Colour') as HTMLSelectElement;
    expect([...colour.options].map((o) => o.textContent)).toEqual(['Select', 'black', 'grey']);
    await act(async () => {
      colour.value = 'black';
      colour.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => byText('button', 'Finish'), 'Finish');
    expect([...(labelled('Colour') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['black', 'grey']);
    expect(configBodies().slice(1)).toEqual([[{ ID: 'MODEL', Value: 'Oslo' }], [{ ID: 'COLOUR', Value: 'black' }]]);

    // The next visible page, skipping the hidden one.
    await act(async () => byText('nav button', '2. Extras')!.click());
    await waitFor(() => byText('h2', 'Extras'), 'second page');
    expect(document.activeElement?.textContent).toBe('Extras');

    // Number: whitespace stripped, clamped into the first range on Enter, then an information message.
    const height = labelled('Height') as HTMLInputElement;
    expect(height.placeholder).toBe('100 – 900');
    await setInput(height, '2 000');
    expect(height.value).toBe('2000');
    await act(async () => height.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    const dialog = await waitFor(() => document.querySelector('[role="dialog"]'), 'messages dialog');
    expect(dialog.textContent).toContain('Information');
    expect(dialog.textContent).toContain('Height noted');
    expect(configBodies().at(-1)).toEqual([{ ID: 'HEIGHT', Value: '900' }]);
    await act(async () => byText('[role="dialog"] button', 'Okay')!.click());

    // Leaving a number field (Tab) commits it too; the information link opens in a new tab.
    await setInput(labelled('Height') as HTMLInputElement, '120');
    await act(async () => (labelled('Height') as HTMLInputElement).blur());
    await waitFor(() => configBodies().at(-1)?.[0]?.Value === '120', 'height sent on blur');
    await waitFor(() => document.querySelector('[role="dialog"]'), 'messages dialog again');
    await act(async () => byText('[role="dialog"] button', 'Okay')!.click());
    const info = document.querySelector<HTMLAnchorElement>('a[aria-label="More about Height (opens in a new tab)"]')!;
    expect(info.target).toBe('_blank');

    // Radio, typeable dropdown and a disabled text field.
    const door = document.querySelector('[data-testid="cpq-option-DOOR"]')!;
    expect(nameOf(document.getElementById(door.querySelector('[role="radiogroup"]')!.getAttribute('aria-labelledby')!)!)).toBe('Door');
    expect((labelled('Steel') as HTMLInputElement).disabled).toBe(true);
    await act(async () => (labelled('Glass') as HTMLInputElement).click());
    await waitFor(() => configBodies().at(-1)?.[0]?.Value === 'Glass', 'radio sent');
    const handle = labelled('Handle') as HTMLInputElement;
    expect(handle.getAttribute('aria-required')).toBe('true');
    expect(handle.placeholder).toBe('Select');
    expect((labelled('Marking') as HTMLInputElement).disabled).toBe(true);

    // Checkbox travels as True.
    await act(async () => (labelled('Side glass') as HTMLInputElement).click());
    await waitFor(() => configBodies().at(-1)?.[0]?.Value === 'True', 'checkbox sent');

    // Finish, the summary and the cart.
    const finish = await waitFor(() => byText('button', 'Finish'), 'Finish');
    await act(async () => finish.click());
    await waitFor(() => byText('h2', 'Summary'), 'summary');
    const rows = [...document.querySelectorAll('[data-testid="cpq-summary-table"] tbody tr')].map(
      (tr) => tr.querySelector('td')?.textContent,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Oslo stove');
    expect(rows[0]).toContain('Campaign WINTER');
    // The campaign's free article is shown as included free, not hidden.
    expect(rows[1]).toContain('Glass cleaner');
    expect(rows[1]).toContain('Included free (campaign GIFT)');
    expect(requests.at(-1)).toEqual({ path: '/api/cpq/v2/complete', body: { sessionId: 'S-1', headerId: 'H-1', configurationId: 'C-1' } });

    await act(async () => byText('button', 'Add to cart')!.click());
    await waitFor(() => router.state.location.pathname === '/checkout', 'checkout');
    // The configured product goes to the user's cart on the server, as one piece.
    const added = await waitFor(() => requests.find((r) => r.path === '/api/cart/lines'), 'cart line sent');
    expect(added.body).toMatchObject({
      id: 'H-1',
      sku: 'CFG-1',
      title: 'Oslo, black',
      image: '/img/Oslo.svg',
      addQty: 1,
      type: 'config',
      headerId: 'H-1',
      ruleset: 'Stove',
    });
  });

  it('shows a broken rule beside its field, without a dialog, until the answer changes', async () => {
    await waitFor(() => byText('h2', 'Model'), 'first page');
    await act(async () => byText('nav button', '2. Extras')!.click());
    await waitFor(() => byText('h2', 'Extras'), 'second page');
    await setInput(labelled('Height') as HTMLInputElement, '100');
    await act(async () =>
      (labelled('Height') as HTMLInputElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
    );
    const height = await waitFor(() => {
      const input = labelled('Height') as HTMLInputElement;
      return input.getAttribute('aria-invalid') === 'true' ? input : null;
    }, 'height marked invalid');
    const described = (height.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The height must be at least 110 here.');
    // Listed with what still holds, and never under the error dialog.
    expect(document.body.textContent).not.toContain('something went wrong');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent ?? '').not.toContain('at least 110');

    await setInput(labelled('Height') as HTMLInputElement, '300');
    await act(async () => (labelled('Height') as HTMLInputElement).blur());
    await waitFor(() => (labelled('Height') as HTMLInputElement).getAttribute('aria-invalid') !== 'true', 'message gone');
    expect(document.body.textContent).not.toContain('at least 110');
  });

  it('asks before leaving an unfinished configuration', async () => {
    await waitFor(() => byText('h2', 'Model'), 'first page');
    const close = document.querySelector<HTMLButtonElement>('button[aria-label="Close the configurator"]')!;
    await act(async () => close.click());
    const dialog = await waitFor(() => document.querySelector('[role="dialog"]'), 'leave dialog');
    expect(dialog.textContent).toContain('The configuration is not finished');
    await act(async () => byText('[role="dialog"] button', 'Stay')!.click());
    expect(router.state.location.pathname).toBe('/cpq');

    await act(async () => close.click());
    await waitFor(() => byText('[role="dialog"] button', 'Leave'), 'leave button');
    await act(async () => byText('[role="dialog"] button', 'Leave')!.click());
    await waitFor(() => router.state.location.pathname === '/order-add', 'order-add');
  });
});
