import { describe, expect, it } from 'vitest';
import { flattenLocale } from '@portal/ui/locale-check';
import en from '../../locales/en.json';
import { createLatestSaver, NOTIFICATION_CHOICES, type SaveEvent } from './notification-choices';

/** A save whose answers the test releases by hand. */
function manualSave() {
  const calls: { value: number; resolve: (v: number) => void; reject: (e: unknown) => void }[] = [];
  const save = (value: number) => new Promise<number>((resolve, reject) => calls.push({ value, resolve, reject }));
  return { calls, save };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saving the notification choices', () => {
  it('saves one value and reports what the server holds', async () => {
    const { calls, save } = manualSave();
    const events: SaveEvent<number>[] = [];
    const saver = createLatestSaver(save, (e) => events.push(e));
    const done = saver.push(1);
    expect(events).toEqual([{ kind: 'saving' }]);
    calls[0]?.resolve(1);
    await done;
    expect(events).toEqual([{ kind: 'saving' }, { kind: 'saved', value: 1 }]);
  });

  it('sends only the newest of the values chosen during a save, after it', async () => {
    const { calls, save } = manualSave();
    const events: SaveEvent<number>[] = [];
    const saver = createLatestSaver(save, (e) => events.push(e));
    void saver.push(1);
    void saver.push(2);
    void saver.push(3);
    expect(calls.map((c) => c.value)).toEqual([1]);
    calls[0]?.resolve(1);
    await flush();
    expect(calls.map((c) => c.value)).toEqual([1, 3]);
    // The first answer is not reported: the box would show a choice already overtaken.
    expect(events.filter((e) => e.kind === 'saved')).toEqual([]);
    calls[1]?.resolve(3);
    await flush();
    expect(events.at(-1)).toEqual({ kind: 'saved', value: 3 });
  });

  it('reports a failure of the last save, and goes on with a waiting value after a failed one', async () => {
    const { calls, save } = manualSave();
    const events: SaveEvent<number>[] = [];
    const saver = createLatestSaver(save, (e) => events.push(e));
    void saver.push(1);
    calls[0]?.reject(new Error('offline'));
    await flush();
    expect(events.at(-1)).toEqual({ kind: 'failed' });

    void saver.push(2);
    void saver.push(3);
    calls[1]?.reject(new Error('offline'));
    await flush();
    expect(calls.map((c) => c.value)).toEqual([1, 2, 3]);
    calls[2]?.resolve(3);
    await flush();
    expect(events.at(-1)).toEqual({ kind: 'saved', value: 3 });
  });
});

describe('the notification switches', () => {
  it('have their label and description in the locale files', () => {
    const known = flattenLocale(en);
    const missing = NOTIFICATION_CHOICES.flatMap((c) => [c.labelKey, c.descriptionKey]).filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });
});
