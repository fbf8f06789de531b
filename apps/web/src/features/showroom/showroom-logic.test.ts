import { describe, expect, it } from 'vitest';
import type { GetMyProductsResponse } from '@portal/contracts/product';
import { ApiError } from '@portal/ui/auth';
import { isAlreadyInShowroom, isInShowroom, showroomNames, withCombustible } from './showroom-logic';

const entry = (id: string, name: string, live: boolean) => ({
  ed_showroomid: id,
  ed_ProductId: { productnumber: `NF-${id}`, ed_namese: name, ed_urlpicture: null },
  ed_combustible: live,
});
const data: GetMyProductsResponse = { value: [entry('a', 'Nordflamme Oslo 7 svart', true), entry('b', 'Glödhus Narvik 6 vit', false)] };

describe('withCombustible', () => {
  it('changes only the given entry', () => {
    expect(withCombustible(data, 'b', true).value.map((e) => e.ed_combustible)).toEqual([true, true]);
    expect(withCombustible(data, 'a', false).value.map((e) => e.ed_combustible)).toEqual([false, false]);
    expect(data.value.map((e) => e.ed_combustible)).toEqual([true, false]);
  });

  it('leaves the list alone for an unknown id', () => {
    expect(withCombustible(data, 'x', true)).toEqual(data);
  });
});

describe('isInShowroom', () => {
  const names = showroomNames(data);
  const product = (productid: string, ed_namese: string) => ({ productid, ed_namese, ed_urlpicture: null });

  it('knows products on display by name', () => {
    expect(isInShowroom(product('p1', 'Nordflamme Oslo 7 svart'), names, new Set())).toBe(true);
    expect(isInShowroom(product('p2', 'Nordflamme Oslo 7 grå'), names, new Set())).toBe(false);
  });

  it('knows products just added by id', () => {
    expect(isInShowroom(product('p2', 'Nordflamme Oslo 7 grå'), names, new Set(['p2']))).toBe(true);
  });

  it('knows nothing without a loaded showroom', () => {
    expect(showroomNames(undefined).size).toBe(0);
  });
});

describe('isAlreadyInShowroom', () => {
  it('is true only for the 409 of a product already there', () => {
    expect(isAlreadyInShowroom(new ApiError(409, 'ALREADY_IN_SHOWROOM', 'on display'))).toBe(true);
    expect(isAlreadyInShowroom(new ApiError(409, 'CONFIGURATION_BUSY', 'busy'))).toBe(false);
    expect(isAlreadyInShowroom(new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    expect(isAlreadyInShowroom({ status: 409, code: 'ALREADY_IN_SHOWROOM' })).toBe(false);
    expect(isAlreadyInShowroom(new Error('network'))).toBe(false);
    expect(isAlreadyInShowroom(null)).toBe(false);
  });
});
