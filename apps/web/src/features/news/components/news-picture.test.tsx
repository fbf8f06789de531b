// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser, stubPortalConfig } from '@portal/ui/testing/dom-stubs';
import { NewsPicture } from './news-picture';

let root: Root | null = null;

beforeAll(() => {
  stubBrowser();
  stubPortalConfig();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function show(src: string | null, onShown: () => void) {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <MantineProvider>
        <NewsPicture src={src} loading="first" onShown={onShown} />
      </MantineProvider>,
    ),
  );
  return container;
}

describe('NewsPicture', () => {
  it('says it shows once its picture has arrived, not before', async () => {
    const onShown = vi.fn();
    const container = await show('/mediaApi/file/f1/price-list.svg', onShown);
    const img = container.querySelector('img');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => img?.dispatchEvent(new Event('load')));
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(onShown).toHaveBeenCalledWith(img);
  });

  it('waits for the picture to be decoded, which it paints a frame later', async () => {
    // jsdom decodes nothing; a browser's decode() settles once the picture is ready to paint.
    let decoded = () => undefined as void;
    HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    const onShown = vi.fn();
    const container = await show('/mediaApi/file/f1/price-list.svg', onShown);
    await act(async () => container.querySelector('img')?.dispatchEvent(new Event('load')));
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => decoded());
    expect(onShown).toHaveBeenCalledTimes(1);
    delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
  });

  it('says it shows when its picture fails, so that nothing waits for it', async () => {
    const onShown = vi.fn();
    const container = await show('/mediaApi/file/f1/gone.svg', onShown);
    await act(async () => container.querySelector('img')?.dispatchEvent(new Event('error')));
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('says it shows at once when the article has no picture', async () => {
    const onShown = vi.fn();
    const container = await show(null, onShown);
    expect(container.querySelector('img')).toBeNull();
    expect(onShown).toHaveBeenCalledTimes(1);
  });
});
