// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '@portal/ui/testing/dom-stubs';
import en from '../locales/en.json';
import { FailedNotice, FormActions, LabelledSegments, MarketSelect, SavedNotice } from './form-parts';
import { renderShown } from './render-for-test';

let takeDown: (() => Promise<void>) | null = null;
const render = async (node: ReactNode) => void (takeDown = await renderShown(node, en));

beforeAll(() => stubBrowser());
afterEach(async () => takeDown?.());

describe('the forms’ shared parts', () => {
  it('keep the status region for a saved change and show a failure only when there is one', async () => {
    await render(
      <>
        <SavedNotice text={false} />
        <FailedNotice text={null} />
      </>,
    );
    expect(document.querySelector('[role="status"]')?.textContent).toBe('');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('end a dialog’s form with the way out first, then the submit', async () => {
    const cancel = vi.fn();
    await render(<FormActions submit="Save" cancel={{ label: 'Cancel', onClick: cancel }} />);
    const buttons = [...document.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.type])).toEqual([
      ['Cancel', 'button'],
      ['Save', 'submit'],
    ]);
    await act(async () => buttons[0]!.click());
    expect(cancel).toHaveBeenCalled();
  });

  it('name the markets, led by every market where a record can serve them all', async () => {
    await render(<MarketSelect label="Market" every="Every market" value="all" onChange={() => undefined} />);
    const input = document.querySelector('input');
    expect(input?.labels?.[0]?.textContent).toBe('Market');
    expect(input?.value).toBe('Every market');
  });

  it('name a segmented choice by the label above it', async () => {
    await render(<LabelledSegments id="article-status" label="Status" data={['Draft', 'Published']} value="Draft" />);
    const group = document.querySelector('[aria-labelledby="article-status"]');
    expect(group).not.toBeNull();
    expect(document.getElementById('article-status')?.textContent).toBe('Status');
  });
});
