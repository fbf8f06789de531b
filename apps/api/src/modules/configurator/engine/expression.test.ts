import { describe, expect, it } from 'vitest';
import { compileExpression, ExpressionError, FUNCTION_NAMES, MAX_EXPRESSION_LENGTH, type CompileScope, type Value } from './expression.js';

const NAMES = ['a', 'b', 'height', 'colour', 'unset', 'flag'];
const VALUES: Value[] = [3, 4, 2.5, 'WH', null, true];
const scope: CompileScope = {
  slot: (name) => (NAMES.includes(name) ? NAMES.indexOf(name) : undefined),
  table: (name) =>
    name === 'kw'
      ? new Map<string, Value>([
          ['OSLO-7', 6],
          ['150', 'yes'],
        ])
      : undefined,
};

const run = (src: string, env: Value[] = VALUES) => compileExpression(src, scope).evaluate(env);
const refused = (src: string) => () => compileExpression(src, scope);

describe('expression evaluator', () => {
  it('follows the usual precedence', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('10 - 4 - 3')).toBe(3);
    expect(run('2 * 3 % 4')).toBe(2);
    expect(run('-a + 10')).toBe(7);
    expect(run('1 + 2 > 2 and 3 < 4')).toBe(true);
    expect(run('true or false and false')).toBe(true);
    expect(run('not a == 3')).toBe(false);
    expect(run('!(a == 3) || b == 4')).toBe(true);
    expect(run('a > 2 ? 1 : 0')).toBe(1);
    expect(run('a > 5 ? 1 : a > 2 ? 2 : 3')).toBe(2);
  });

  it('reads names, text, lists and the ternary', () => {
    expect(run("colour == 'WH'")).toBe(true);
    expect(run("colour in ['BK', 'WH']")).toBe(true);
    expect(run("colour not in ['BK', 'WH']")).toBe(false);
    expect(run("'Ø' + 150")).toBe('Ø150');
    expect(run("'it\\'s'")).toBe("it's");
    expect(run('height * 2')).toBe(5);
  });

  it('keeps decimal arithmetic exact enough for rounding up', () => {
    expect(run('4.5 + 1.2')).toBe(5.7);
    expect(run('0.1 + 0.2')).toBe(0.3);
    expect(run('ceil((4.5 + 1.2 - 0.25) / 0.25)')).toBe(22);
    expect(run('roundUp(5.45, 0.25)')).toBe(5.5);
    expect(run('roundUp(5.5, 0.25)')).toBe(5.5);
  });

  it('treats an unset value as null: arithmetic is null, comparisons and conditions are false', () => {
    expect(run('unset + 1')).toBeNull();
    expect(run('unset > 1')).toBe(false);
    expect(run('unset == null')).toBe(true);
    expect(run('unset ? 1 : 2')).toBe(2);
    expect(run('not unset')).toBe(true);
    expect(run("unset in ['x']")).toBe(false);
    expect(run('1 / 0')).toBeNull();
  });

  it('has a small set of functions', () => {
    expect(FUNCTION_NAMES).toEqual(
      expect.arrayContaining(['ceil', 'floor', 'round', 'min', 'max', 'abs', 'clamp', 'if', 'empty', 'number', 'lookup', 'coalesce']),
    );
    expect(run('ceil(2.1) + floor(2.9) + abs(-1)')).toBe(6);
    expect(run('round(2.675, 2)')).toBe(2.68);
    expect(run('round(2.5)')).toBe(3);
    expect(run('min(3, 1, 2) + max(3, 1, 2)')).toBe(4);
    expect(run('clamp(12, 0, 10)')).toBe(10);
    expect(run("if(flag, 'y', 'n')")).toBe('y');
    expect(run("empty(unset) and empty('') and not empty(colour)")).toBe(true);
    expect(run("number(' 12.5 ') + number('x' + 1) == null")).toBe(true);
    expect(run("number('4') * 2")).toBe(8);
    expect(run("coalesce(unset, 'fallback')")).toBe('fallback');
    expect(run("lookup('kw', 'OSLO-7')")).toBe(6);
    expect(run("lookup('kw', 150)")).toBe('yes');
    expect(run("lookup('kw', 'none', 0)")).toBe(0);
    expect(run("lookup('kw', unset)")).toBeNull();
    expect(run('round(1 / sinDeg(30), 3)')).toBe(2);
  });

  it('reports the names an expression reads', () => {
    expect([...compileExpression("a + lookup('kw', colour) > max(b, 1)", scope).names].sort()).toEqual(['a', 'b', 'colour']);
  });

  it('refuses syntax errors, unknown names and unknown functions with the position', () => {
    expect(refused('1 +')).toThrow(/unexpected end of expression at 3/);
    expect(refused('(1 + 2')).toThrow(/expected '\)'/);
    expect(refused('a b')).toThrow(/unexpected 'b' at 2/);
    expect(refused("'open")).toThrow(/unterminated text/);
    expect(refused('a ; b')).toThrow(/unexpected character ';' at 2/);
    expect(refused('missing + 1')).toThrow(/unknown name 'missing' at 0/);
    expect(refused('eval(1)')).toThrow(/unknown function 'eval'/);
    expect(refused('ceil(1, 2)')).toThrow(/ceil\(\) takes 1 arguments, not 2/);
    expect(refused("lookup('nope', 1)")).toThrow(/unknown table 'nope'/);
    expect(refused('lookup(colour, 1)')).toThrow(/table name in quotes/);
    expect(refused('1 < 2 < 3')).toThrow(/do not chain/);
    expect(refused('')).toThrow(/empty/);
    expect(refused('1 + 2')).not.toThrow();
  });

  it('throws at run time when a ruleset mixes types', () => {
    expect(() => run('colour * 2')).toThrow(ExpressionError);
    expect(() => run("a < 'x'")).toThrow(/cannot compare/);
    expect(() => run('a ? 1 : 2')).toThrow(/expected true or false/);
    expect(() => run('a and flag')).toThrow(/expected true or false/);
  });

  describe('hostile expressions', () => {
    it('refuses names that reach into JavaScript objects', () => {
      for (const name of ['constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__']) {
        expect(refused(name), name).toThrow(/forbidden name/);
        expect(refused(`${name}(1)`), name).toThrow(/forbidden name/);
      }
    });

    it('has no member access, indexing or calls of values', () => {
      expect(refused('a.constructor')).toThrow(/unexpected character '\.'/);
      expect(refused("a['constructor']")).toThrow(ExpressionError);
      expect(refused('(a)(1)')).toThrow(ExpressionError);
      expect(refused('Function(1)')).toThrow(/unknown function 'Function'/);
      expect(refused('globalThis')).toThrow(/unknown name 'globalThis'/);
      expect(refused('process')).toThrow(/unknown name/);
      expect(refused('a = 1')).toThrow(ExpressionError);
      expect(refused('`x`')).toThrow(ExpressionError);
    });

    it('does not look table keys up on the prototype', () => {
      expect(run("lookup('kw', 'constructor')")).toBeNull();
      expect(run("lookup('kw', '__proto__', 0)")).toBe(0);
    });

    it('refuses very long and very deeply nested input', () => {
      expect(refused('1+'.repeat(MAX_EXPRESSION_LENGTH) + '1')).toThrow(/longer than/);
      expect(refused('('.repeat(40) + '1' + ')'.repeat(40))).toThrow(/nested deeper/);
      expect(refused('-'.repeat(40) + '1')).toThrow(/nested deeper/);
      expect(refused('not '.repeat(40) + 'true')).toThrow(/nested deeper/);
      expect(refused('ceil('.repeat(40) + '1' + ')'.repeat(40))).toThrow(/nested deeper/);
      expect(refused('a ? '.repeat(40) + '1' + ' : 2'.repeat(40))).toThrow(/nested deeper/);
      expect(refused('[1]'.repeat(10))).toThrow(ExpressionError);
    });

    it('evaluates a long flat chain without trouble', () => {
      expect(run('1' + '+1'.repeat(400))).toBe(401);
    });
  });
});
