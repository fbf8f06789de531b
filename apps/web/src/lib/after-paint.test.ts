import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as AfterPaintModule from './after-paint';

type AfterPaint = typeof AfterPaintModule;

// The moment is one per page: each test loads the module afresh.
async function load(): Promise<AfterPaint> {
  vi.resetModules();
  return import('./after-paint');
}

/** Whether the moment has come, after `ms` of the page's time. */
async function cameAfter(moment: Promise<void>, ms: number): Promise<boolean> {
  let came = false;
  void moment.then(() => {
    came = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return came;
}

beforeEach(() => {
  vi.useFakeTimers();
  // A frame every 16 ms; no idle callback, as in Safari.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => setTimeout(() => callback(performance.now()), 16));
  vi.stubGlobal('requestIdleCallback', undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('comes after the next frame has painted', async () => {
    const { afterFirstPaint } = await load();
    const moment = afterFirstPaint();
    expect(await cameAfter(moment, 5)).toBe(false);
    expect(await cameAfter(moment, 20)).toBe(true);
  });

  it('entering at a screen that is awaited, comes only once that screen shows, then after its paint', async () => {
    const { afterFirstPaint, awaitFirstScreen, firstScreenShown } = await load();
    awaitFirstScreen();
    const moment = afterFirstPaint();
    expect(await cameAfter(moment, 1000)).toBe(false);
    firstScreenShown();
    expect(await cameAfter(moment, 5)).toBe(false);
    expect(await cameAfter(moment, 20)).toBe(true);
  });

  it("where the browser reports largest paints, comes after it has reported the awaited screen's picture", async () => {
    type Report = (list: { getEntries: () => { element: object }[] }) => void;
    const reports: Report[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(private readonly report: Report) {}
        observe() {
          reports.push(this.report);
        }
        disconnect() {}
      },
    );
    const { afterFirstPaint, awaitFirstScreen, firstScreenShown } = await load();
    const picture = {} as Element;
    awaitFirstScreen();
    const moment = afterFirstPaint();
    firstScreenShown(picture);
    expect(await cameAfter(moment, 100)).toBe(false);
    expect(reports).toHaveLength(1);
    // A heading painted before the picture is reported: still waiting.
    reports[0]?.({ getEntries: () => [{ element: {} }] });
    expect(await cameAfter(moment, 50)).toBe(false);
    reports[0]?.({ getEntries: () => [{ element: picture }] });
    expect(await cameAfter(moment, 20)).toBe(true);
  });

  it('waits at most a quarter of a second for a report that does not come (something larger showed before)', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        observe() {}
        disconnect() {}
      },
    );
    const { afterFirstPaint, awaitFirstScreen, firstScreenShown } = await load();
    awaitFirstScreen();
    const moment = afterFirstPaint();
    firstScreenShown({} as Element);
    expect(await cameAfter(moment, 240)).toBe(false);
    expect(await cameAfter(moment, 30)).toBe(true);
  });

  it('comes after three seconds even if the awaited screen never says it shows', async () => {
    const { afterFirstPaint, awaitFirstScreen } = await load();
    awaitFirstScreen();
    const moment = afterFirstPaint();
    expect(await cameAfter(moment, 2990)).toBe(false);
    expect(await cameAfter(moment, 20)).toBe(true);
  });

  it('is not held back by a screen awaited once the moment has been asked for', async () => {
    const { afterFirstPaint, awaitFirstScreen } = await load();
    const moment = afterFirstPaint();
    awaitFirstScreen();
    expect(await cameAfter(moment, 20)).toBe(true);
  });
});
