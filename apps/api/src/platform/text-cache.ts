/**
 * Values kept in memory by key up to a total size (characters of a text, bytes of a Buffer, as
 * `length` gives them); the least recently used go first.
 * (A Map keeps its order of insertion, so a read moves its key to the end.)
 */
export class TextCache<V extends { readonly length: number } = string> {
  private readonly values = new Map<string, V>();
  private size = 0;

  constructor(private readonly maxSize: number) {}

  get(key: string): V | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const old = this.values.get(key);
    if (old !== undefined) this.size -= key.length + old.length;
    this.values.delete(key);
    this.values.set(key, value);
    this.size += key.length + value.length;
    for (const [oldest, kept] of this.values) {
      if (this.size <= this.maxSize) break;
      this.values.delete(oldest);
      this.size -= oldest.length + kept.length;
    }
  }
}
