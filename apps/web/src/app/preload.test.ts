import { describe, expect, it } from 'vitest';
import { getArticles } from '@portal/contracts/content';
import { ARTICLES_PATH } from './preload';

describe("the entry's early news call", () => {
  it("asks for the path of the contracts' article list, so the news block's request takes its answer", () => {
    expect(ARTICLES_PATH).toBe(getArticles.path);
  });
});
