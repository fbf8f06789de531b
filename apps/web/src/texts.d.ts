// A language's texts split in two at build time (vite-texts.ts).
declare module '*.json?first' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module '*.json?later' {
  const texts: Record<string, unknown>;
  export default texts;
}
