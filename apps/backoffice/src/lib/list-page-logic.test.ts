import { describe, expect, it } from 'vitest';
import {
  changedParams,
  countText,
  crmIdFilter,
  DEFAULT_PAGE_SIZE,
  isFiltered,
  listQuery,
  marketFilter,
  numberFilter,
  oneOf,
  onlyTrueFilter,
  pageOf,
  pageSizeOf,
  readFilters,
  readTexts,
  shownChoice,
  textFilter,
  yesNoFilter,
} from './list-page-logic';
import { exportQueryOf, sortOf, sortParam } from './list-page-logic';

const params = (search: string) => new URLSearchParams(search);
const getter = (search: string) => {
  const p = params(search);
  return (name: string) => p.get(name);
};

describe('filter parsers', () => {
  it('take one of a fixed set and nothing else', () => {
    const kind = oneOf(['doc', 'video'] as const);
    expect(kind('doc')).toBe('doc');
    expect(kind('video')).toBe('video');
    expect(kind('Doc')).toBeUndefined();
    expect(kind('')).toBeUndefined();
    expect(kind(null)).toBeUndefined();
  });

  it('take the portal markets only', () => {
    expect(marketFilter('se')).toBe('se');
    expect(marketFilter('fi')).toBe('fi');
    expect(marketFilter('us')).toBeUndefined();
    expect(marketFilter(null)).toBeUndefined();
  });

  it('take yes or no as the API spells them', () => {
    expect(yesNoFilter('true')).toBe('true');
    expect(yesNoFilter('false')).toBe('false');
    expect(yesNoFilter('yes')).toBeUndefined();
  });

  it('filter a switch only when it is on', () => {
    expect(onlyTrueFilter('true')).toBe('true');
    expect(onlyTrueFilter('false')).toBeUndefined();
    expect(onlyTrueFilter(null)).toBeUndefined();
  });

  it('read numbers as numbers and leave the range to the server', () => {
    expect(numberFilter('30')).toBe(30);
    expect(numberFilter('0')).toBe(0);
    expect(numberFilter('')).toBeUndefined();
    expect(numberFilter(null)).toBeUndefined();
    // What is no number still goes to the server, which refuses it and the list says it failed.
    expect(numberFilter('abc')).toBeNaN();
  });

  it('read any text that is not empty', () => {
    expect(textFilter('a1b2')).toBe('a1b2');
    expect(textFilter('')).toBeUndefined();
    expect(textFilter(null)).toBeUndefined();
  });

  it('read a CRM id (a sales representative’s) only as a GUID', () => {
    expect(crmIdFilter('5a1e5000-0000-4000-8000-000000000001')).toBe('5a1e5000-0000-4000-8000-000000000001');
    expect(crmIdFilter('5A1E5000-0000-4000-8000-00000000000A')).toBe('5A1E5000-0000-4000-8000-00000000000A');
    expect(crmIdFilter('Rita')).toBeUndefined();
    expect(crmIdFilter('5a1e5000-0000-4000-8000-00000000000')).toBeUndefined();
    expect(crmIdFilter('')).toBeUndefined();
    expect(crmIdFilter(null)).toBeUndefined();
  });
});

describe('the page in the address', () => {
  it('is the first page and the default size when the address has none', () => {
    expect(pageOf(params(''))).toBe(1);
    expect(pageSizeOf(params(''))).toBe(DEFAULT_PAGE_SIZE);
    expect(DEFAULT_PAGE_SIZE).toBe(25);
  });

  it('is read from the address', () => {
    expect(pageOf(params('page=3'))).toBe(3);
    expect(pageSizeOf(params('pageSize=100'))).toBe(100);
  });

  it('falls back where the address holds no number, or zero', () => {
    expect(pageOf(params('page=x'))).toBe(1);
    expect(pageOf(params('page=0'))).toBe(1);
    expect(pageSizeOf(params('pageSize=lots'))).toBe(25);
  });
});

