// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import { renderShown } from '../../../components/render-for-test';
import { FigureChart } from './figure-chart';

let takeDown: (() => Promise<void>) | null = null;

beforeAll(() => stubBrowser());
afterEach(async () => {
  await takeDown?.();
  takeDown = null;
});

const data = [
  { key: 'Aduro 9', per100: 4.5 },
  { key: 'Contura 51', per100: 1.25 },
];

describe('a dashboard chart', () => {
  it('is one picture named after its table, out of the tab order, with what it leaves out said beside it', async () => {
    takeDown = await renderShown(
      <FigureChart
        horizontal
        title="Complaints per 100 units"
        data={data}
        dataKey="key"
        series={[{ name: 'per100', label: 'Per 100', color: 'red.8' }]}
        format={String}
        note="The 2 highest rates"
      />,
      { insight: { chart: 'Chart: {{title}}' } },
    );
    const picture = document.querySelector('figure')!;
    expect(picture.getAttribute('role')).toBe('img');
    expect(picture.getAttribute('aria-label')).toBe('Chart: Complaints per 100 units');
    // Drawn by the chart library, not by the page's own markup.
    expect(picture.querySelector('.recharts-responsive-container')).not.toBeNull();
    expect(picture.querySelector('[tabindex="0"]')).toBeNull();
    // A picture's content is not read, so its note stands after it.
    expect(picture.textContent).not.toContain('The 2 highest rates');
    expect(picture.nextElementSibling?.textContent).toBe('The 2 highest rates');
  });
});
