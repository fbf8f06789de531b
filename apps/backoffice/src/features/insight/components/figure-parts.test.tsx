// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { renderShown } from '../../../components/render-for-test';
import { BarCell } from './figure-parts';

let takeDown: (() => Promise<void>) | null = null;

beforeAll(() => stubBrowser());
afterEach(async () => {
  await takeDown?.();
  takeDown = null;
});

describe('a figure with its bar', () => {
  it('reads as its number; the bar, drawn to its share of the largest, is hidden from assistive technology', async () => {
    takeDown = await renderShown(
      <table>
        <tbody>
          <tr>
            <td>
              <BarCell value={30} max={120}>
                30 000 kr
              </BarCell>
            </td>
          </tr>
        </tbody>
      </table>,
    );
    const cell = document.querySelector('td')!;
    expect(cell.textContent).toBe('30 000 kr');
    const track = cell.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(track).not.toBeNull();
    expect((track.firstElementChild as HTMLElement).style.width).toBe('25%');
  });
});
