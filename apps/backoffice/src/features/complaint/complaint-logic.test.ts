import { describe, expect, it } from 'vitest';
import { COMPLAINT_STATUS, MAX_FILE_BYTES, MAX_FILES } from '@portal/contracts/complaint';
import { MAX_STAFF_NOTE_LENGTH } from '@portal/contracts/staff-complaint';
import type { StaffComplaintDetail } from '@portal/contracts/staff-complaint';
import { ApiError } from '@portal/ui/auth';
import { readFilters } from '../../lib/list-page-logic';
import {
  creditLinesOf,
  linesOfComplaint,
  resolutionLines,
  assigneeChoices,
  attachProblem,
  attachRefusal,
  contactLine,
  historyText,
  isFinal,
  locationLine,
  MAX_FILE_MB,
  moveRefusalKey,
  noteBackground,
  noteProblems,
  productLine,
  QUEUE_FILTERS,
  QUEUE_STATUSES,
  bulkAssignee,
} from './complaint-logic';

const contact: StaffComplaintDetail['contact'] = {
  fullname: 'Anna Berg',
  line1: 'Storgatan 1',
  postalcode: '411 01',
  city: 'Göteborg',
  country: 'SE',
  email: 'anna@example.test',
  mobilephone: '070-123 45 67',
};

const file = (size: number) => ({ size });
const from = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};

describe('the queue', () => {
  it('filters by the statuses in the order a complaint passes them', () => {
    expect(QUEUE_STATUSES).toEqual([
      COMPLAINT_STATUS.Registered,
      COMPLAINT_STATUS.Ongoing,
      COMPLAINT_STATUS.WaitingForDetails,
      COMPLAINT_STATUS.Completed,
    ]);
  });

  it('reads the start page’s link to complaints waiting too long', () => {
    expect(readFilters(QUEUE_FILTERS, from(`status=${COMPLAINT_STATUS.WaitingForDetails}&inStatusOverDays=14`))).toEqual({
      status: COMPLAINT_STATUS.WaitingForDetails,
      inStatusOverDays: 14,
    });
  });

  it('reads the market and the age, and drops a market the portal has not', () => {
    expect(readFilters(QUEUE_FILTERS, from('market=no&olderThanDays=30'))).toEqual({ market: 'no', olderThanDays: 30 });
    expect(readFilters(QUEUE_FILTERS, from('market=us'))).toEqual({});
  });
});

describe('a complaint’s facts', () => {
  it('give the contact person on one line', () => {
    expect(contactLine(contact)).toBe('Anna Berg, Storgatan 1, 411 01 Göteborg, SE, anna@example.test, 070-123 45 67');
  });

  it('leave out what the contact person lacks', () => {
    expect(contactLine({ ...contact, line1: null, postalcode: null, country: null, mobilephone: null })).toBe(
      'Anna Berg, Göteborg, anna@example.test',
    );
    expect(contactLine({ ...contact, postalcode: null, city: null, line1: null, country: null, email: null, mobilephone: null })).toBe(
      'Anna Berg',
    );
  });

  it('give where the stove stands, or a dash', () => {
    expect(locationLine({ address: 'Byvägen 3', postalcode: '123 45', city: 'Mora' })).toBe('Byvägen 3, 123 45, Mora');
    expect(locationLine({ address: null, postalcode: null, city: 'Mora' })).toBe('Mora');
    expect(locationLine({ address: null, postalcode: null, city: null })).toBe('–');
  });

  it('name each article with its quantity', () => {
    expect(productLine({ itemNumber: 'KS-100', name: 'Glass front', quantity: 2 })).toBe('2 × KS-100 Glass front');
  });

  it('set the staff’s replies apart from the dealer’s notes', () => {
    expect(noteBackground({ fromStaff: true })).toBe('var(--mantine-color-blue-0)');
    expect(noteBackground({ fromStaff: false })).toBe('var(--mantine-color-gray-0)');
  });

  it('say when the complaint has no move left', () => {
    expect(isFinal({ nextStatuses: [] })).toBe(true);
    expect(isFinal({ nextStatuses: [COMPLAINT_STATUS.Ongoing] })).toBe(false);
  });
});

