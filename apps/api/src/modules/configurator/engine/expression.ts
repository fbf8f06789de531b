/**
 * The rulesets' expression language: our own small parser (expression-parser.ts) and evaluator.
 *
 * An expression is parsed once when its ruleset loads; every name is resolved to a slot of the
 * value array and the tree is compiled to closures. Evaluation then does no name lookups and can
 * reach nothing but the values it is handed: no member access, no call of anything outside the
 * function list below, and names that could touch JavaScript's object machinery are refused.
 *
 * Values are numbers, text, true/false and null (an unset option). Arithmetic on null gives null,
 * an ordering comparison with null is false and conditions read null as false, so rules read
 * naturally while options are unanswered. `==` is strict (150 is not '150'). Mixing types
 * (text * number) is a ruleset bug and throws. Results of arithmetic are rounded to 12
 * significant digits so that 4.5 + 1.2 is exactly 5.7 and ceil() never jumps a whole step.
 */

import { ExpressionError, parseExpression, type Env, type Node, type Value } from './expression-parser.js';

export {
  ExpressionError,
  isForbiddenName,
  MAX_EXPRESSION_LENGTH,
  MAX_NESTING_DEPTH,
  parseExpression,
  type Env,
  type Value,
} from './expression-parser.js';

export type Table = ReadonlyMap<string, Value>;

export type CompileScope = {
  /** The slot of a name in the value array; undefined when the name is unknown. */
  slot(name: string): number | undefined;
  table(name: string): Table | undefined;
};

export type CompiledExpression = {
  readonly source: string;
  /** Every name the expression reads (not function or table names). */
  readonly names: ReadonlySet<string>;
  evaluate(env: Env): Value;
};

type Fn = (env: Env) => Value;

function fail(message: string): never {
  throw new ExpressionError(message);
}

/** A value as it appears in an error message; long text is cut short. */
export function showValue(v: Value): string {
  return typeof v === 'string' ? `'${v.length > 40 ? `${v.slice(0, 40)}…` : v}'` : String(v);
}

function norm(x: number): number | null {
  return Number.isFinite(x) ? Number(x.toPrecision(12)) : null;
}

function num(v: Value, what: string): number | null {
  if (v === null || typeof v === 'number') return v;
  return fail(`${what} needs a number, got ${showValue(v)}`);
}

/** A condition's value: true, or false for false and null; anything else is a ruleset bug. */
export function truth(v: Value): boolean {
  if (v === true) return true;
  if (v === false || v === null) return false;
  return fail(`expected true or false, got ${showValue(v)}`);
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (op === '+' && (typeof a === 'string' || typeof b === 'string')) {
    if (a === null || b === null) return null;
    if (typeof a === 'boolean' || typeof b === 'boolean') fail(`cannot add ${showValue(a)} and ${showValue(b)}`);
    return String(a) + String(b);
  }
  const x = num(a, `'${op}'`);
  const y = num(b, `'${op}'`);
  if (x === null || y === null) return null;
  switch (op) {
    case '+':
      return norm(x + y);
    case '-':
      return norm(x - y);
    case '*':
      return norm(x * y);
    case '/':
      return y === 0 ? null : norm(x / y);
    default:
      return y === 0 ? null : norm(x % y);
  }
}

