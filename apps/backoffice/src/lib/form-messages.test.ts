import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import {
  errorCodeOf,
  focusFirstProblem,
  problemMessage,
  problemMessages,
  refusedField,
  showOnField,
  translated,
  type Message,
} from './form-messages';

const Schema = z.object({
  name: z.string().trim().min(1, 'campaign-desk.validation.required').max(5),
  city: z.string().max(3),
});

describe('a problem in the form’s words', () => {
  it('is the area’s own text where the contract names one', () => {
    expect(problemMessage({ kind: 'other', message: 'campaign-desk.validation.required' }, 'campaign-desk.')).toEqual({
      key: 'campaign-desk.validation.required',
    });
  });

  it('is the shared word for its kind otherwise, with the limit', () => {
    expect(problemMessage({ kind: 'too-long', max: 5, message: 'Too big' }, 'campaign-desk.')).toEqual({
      key: 'form.too-long',
      values: { max: 5 },
    });
    expect(problemMessage({ kind: 'required', message: 'campaign-desk.x' })).toEqual({ key: 'form.required', values: { max: undefined } });
  });

  it('is found for each field of a schema’s problems', () => {
    const messages = problemMessages(schemaProblems(Schema, { name: ' ', city: 'Göteborg' }), (p) => problemMessage(p, 'campaign-desk.'));
    expect(messages).toEqual({
      name: { key: 'campaign-desk.validation.required' },
      city: { key: 'form.too-long', values: { max: 3 } },
    });
  });

  it('is translated field by field', () => {
    const say = (m: Message) => `${m.key}${m.values?.['max'] ? `:${String(m.values['max'])}` : ''}`;
    expect(translated({ name: { key: 'form.required' }, city: { key: 'form.too-long', values: { max: 3 } } }, say)).toEqual({
      name: 'form.required',
      city: 'form.too-long:3',
    });
  });
});

describe('a refusal of the server', () => {
  it('names its field and text when it is a 400 about a field', () => {
    expect(refusedField(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'priceListId', 'products.error.price-list'))).toEqual({
      field: 'priceListId',
      key: 'products.error.price-list',
    });
    expect(refusedField(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'email'))).toEqual({ field: 'email' });
  });

  it('names no field otherwise', () => {
    expect(refusedField(new ApiError(400, 'VALIDATION_FAILED', 'bad'))).toBeNull();
    expect(refusedField(new ApiError(409, 'EMAIL_IN_USE', 'taken', 'email'))).toBeNull();
    expect(refusedField(new Error('offline'))).toBeNull();
  });

  it('gives its code, and none for what is not the API’s answer', () => {
    expect(errorCodeOf(new ApiError(409, 'LAST_ADMIN', 'no'))).toBe('LAST_ADMIN');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('a problem shown on the form', () => {
  const formWith = () => {
    const nodes = { name: { focus: vi.fn() }, city: { focus: vi.fn() } };
    const form = {
      setFieldError: vi.fn(),
      getInputNode: vi.fn((field: string) => (nodes[field as keyof typeof nodes] ?? null) as unknown as HTMLElement | null),
    };
    return { form, nodes };
  };

  it('takes the first field with a problem, in the form’s order, to it', () => {
    const { form, nodes } = formWith();
    focusFirstProblem(form, ['name', 'city'])({ city: 'too long', name: 'required' });
    expect(nodes.name.focus).toHaveBeenCalled();
    expect(nodes.city.focus).not.toHaveBeenCalled();
  });

  it('puts a refusal the server named a field for on that field, and says when there is none', () => {
    const { form, nodes } = formWith();
    expect(showOnField(form, { field: 'city', key: 'form.other' }, (p) => `text of ${p.key}`)).toBe(true);
    expect(form.setFieldError).toHaveBeenCalledWith('city', 'text of form.other');
    expect(nodes.city.focus).toHaveBeenCalled();
    expect(showOnField(form, null, () => 'unused')).toBe(false);
  });
});
