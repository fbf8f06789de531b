/**
 * Orders values so that each comes after every value it reads. Among values that are ready,
 * the one declared first goes first, so the order is stable and follows the file.
 */
export function dependencyOrder(
  names: readonly string[],
  reads: readonly ReadonlySet<string>[],
): { order: number[] } | { cycle: string[] } {
  const indexOf = new Map(names.map((n, i) => [n, i]));
  const deps = reads.map((r) => [...r].flatMap((n) => (indexOf.has(n) ? [indexOf.get(n)!] : [])));
  const done = new Array<boolean>(names.length).fill(false);
  const order: number[] = [];
  while (order.length < names.length) {
    const next = deps.findIndex((d, i) => !done[i] && d.every((j) => done[j]));
    if (next < 0) return { cycle: findCycle(names, deps, done) };
    done[next] = true;
    order.push(next);
  }
  return { order };
}

/** Follows unfinished dependencies from any unfinished value until one repeats. */
function findCycle(names: readonly string[], deps: number[][], done: boolean[]): string[] {
  const path: number[] = [];
  let at = done.indexOf(false);
  while (!path.includes(at)) {
    path.push(at);
    at = deps[at]!.find((j) => !done[j])!;
  }
  return [...path.slice(path.indexOf(at)), at].map((i) => names[i]!);
}
