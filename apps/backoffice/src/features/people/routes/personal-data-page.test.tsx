// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCustomerDetail } from '@portal/contracts/staff-dealer';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { renderShown } from '../../../components/render-for-test';
import { dealerQuery } from '../api/people';
import { PersonalDataPage } from './personal-data-page';

let takeDown: (() => Promise<void>) | null = null;
beforeAll(() => stubBrowser());
afterEach(async () => takeDown?.());

const CONTACT = '6f1c1b9e-2f59-4c3e-9d55-0a1b2c3d4e5f';
const dealer = {
  customerNumber: '10001',
  name: 'Brasvärme Uppsala AB',
  userList: [
    {
      contactId: CONTACT,
      email: 'anna@reseller-se.test',
      firstName: 'Anna',
      lastName: 'Bergström',
      phone: null,
      mobile: null,
      accessLevel: 'Reseller',
      active: true,
      hasPassword: true,
      invitation: null,
    },
  ],
} as unknown as StaffCustomerDetail;

async function render(contactId = CONTACT) {
  const client = new QueryClient();
  client.setQueryData(dealerQuery('10001').queryKey, dealer);
  takeDown = await renderShown(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dealers/10001/users/${contactId}/personal-data`]}>
        <Routes>
          <Route path="/dealers/:customerNumber/users/:contactId/personal-data" element={<PersonalDataPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(text));
const type = (input: HTMLInputElement, value: string) =>
  act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('the personal data screen', () => {
  it('offers the export and asks a second time, with the e-mail address typed again, before erasing', async () => {
    await render();
    expect(document.body.textContent).toContain('anna@reseller-se.test');
    expect(button('people.export.button')).toBeDefined();
    await act(async () => button('people.erase.button')!.click());
    const confirm = button('people.erase.confirm')!;
    expect(confirm.disabled).toBe(true);
    const input = document.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')!;
    await type(input, 'eva.lind@reseller-se.test');
    expect(button('people.erase.confirm')!.disabled).toBe(true);
    await type(input, ' Anna@Reseller-SE.test ');
    expect(button('people.erase.confirm')!.disabled).toBe(false);
  });

  it('says so when the user is not one of this dealer', async () => {
    await render('00000000-0000-4000-8000-000000000000');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('people.not-found');
    expect(button('people.erase.button')).toBeUndefined();
  });
});
