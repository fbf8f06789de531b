import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirFileStore, type FileStore } from './file-store.js';

let root: string;
let store: FileStore;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-files-'));
  store = createDirFileStore(root);
  await store.put('videos/clip.webm', Buffer.from('0123456789abcdef'), 'video/webm');
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('the folder file store', () => {
  it('reads a whole file, and only the bytes of a range when one is given', async () => {
    expect((await buffer((await store.get('videos/clip.webm'))!)).toString()).toBe('0123456789abcdef');
    expect((await buffer((await store.get('videos/clip.webm', { start: 4, end: 9 }))!)).toString()).toBe('456789');
    expect((await buffer((await store.get('videos/clip.webm', { start: 15, end: 15 }))!)).toString()).toBe('f');
  });

  it('answers null for a file that is not there, and refuses a key that leaves the root', async () => {
    expect(await store.get('videos/none.webm')).toBeNull();
    await expect(store.get('../outside')).rejects.toThrow(/Invalid file key/);
  });

  it('names its folder by an id written once into it, which every store on that folder reads', async () => {
    const [first, again] = await Promise.all([store.identity(), createDirFileStore(root).identity()]);
    expect(first).toEqual({ kind: 'dir', id: expect.stringMatching(/^dir:[0-9a-f-]{36}$/), location: path.resolve(root) });
    expect(again).toEqual(first);
    const other = await createDirFileStore(path.join(root, 'elsewhere')).identity();
    expect(other.id).not.toBe(first.id);
  });
});
