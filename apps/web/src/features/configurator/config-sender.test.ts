import { describe, expect, it, vi } from 'vitest';
import type { ConfigValue } from '@portal/contracts/configurator';
import { createConfigSender, createLatestGuard, mergeValues } from './config-sender';

/** A send whose answers the test releases by hand, in any order. */
function controlledSend() {
  const calls: { values: ConfigValue[]; resolve: (answer: string) => void; reject: (error: unknown) => void }[] = [];
  const send = (values: ConfigValue[]) => new Promise<string>((resolve, reject) => calls.push({ values, resolve, reject }));
  return { calls, send };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const events = () => ({ onBusyChange: vi.fn(), onAnswer: vi.fn(), onError: vi.fn() });

describe('latest guard', () => {
  it('lets only the newest ticket through', () => {
    const guard = createLatestGuard();
    const first = guard.next();
    const second = guard.next();
    expect(guard.isLatest(first)).toBe(false);
    expect(guard.isLatest(second)).toBe(true);
    expect(guard.current()).toBe(second);
  });
});

describe('merging waiting values', () => {
  it('keeps the newest value per option', () => {
    expect(
      mergeValues(
        [
          { ID: 'a', Value: '1' },
          { ID: 'b', Value: 'x' },
        ],
        [{ ID: 'a', Value: '2' }],
      ),
    ).toEqual([
      { ID: 'a', Value: '2' },
      { ID: 'b', Value: 'x' },
    ]);
  });
});

describe('config sender', () => {
  it('sends the first call with no values and delivers its answer', async () => {
    const { calls, send } = controlledSend();
    const on = events();
    createConfigSender(send, on).submit([]);
    expect(calls.map((c) => c.values)).toEqual([[]]);
    expect(on.onBusyChange).toHaveBeenLastCalledWith(true);
    calls[0]!.resolve('answer');
    await flush();
    expect(on.onAnswer).toHaveBeenCalledWith('answer');
    expect(on.onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('sends one request at a time and gathers changes made meanwhile', async () => {
    const { calls, send } = controlledSend();
    const sender = createConfigSender(send, events());
    sender.submit([{ ID: 'model', Value: 'Oslo' }]);
    sender.submit([{ ID: 'colour', Value: 'black' }]);
    sender.submit([{ ID: 'colour', Value: 'grey' }]);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('first');
    await flush();
    expect(calls.map((c) => c.values)).toEqual([[{ ID: 'model', Value: 'Oslo' }], [{ ID: 'colour', Value: 'grey' }]]);
  });

  it('ignores an answer that a newer change has overtaken', async () => {
    const { calls, send } = controlledSend();
    const on = events();
    const sender = createConfigSender(send, on);
    sender.submit([{ ID: 'model', Value: 'Oslo' }]);
    sender.submit([{ ID: 'model', Value: 'Visby' }]);
    calls[0]!.resolve('stale');
    await flush();
    expect(on.onAnswer).not.toHaveBeenCalled();
    expect(on.onBusyChange).toHaveBeenCalledTimes(1);
    calls[1]!.resolve('fresh');
    await flush();
    expect(on.onAnswer).toHaveBeenCalledExactlyOnceWith('fresh');
    expect(on.onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('reports a failure, settled only when nothing newer waits', async () => {
    const { calls, send } = controlledSend();
    const on = events();
    const sender = createConfigSender(send, on);
    sender.submit([{ ID: 'a', Value: '1' }]);
    sender.submit([{ ID: 'b', Value: '2' }]);
    calls[0]!.reject(new Error('down'));
    await flush();
    expect(on.onError).toHaveBeenLastCalledWith(expect.any(Error), false);
    calls[1]!.reject(new Error('down'));
    await flush();
    expect(on.onError).toHaveBeenLastCalledWith(expect.any(Error), true);
    expect(on.onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('stays quiet after it is disposed', async () => {
    const { calls, send } = controlledSend();
    const on = events();
    const sender = createConfigSender(send, on);
    sender.submit([]);
    sender.dispose();
    calls[0]!.resolve('late');
    await flush();
    sender.submit([{ ID: 'a', Value: '1' }]);
    expect(on.onAnswer).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });
});
