/**
 * Texts kept in memory by key up to a number of characters; the least recently used go first.
 * (A Map keeps its order of insertion, so a read moves its key to the end.)
 */
export class TextCache {
  private readonly texts = new Map<string, string>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): string | undefined {
    const text = this.texts.get(key);
    if (text !== undefined) {
      this.texts.delete(key);
      this.texts.set(key, text);
    }
    return text;
  }

  set(key: string, text: string): void {
    const old = this.texts.get(key);
    if (old !== undefined) this.chars -= key.length + old.length;
    this.texts.delete(key);
    this.texts.set(key, text);
    this.chars += key.length + text.length;
    for (const [oldest, value] of this.texts) {
      if (this.chars <= this.maxChars) break;
      this.texts.delete(oldest);
      this.chars -= oldest.length + value.length;
    }
  }
}
