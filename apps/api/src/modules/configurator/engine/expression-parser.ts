/**
 * Tokenizer and parser of the rulesets' expression language (semantics in expression.ts).
 *
 * Grammar, loosest binding first:
 *   cond ? a : b     or ||     and &&     not !     == != < <= > >= in [..] not in [..]
 *   + -     * / %     unary -     literals, names, f(args), ( … )
 * `not`/`!` bind looser than comparisons (`not a == b` is `not (a == b)`), and comparisons do
 * not chain, so `a < b < c` is refused rather than silently meaning something odd.
 * Text literals use single quotes; a backslash escapes the next character.
 */

export type Value = number | string | boolean | null;
export type Env = readonly Value[];

export const MAX_EXPRESSION_LENGTH = 1000;
export const MAX_NESTING_DEPTH = 32;

export class ExpressionError extends Error {
  override name = 'ExpressionError';
}

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'true', 'false', 'null']);
const FORBIDDEN_NAMES = new Set(['constructor', 'prototype', '__proto__', ...Object.getOwnPropertyNames(Object.prototype)]);

/** Names that must never be identifiers, table keys or option IDs. */
export function isForbiddenName(name: string): boolean {
  return name.startsWith('__') || FORBIDDEN_NAMES.has(name);
}

// --- tokens

type Token =
  | { kind: 'num'; value: number; pos: number }
  | { kind: 'str'; value: string; pos: number }
  | { kind: 'name'; value: string; pos: number }
  | { kind: 'op'; value: string; pos: number }
  | { kind: 'end'; pos: number };

const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '+', '-', '*', '/', '%', '!', '?', ':', '(', ')', '[', ']', ','];

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c >= '0' && c <= '9') {
      const m = /^\d+(\.\d+)?/.exec(src.slice(i))!;
      tokens.push({ kind: 'num', value: Number(m[0]), pos: i });
      i += m[0].length;
    } else if (c === "'") {
      let text = '';
      let j = i + 1;
      for (; j < src.length && src[j] !== "'"; j++) {
        if (src[j] === '\\') j++;
        if (j < src.length) text += src[j];
      }
      if (j >= src.length) throw new ExpressionError(`unterminated text at ${i}`);
      tokens.push({ kind: 'str', value: text, pos: i });
      i = j + 1;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i))!;
      tokens.push({ kind: 'name', value: m[0], pos: i });
      i += m[0].length;
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i));
      if (!op) throw new ExpressionError(`unexpected character '${c}' at ${i}`);
      tokens.push({ kind: 'op', value: op, pos: i });
      i += op.length;
    }
  }
  tokens.push({ kind: 'end', pos: src.length });
  return tokens;
}

// --- syntax tree

type BinaryOp = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '<=' | '>' | '>=';

export type Node =
  | { type: 'literal'; value: Value }
  | { type: 'name'; name: string; pos: number }
  | { type: 'negate'; arg: Node }
  | { type: 'not'; arg: Node }
  | { type: 'binary'; op: BinaryOp; left: Node; right: Node }
  | { type: 'logical'; op: 'and' | 'or'; left: Node; right: Node }
  | { type: 'conditional'; test: Node; then: Node; otherwise: Node }
  | { type: 'in'; value: Node; list: Node[]; negate: boolean }
  | { type: 'call'; name: string; args: Node[]; pos: number };

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);