function ordering(op: string, a: Value, b: Value): boolean {
  if (a === null || b === null) return false;
  if (typeof a !== typeof b || typeof a === 'boolean') fail(`cannot compare ${showValue(a)} ${op} ${showValue(b)}`);
  switch (op) {
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

// --- functions

type FunctionSpec = { min: number; max: number; compile(args: Fn[], nodes: Node[], scope: CompileScope): Fn };

const numeric =
  (name: string, f: (...xs: number[]) => number) =>
  (args: Fn[]): Fn =>
  (env) => {
    const xs: number[] = [];
    for (const a of args) {
      const x = num(a(env), `${name}()`);
      if (x === null) return null;
      xs.push(x);
    }
    return norm(f(...xs));
  };

function rounded(x: number, digits = 0): number {
  if (!Number.isInteger(digits) || digits < 0 || digits > 6) fail('round() takes 0 to 6 digits');
  const scale = 10 ** digits;
  return Math.round(norm(x * scale)!) / scale;
}

function roundUp(x: number, step: number): number {
  if (!(step > 0)) fail('roundUp() needs a positive step');
  return Math.ceil(norm(x / step)!) * step;
}

const FUNCTIONS = new Map<string, FunctionSpec>([
  ['ceil', { min: 1, max: 1, compile: numeric('ceil', Math.ceil) }],
  ['floor', { min: 1, max: 1, compile: numeric('floor', Math.floor) }],
  ['round', { min: 1, max: 2, compile: numeric('round', rounded) }],
  ['roundUp', { min: 2, max: 2, compile: numeric('roundUp', roundUp) }],
  ['abs', { min: 1, max: 1, compile: numeric('abs', Math.abs) }],
  ['min', { min: 1, max: 20, compile: numeric('min', Math.min) }],
  ['max', { min: 1, max: 20, compile: numeric('max', Math.max) }],
  ['clamp', { min: 3, max: 3, compile: numeric('clamp', (x, lo, hi) => Math.min(Math.max(x, lo), hi)) }],
  ['sinDeg', { min: 1, max: 1, compile: numeric('sinDeg', (deg) => Math.sin((deg * Math.PI) / 180)) }],
  [
    'if',
    {
      min: 3,
      max: 3,
      compile:
        ([test, then, otherwise]) =>
        (env) =>
          truth(test!(env)) ? then!(env) : otherwise!(env),
    },
  ],
  [
    'coalesce',
    {
      min: 1,
      max: 20,
      compile: (args) => (env) => {
        for (const a of args) {
          const v = a(env);
          if (v !== null) return v;
        }
        return null;
      },
    },
  ],
  [
    'empty',
    {
      min: 1,
      max: 1,
      compile:
        ([arg]) =>
        (env) => {
          const v = arg!(env);
          return v === null || v === '';
        },
    },
  ],
  [
    'number',
    {
      min: 1,
      max: 1,
      compile:
        ([arg]) =>
        (env) => {
          const v = arg!(env);
          if (typeof v === 'string') return /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : null;
          return num(v, 'number()');
        },
    },
  ],
  [
    'lookup',
    {
      min: 2,
      max: 3,
      compile: ([, key, fallback], [tableNode], scope) => {
        if (tableNode?.type !== 'literal' || typeof tableNode.value !== 'string')
          fail("lookup() takes a table name in quotes first: lookup('table', key)");
        const table = scope.table(tableNode.value) ?? fail(`unknown table '${tableNode.value}'`);
        return (env) => {
          const k = key!(env);
          const v = k === null ? undefined : table.get(String(k));
          return v !== undefined ? v : fallback ? fallback(env) : null;
        };
      },
    },
  ],
]);

export const FUNCTION_NAMES: readonly string[] = [...FUNCTIONS.keys()];

// --- compilation

function compileNode(node: Node, scope: CompileScope): Fn {
  switch (node.type) {
    case 'literal': {
      const value = node.value;
      return () => value;
    }
    case 'name': {
      const slot = scope.slot(node.name);
      if (slot === undefined) fail(`unknown name '${node.name}' at ${node.pos}`);
      return (env) => env[slot] ?? null;
    }
    case 'negate': {
      const arg = compileNode(node.arg, scope);
      return (env) => {
        const x = num(arg(env), "'-'");
        return x === null ? null : norm(-x);
      };
    }
    case 'not': {
      const arg = compileNode(node.arg, scope);
      return (env) => !truth(arg(env));
    }
    case 'logical': {
      const left = compileNode(node.left, scope);
      const right = compileNode(node.right, scope);
      return node.op === 'and' ? (env) => truth(left(env)) && truth(right(env)) : (env) => truth(left(env)) || truth(right(env));
    }
    case 'conditional': {
      const test = compileNode(node.test, scope);
      const then = compileNode(node.then, scope);
      const otherwise = compileNode(node.otherwise, scope);
      return (env) => (truth(test(env)) ? then(env) : otherwise(env));
    }
    case 'in': {
      const value = compileNode(node.value, scope);
      const list = node.list.map((n) => compileNode(n, scope));
      const negate = node.negate;
      return (env) => {
        const v = value(env);
        const found = v !== null && list.some((item) => item(env) === v);
        return negate ? !found : found;
      };
    }
    case 'binary': {
      const left = compileNode(node.left, scope);
      const right = compileNode(node.right, scope);
      const op = node.op;
      if (op === '==') return (env) => left(env) === right(env);
      if (op === '!=') return (env) => left(env) !== right(env);
      if (op === '<' || op === '<=' || op === '>' || op === '>=') return (env) => ordering(op, left(env), right(env));
      return (env) => arithmetic(op, left(env), right(env));
    }
    case 'call': {
      const spec = FUNCTIONS.get(node.name) ?? fail(`unknown function '${node.name}' at ${node.pos}`);
      const n = node.args.length;
      if (n < spec.min || n > spec.max) {
        const expected = spec.min === spec.max ? `${spec.min}` : `${spec.min} to ${spec.max}`;
        fail(`${node.name}() takes ${expected} arguments, not ${n}`);
      }
      return spec.compile(
        node.args.map((a) => compileNode(a, scope)),
        node.args,
        scope,
      );
    }
  }
}

function collectNames(node: Node, into: Set<string>): void {
  switch (node.type) {
    case 'name':
      into.add(node.name);
      return;
    case 'negate':
    case 'not':
      collectNames(node.arg, into);
      return;
    case 'binary':
    case 'logical':
      collectNames(node.left, into);
      collectNames(node.right, into);
      return;
    case 'conditional':
      [node.test, node.then, node.otherwise].forEach((n) => collectNames(n, into));
      return;
    case 'in':
      [node.value, ...node.list].forEach((n) => collectNames(n, into));
      return;
    case 'call':
      node.args.forEach((n) => collectNames(n, into));
      return;
    case 'literal':
      return;
  }
}

/** Parses and resolves an expression; throws ExpressionError naming what is wrong and where. */
export function compileExpression(source: string, scope: CompileScope): CompiledExpression {
  const tree = parseExpression(source);
  const names = new Set<string>();
  collectNames(tree, names);
  const fn = compileNode(tree, scope);
  return { source, names, evaluate: fn };
}

/** A fixed value in the same shape, for JSON literals standing where an expression may. */
export function constantExpression(value: Value): CompiledExpression {
  return { source: JSON.stringify(value), names: new Set(), evaluate: () => value };
}