describe('a move of status', () => {
  it('refused because the complaint moved meanwhile, says so', () => {
    expect(moveRefusalKey(new ApiError(409, 'STATUS_TRANSITION_NOT_ALLOWED', 'no'))).toBe('complaints-desk.detail.move-refused');
  });

  it('failing otherwise, leaves the words to the error dialog', () => {
    expect(moveRefusalKey(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBeUndefined();
    expect(moveRefusalKey(new Error('offline'))).toBeUndefined();
  });
});

describe('a note', () => {
  it('must say something', () => {
    expect(noteProblems({ text: '   ' })).toEqual({ text: { key: 'complaints-desk.validation.required' } });
  });

  it('must not be longer than the contract allows', () => {
    expect(noteProblems({ text: 'x'.repeat(MAX_STAFF_NOTE_LENGTH + 1) })).toEqual({ text: { key: 'complaints-desk.validation.too-long' } });
    expect(noteProblems({ text: 'x'.repeat(MAX_STAFF_NOTE_LENGTH) })).toEqual({});
  });
});

describe('files to attach', () => {
  it('are at most a few, each below the limit', () => {
    expect(attachProblem(Array.from({ length: MAX_FILES }, () => file(1000)))).toBeNull();
    expect(attachProblem([file(MAX_FILE_BYTES - 1)])).toBeNull();
  });

  it('are refused when there are too many', () => {
    expect(attachProblem(Array.from({ length: MAX_FILES + 1 }, () => file(1)))).toEqual({
      key: 'complaints-desk.attach.too-many',
      values: { max: MAX_FILES },
    });
  });

  it('are refused when one is as large as the limit or larger', () => {
    expect(attachProblem([file(10), file(MAX_FILE_BYTES)])).toEqual({ key: 'complaints-desk.attach.too-large', values: { max: 4 } });
    expect(MAX_FILE_MB).toBe(4);
  });

  it('refused by the server, are explained by its reason', () => {
    expect(attachRefusal(new ApiError(400, 'VALIDATION_FAILED', 'big', 'files', 'form.file-error.file-size')).key).toBe(
      'complaints-desk.attach.too-large',
    );
    expect(attachRefusal(new ApiError(400, 'VALIDATION_FAILED', 'many', 'files', 'form.file-error.max-files')).key).toBe(
      'complaints-desk.attach.too-many',
    );
    expect(attachRefusal(new ApiError(400, 'VALIDATION_FAILED', 'type', 'files', 'form.file-error.file-type'))).toEqual({
      key: 'complaints-desk.attach.wrong-type',
    });
    expect(attachRefusal(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'big'))).toEqual({ key: 'complaints-desk.attach.failed' });
    expect(attachRefusal(new Error('offline'))).toEqual({ key: 'complaints-desk.attach.failed' });
  });
});

describe('the queue’s filters and a complaint’s history', () => {
  it('reads the assignee, type and time-limit filters from the address', () => {
    const from = (q: string) => (name: string) => new URLSearchParams(q).get(name);
    expect(readFilters(QUEUE_FILTERS, from('assignee=me&type=transport-damage&timeLimit=overdue&customerNumber=10001'))).toEqual({
      assignee: 'me',
      type: 'transport-damage',
      timeLimit: 'overdue',
      customerNumber: '10001',
    });
    expect(readFilters(QUEUE_FILTERS, from('type=broken&timeLimit=soon'))).toEqual({});
  });

  it('offers mine and nobody’s before each staff member', () => {
    expect(assigneeChoices([{ id: 's1', name: 'Sara' }], 'Mine', 'Unassigned')).toEqual([
      { value: 'me', label: 'Mine' },
      { value: 'none', label: 'Unassigned' },
      { value: 's1', label: 'Sara' },
    ]);
  });

  it('says what each history entry did', () => {
    const at = '2026-11-25T10:00:00.000Z';
    const name = (s: number) => `status ${s}`;
    expect(historyText({ at, kind: 'status', by: 'Sara', fromStaff: true, status: 757550001 }, name)).toEqual({
      key: 'complaints-desk.history.status',
      values: { status: 'status 757550001' },
    });
    expect(historyText({ at, kind: 'assigned', by: 'Sara', fromStaff: true, assignee: 'Per' }, name).values).toEqual({ name: 'Per' });
    expect(historyText({ at, kind: 'assigned', by: 'Sara', fromStaff: true, assignee: null }, name).key).toBe(
      'complaints-desk.history.unassigned',
    );
    expect(historyText({ at, kind: 'files', by: null, fromStaff: false, files: ['a.jpg', 'b.pdf'] }, name).values).toEqual({
      files: 'a.jpg, b.pdf',
    });
    expect(historyText({ at, kind: 'dealer-note', by: 'Anna', fromStaff: false }, name).key).toBe('complaints-desk.history.dealer-note');
  });
});

describe('resolving a complaint', () => {
  it("starts a replacement or return from the complaint's articles and sends one line per article", () => {
    const lines = linesOfComplaint([
      { itemNumber: 'A1', quantity: 2 },
      { itemNumber: 'B2', quantity: 1 },
    ]);
    expect(lines.map((l) => [l.itemNumber, l.quantity])).toEqual([
      ['A1', 2],
      ['B2', 1],
    ]);
    expect(
      resolutionLines([
        ...lines,
        { key: 9, itemNumber: ' A1 ', quantity: 3 },
        { key: 10, itemNumber: '', quantity: 1 },
        { key: 11, itemNumber: 'C3', quantity: 0 },
      ]),
    ).toEqual([
      { itemNumber: 'A1', quantity: 5 },
      { itemNumber: 'B2', quantity: 1 },
    ]);
  });

  it("offers an invoice's lines to credit with what is left, the complaint's quantity to begin with", () => {
    const line = (lineNumber: number, itemNumber: string, quantity: number, creditedQuantity: number) => ({
      lineNumber,
      itemNumber,
      description: itemNumber,
      quantity,
      price: 100,
      discount: 0,
      netAmount: quantity * 33.335,
      creditedQuantity,
    });
    const offered = creditLinesOf([line(1, 'A1', 4, 1), line(2, 'B2', 2, 2)], [{ itemNumber: 'A1', quantity: 5 }], {});
    expect(offered.map((l) => [l.lineNumber, l.left, l.quantity, l.unitNet])).toEqual([
      [1, 3, 3, 33.34],
      [2, 0, 0, 33.34],
    ]);
    expect(creditLinesOf([line(1, 'A1', 4, 1)], [], { 1: 2 })[0]!.quantity).toBe(2);
    expect(creditLinesOf([line(1, 'A1', 4, 1)], [], { 1: 9 })[0]!.quantity).toBe(3);
  });
});

describe('bulk assignment', () => {
  it('sends my own id for me, null for nobody and a colleague by id; nothing while I am not known', () => {
    expect(bulkAssignee('me', 'my-id')).toBe('my-id');
    expect(bulkAssignee('me', null)).toBeUndefined();
    expect(bulkAssignee('none', 'my-id')).toBeNull();
    expect(bulkAssignee('other-id', 'my-id')).toBe('other-id');
  });
});