class Parser {
  private i = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Node {
    const node = this.ternary();
    const t = this.peek();
    if (t.kind !== 'end') throw new ExpressionError(`unexpected ${describe(t)} at ${t.pos}`);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.i]!;
  }
  private next(): Token {
    return this.tokens[this.i++]!;
  }
  private isOp(...ops: string[]): boolean {
    const t = this.peek();
    return t.kind === 'op' && ops.includes(t.value);
  }
  private isWord(word: string): boolean {
    const t = this.peek();
    return t.kind === 'name' && t.value === word;
  }
  private expectOp(op: string): void {
    const t = this.next();
    if (t.kind !== 'op' || t.value !== op) throw new ExpressionError(`expected '${op}' but found ${describe(t)} at ${t.pos}`);
  }
  /** Every recursive rule goes through here, so hostile input cannot exhaust the stack. */
  private nested<T>(rule: () => T): T {
    if (++this.depth > MAX_NESTING_DEPTH) throw new ExpressionError(`nested deeper than ${MAX_NESTING_DEPTH} levels`);
    try {
      return rule();
    } finally {
      this.depth--;
    }
  }

  private ternary(): Node {
    return this.nested(() => {
      const test = this.or();
      if (!this.isOp('?')) return test;
      this.next();
      const then = this.ternary();
      this.expectOp(':');
      return { type: 'conditional', test, then, otherwise: this.ternary() };
    });
  }

  private or(): Node {
    let left = this.and();
    while (this.isWord('or') || this.isOp('||')) {
      this.next();
      left = { type: 'logical', op: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): Node {
    let left = this.not();
    while (this.isWord('and') || this.isOp('&&')) {
      this.next();
      left = { type: 'logical', op: 'and', left, right: this.not() };
    }
    return left;
  }

  private not(): Node {
    if (this.isWord('not') || this.isOp('!')) {
      this.next();
      return this.nested(() => ({ type: 'not', arg: this.not() }));
    }
    return this.comparison();
  }

  private comparison(): Node {
    const left = this.additive();
    const t = this.peek();
    if (t.kind === 'op' && COMPARISONS.has(t.value)) {
      this.next();
      const node: Node = { type: 'binary', op: t.value as BinaryOp, left, right: this.additive() };
      this.refuseChain();
      return node;
    }
    const after = this.tokens[this.i + 1];
    const negate = this.isWord('not') && after?.kind === 'name' && after.value === 'in';
    if (negate || this.isWord('in')) {
      if (negate) this.next();
      this.next();
      const node: Node = { type: 'in', value: left, list: this.list(), negate };
      this.refuseChain();
      return node;
    }
    return left;
  }

  private refuseChain(): void {
    const t = this.peek();
    if ((t.kind === 'op' && COMPARISONS.has(t.value)) || this.isWord('in')) {
      throw new ExpressionError(`comparisons do not chain: use 'and' (at ${t.pos})`);
    }
  }

  private list(): Node[] {
    this.expectOp('[');
    const items: Node[] = [];
    while (!this.isOp(']')) {
      if (items.length > 0) this.expectOp(',');
      items.push(this.ternary());
    }
    this.next();
    return items;
  }

  private additive(): Node {
    let left = this.multiplicative();
    while (this.isOp('+', '-')) {
      const op = this.next() as { value: BinaryOp };
      left = { type: 'binary', op: op.value, left, right: this.multiplicative() };
    }
    return left;
  }

  private multiplicative(): Node {
    let left = this.unary();
    while (this.isOp('*', '/', '%')) {
      const op = this.next() as { value: BinaryOp };
      left = { type: 'binary', op: op.value, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Node {
    if (this.isOp('-')) {
      this.next();
      return this.nested(() => ({ type: 'negate', arg: this.unary() }));
    }
    return this.primary();
  }

  private primary(): Node {
    const t = this.next();
    if (t.kind === 'num' || t.kind === 'str') return { type: 'literal', value: t.value };
    if (t.kind === 'op' && t.value === '(') {
      const inner = this.ternary();
      this.expectOp(')');
      return inner;
    }
    if (t.kind === 'name') {
      if (t.value === 'true' || t.value === 'false') return { type: 'literal', value: t.value === 'true' };
      if (t.value === 'null') return { type: 'literal', value: null };
      if (KEYWORDS.has(t.value)) throw new ExpressionError(`unexpected '${t.value}' at ${t.pos}`);
      if (isForbiddenName(t.value)) throw new ExpressionError(`forbidden name '${t.value}' at ${t.pos}`);
      if (!this.isOp('(')) return { type: 'name', name: t.value, pos: t.pos };
      this.next();
      const args: Node[] = [];
      while (!this.isOp(')')) {
        if (args.length > 0) this.expectOp(',');
        args.push(this.ternary());
      }
      this.next();
      return { type: 'call', name: t.value, args, pos: t.pos };
    }
    throw new ExpressionError(`unexpected ${describe(t)} at ${t.pos}`);
  }
}

function describe(t: Token): string {
  if (t.kind === 'end') return 'end of expression';
  if (t.kind === 'str') return 'text';
  return `'${t.value}'`;
}

/** Parses without resolving names; throws ExpressionError with the position of the problem. */
export function parseExpression(source: string): Node {
  if (source.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError(`longer than ${MAX_EXPRESSION_LENGTH} characters`);
  if (source.trim() === '') throw new ExpressionError('empty expression');
  return new Parser(tokenize(source)).parse();
}
