import { expect, test } from '@playwright/test';
import { tb } from '../helpers/i18n';
import { expectAccessible, signInToBackOffice } from '../helpers/portal';

test.describe('a table wider than its window', () => {
  test('is a named region keyboard users can reach and scroll on a phone, and no tab stop where it fits', async ({ page }) => {
    await signInToBackOffice(page, 'service@manufacturer.test');
    const lines = tb('sv', 'order-desk.detail.lines');
    const region = page.getByRole('region', { name: tb('sv', 'table.scroll', { label: lines }) });

    await page.goto('/backoffice/orders/510000');
    await expect(page.getByRole('heading', { name: lines })).toBeVisible();
    await expect(region).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(region).toBeVisible();
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectAccessible(page);
  });
});