describe('a change of the filters', () => {
  it('sets and replaces values, keeping the others', () => {
    expect(changedParams(params('market=se&status=1'), { status: '2' }).toString()).toBe('market=se&status=2');
    expect(changedParams(params('market=se'), { search: 'Aska 5' }).toString()).toBe('market=se&search=Aska+5');
  });

  it('removes a filter that is cleared or emptied', () => {
    expect(changedParams(params('market=se&status=1'), { status: null }).toString()).toBe('market=se');
    expect(changedParams(params('market=se&search=a'), { search: '' }).toString()).toBe('market=se');
  });

  it('returns to the first page, as the page may be gone', () => {
    expect(changedParams(params('status=1&page=4'), { market: 'no' }).toString()).toBe('status=1&market=no');
    expect(changedParams(params('page=4&pageSize=50'), { pageSize: '10' }).toString()).toBe('pageSize=10');
  });

  it('keeps the page when the page itself changes', () => {
    expect(changedParams(params('status=1&page=4'), { page: '5' }).toString()).toBe('status=1&page=5');
  });

  it('leaves the parameters it was given as they were', () => {
    const before = params('status=1&page=2');
    changedParams(before, { status: null });
    expect(before.toString()).toBe('status=1&page=2');
  });
});

describe('the query a list asks the server', () => {
  const parsers = { status: numberFilter, market: marketFilter, late: onlyTrueFilter };

  it('holds the filters that are set and valid, and leaves out the rest', () => {
    expect(readFilters(parsers, getter('status=2&market=se&late=true'))).toEqual({ status: 2, market: 'se', late: 'true' });
    expect(readFilters(parsers, getter('market=xx&late=false'))).toEqual({});
    expect(Object.keys(readFilters(parsers, getter('market=no')))).toEqual(['market']);
  });

  it('holds the texts trimmed, as the server trims them', () => {
    expect(readTexts(['search'], getter('search=%20Aska%20'))).toEqual({ search: 'Aska' });
    expect(readTexts(['customerNumber', 'search'], getter('customerNumber=10001'))).toEqual({ customerNumber: '10001', search: '' });
  });

  it('leaves out empty texts and always holds the page', () => {
    expect(listQuery({ market: 'se' }, { search: '' }, 1, 25)).toEqual({ market: 'se', page: 1, pageSize: 25 });
    expect(listQuery({}, { search: 'Aska', customerNumber: '' }, 3, 50)).toEqual({ search: 'Aska', page: 3, pageSize: 50 });
  });

  it('puts the filters first, then the texts, then the page', () => {
    expect(Object.keys(listQuery({ status: 1 }, { search: 'x' }, 1, 25))).toEqual(['status', 'search', 'page', 'pageSize']);
  });

  it('says whether it narrows the list', () => {
    expect(isFiltered(listQuery({}, { search: '' }, 2, 10))).toBe(false);
    expect(isFiltered(listQuery({ kind: 'XD' }, {}, 1, 25))).toBe(true);
    expect(isFiltered(listQuery({}, { search: 'Aska' }, 1, 25))).toBe(true);
  });
});

describe('a list’s count', () => {
  it('is the number in the language’s way', () => {
    expect(countText(12345, false, 'en')).toBe('12,345');
    expect(countText(0, false, 'en')).toBe('0');
  });

  it('says with a plus that there are more', () => {
    expect(countText(10000, true, 'en')).toBe('10,000+');
  });
});

describe('a select of a filter', () => {
  const choices = [{ value: 'se' }, { value: 'no' }];

  it('shows the address value that is one of its choices', () => {
    expect(shownChoice('no', choices)).toBe('no');
  });

  it('shows none for a value that is no choice, or no value', () => {
    expect(shownChoice('us', choices)).toBeNull();
    expect(shownChoice(null, choices)).toBeNull();
  });
});

describe('a list’s order in the address', () => {
  it('is one of the list’s columns with a direction, else the standard order', () => {
    expect(sortOf('name:asc', ['name', 'city'])).toEqual({ key: 'name', direction: 'asc' });
    expect(sortOf('city:desc', ['name', 'city'])).toEqual({ key: 'city', direction: 'desc' });
    for (const raw of ['password:asc', 'name:up', 'name', '', null]) expect(sortOf(raw, ['name', 'city'])).toBeNull();
  });

  it('goes back into the address as the server takes it', () => {
    expect(sortParam({ key: 'customerName', direction: 'desc' })).toBe('customerName:desc');
    expect(sortParam(null)).toBeNull();
  });
});

describe('a list’s export query', () => {
  it('takes the filters, texts and order of the list, not its page', () => {
    expect(exportQueryOf({ status: 10, search: 'aska', sort: 'orderDate:asc', page: 3, pageSize: 50, market: undefined })).toEqual({
      status: 10,
      search: 'aska',
      sort: 'orderDate:asc',
    });
  });
});
