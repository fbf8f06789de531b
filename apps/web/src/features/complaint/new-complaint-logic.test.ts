import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_ERROR_KEYS,
  MAX_DESCRIPTION_LENGTH,
  newComplaintDataForOrder,
  type LookupComplaintOrderResponse,
} from '@portal/contracts/complaint';
import {
  SEARCH_REQUIRED_KEY,
  addressField,
  buildComplaintData,
  chosenLines,
  firstErrorField,
  formFieldForServerField,
  initialFormValues,
  isSerialSearch,
  maxQuantity,
  needsSerialNumber,
  notFoundError,
  parseQuantity,
  quantityField,
  serialOptions,
  serverFieldError,
  validateComplaintForm,
  validateQuantity,
  validateSearchId,
  hasWorkToLose,
  leaveWarning,
  quantityErrorOf,
  type ComplaintFormValues,
} from './new-complaint-logic';

const stove = {
  ItemNumber: 'ST-100',
  Description: 'Stove Nova 5',
  ShippedQty: 2,
  Require_Serial: '1',
  SerialNbrs: [
    { SerialNumber: '1234567890', ProductionNbr: 'P26001' },
    { SerialNumber: '12345678901234', ProductionNbr: 'P26002' },
  ],
};
const pipe = { ItemNumber: 'CH-200', Description: 'Flue pipe 1 m', ShippedQty: 3, Require_Serial: '0', SerialNbrs: [] };
const order: LookupComplaintOrderResponse = { OrderNumber: '400012', Lines: [stove, pipe] };

const valid = (patch: Partial<ComplaintFormValues> = {}): ComplaintFormValues => ({
  ...initialFormValues(order, '400012'),
  quantities: { 'ST-100': '0', 'CH-200': '2' },
  incidentType: 'transport-damage',
  description: 'The pipe was dented on arrival.',
  orderMark: 'Villa Ek',
  ...patch,
});

describe('search (spec 000 §5)', () => {
  it('is required', () => {
    expect(validateSearchId('')).toEqual({ key: SEARCH_REQUIRED_KEY });
    expect(validateSearchId('   ')).toEqual({ key: SEARCH_REQUIRED_KEY });
  });

  it('takes 6 digits (order number) or 10 or 14 digits (serial number), trimmed', () => {
    for (const ok of ['400012', '1234567890', '12345678901234', ' 400012 ']) expect(validateSearchId(ok), ok).toBeNull();
  });

  it('gives the format error for other lengths and for anything but digits', () => {
    for (const bad of [
      '12345',
      '1234567',
      '123456789',
      '12345678901',
      '1234567890123',
      '123456789012345',
      'abcdef',
      '40001a',
      '4000 12',
      '-40001',
    ]) {
      expect(validateSearchId(bad), bad).toEqual({ key: COMPLAINT_ERROR_KEYS.searchFormat });
    }
  });

  it('says which number was not found: serial from 10 characters on, else order (spec 000 §8)', () => {
    expect(isSerialSearch('400012')).toBe(false);
    expect(isSerialSearch('1234567890')).toBe(true);
    expect(notFoundError('400012')).toEqual({ key: COMPLAINT_ERROR_KEYS.orderNotFound });
    expect(notFoundError('1234567890')).toEqual({ key: COMPLAINT_ERROR_KEYS.serialNotFound });
    expect(notFoundError('12345678901234')).toEqual({ key: COMPLAINT_ERROR_KEYS.serialNotFound });
  });
});

describe('article quantities (spec 000 §5)', () => {
  it('allows at most the shipped quantity, and at most 1 of a serial-numbered article', () => {
    expect(maxQuantity(pipe)).toBe(3);
    expect(maxQuantity(stove)).toBe(1);
    expect(maxQuantity({ ...stove, ShippedQty: 0 })).toBe(0);
  });

  it('reads an empty field as 0 and refuses anything but a whole number', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity(' 2 ')).toBe(2);
    for (const bad of ['1.5', '-1', 'x', '1e2']) expect(parseQuantity(bad), bad).toBeNull();
  });

  it('checks each line against its maximum', () => {
    expect(validateQuantity('3', pipe)).toBeNull();
    expect(validateQuantity('4', pipe)).toEqual({ key: 'complaints.form.quantity-max', values: { max: 3 } });
    expect(validateQuantity('1', stove)).toBeNull();
    expect(validateQuantity('2', stove)).toEqual({ key: 'complaints.form.quantity-max', values: { max: 1 } });
    expect(validateQuantity('1.5', pipe)).toEqual({ key: 'complaints.form.quantity-invalid' });
  });

  it('checks one line when its field is left, so a quantity above the delivered one shows at once', () => {
    expect(quantityErrorOf(order, { 'ST-100': '0', 'CH-200': '5' }, 'CH-200')).toEqual({
      key: 'complaints.form.quantity-max',
      values: { max: 3 },
    });
    expect(quantityErrorOf(order, { 'ST-100': '0', 'CH-200': '3' }, 'CH-200')).toBeNull();
    // Another line's problem is not this field's.
    expect(quantityErrorOf(order, { 'ST-100': '2', 'CH-200': '1' }, 'CH-200')).toBeNull();
    expect(quantityErrorOf(order, {}, 'NOT-ON-ORDER')).toBeNull();
  });

  it('counts only lines with a quantity above 0 as chosen', () => {
    expect(chosenLines(order, { 'ST-100': '0', 'CH-200': '1' })).toEqual([pipe]);
    expect(chosenLines(order, { 'ST-100': '', 'CH-200': 'x' })).toEqual([]);
  });
});

describe('serial number block (spec 000 §4, §5)', () => {
  it('shows only while a chosen line requires a serial number', () => {
    expect(needsSerialNumber(order, { 'ST-100': '0', 'CH-200': '2' })).toBe(false);
    expect(needsSerialNumber(order, { 'ST-100': '1', 'CH-200': '0' })).toBe(true);
  });

  it('offers the serial numbers delivered with the chosen lines', () => {
    expect(serialOptions(order, { 'ST-100': '1' })).toEqual(['1234567890', '12345678901234']);
    expect(serialOptions(order, { 'CH-200': '1' })).toEqual([]);
  });

  it('is required then, and only then', () => {
    expect(validateComplaintForm(order, valid({ quantities: { 'ST-100': '1' }, serialNumber: '' }))['serialNumber']).toEqual({
      key: 'form.required',
    });
    expect(
      validateComplaintForm(order, valid({ quantities: { 'ST-100': '1' }, serialNumber: '1234567890' }))['serialNumber'],
    ).toBeUndefined();
    expect(validateComplaintForm(order, valid({ serialNumber: '' }))['serialNumber']).toBeUndefined();
  });

  it('is prefilled, with its article, after a search by serial number', () => {
    const values = initialFormValues(order, '12345678901234');
    expect(values.serialNumber).toBe('12345678901234');
    expect(values.quantities).toEqual({ 'ST-100': '1', 'CH-200': '0' });
    expect(initialFormValues(order, '400012').quantities).toEqual({ 'ST-100': '0', 'CH-200': '0' });
  });
});

describe('validateComplaintForm (spec 000 §5)', () => {
  it('passes a complete form', () => {
    expect(validateComplaintForm(order, valid())).toEqual({});
  });

  it('requires at least one article with a quantity above 0', () => {
    expect(validateComplaintForm(order, valid({ quantities: { 'ST-100': '0', 'CH-200': '0' } }))['products']).toEqual({
      key: COMPLAINT_ERROR_KEYS.noArticles,
    });
  });

  it('marks a quantity above the maximum on its line', () => {
    const errors = validateComplaintForm(order, valid({ quantities: { 'ST-100': '2', 'CH-200': '9' } }));
    expect(errors[quantityField('ST-100')]).toEqual({ key: 'complaints.form.quantity-max', values: { max: 1 } });
    expect(errors[quantityField('CH-200')]).toEqual({ key: 'complaints.form.quantity-max', values: { max: 3 } });
  });

  it('requires one of the three incident types', () => {
    expect(validateComplaintForm(order, valid({ incidentType: null }))['incidentType']).toEqual({ key: 'form.required' });
    for (const type of ['transport-damage', 'delivery-fault', 'other-faults'] as const) {
      expect(validateComplaintForm(order, valid({ incidentType: type }))['incidentType']).toBeUndefined();
    }
  });

  it('requires a description of 1 to 1000 characters; blanks alone are empty', () => {
    expect(validateComplaintForm(order, valid({ description: '   ' }))['description']).toEqual({ key: 'form.required' });
    expect(validateComplaintForm(order, valid({ description: 'x'.repeat(MAX_DESCRIPTION_LENGTH) }))['description']).toBeUndefined();
    expect(validateComplaintForm(order, valid({ description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) }))['description']).toEqual({
      key: 'form.too-long',
      values: { max: MAX_DESCRIPTION_LENGTH },
    });
  });

  it('requires the order mark', () => {
    expect(validateComplaintForm(order, valid({ orderMark: ' ' }))['orderMark']).toEqual({ key: 'form.required' });
  });

  it('requires every field of the different address while it is ticked, and the email in a valid format', () => {
    const ticked = valid({ alternateAddress: true });
    const errors = validateComplaintForm(order, ticked);
    for (const field of ['firstName', 'lastName', 'address', 'postalCode', 'city', 'country', 'emailAddress', 'mobilePhone'] as const) {
      expect(errors[addressField(field)], field).toEqual({ key: 'form.required' });
    }
    const filled = valid({
      alternateAddress: true,
      customAddress: {
        firstName: 'Per',
        lastName: 'Lindgren',
        address: 'Storgatan 4',
        postalCode: '753 20',
        city: 'Uppsala',
        country: 'Sverige',
        emailAddress: 'per@',
        mobilePhone: '070-111 22 33',
      },
    });
    expect(validateComplaintForm(order, filled)).toEqual({ [addressField('emailAddress')]: { key: 'form.invalid-format' } });
    expect(
      validateComplaintForm(order, { ...filled, customAddress: { ...filled.customAddress, emailAddress: 'per@example.test' } }),
    ).toEqual({});
  });

  it('ignores the different address while it is not ticked', () => {
    expect(validateComplaintForm(order, valid({ alternateAddress: false }))).toEqual({});
  });

  it('names the first field with an error in page order', () => {
    const errors = validateComplaintForm(order, valid({ orderMark: '', incidentType: null }));
    expect(firstErrorField(order, errors)).toBe('incidentType');
    expect(firstErrorField(order, {})).toBeNull();
  });
});

describe('buildComplaintData', () => {
  it('sends every line with its quantity as text, and what the contract accepts for this order', () => {
    const data = buildComplaintData(
      order,
      valid({ quantities: { 'ST-100': '1', 'CH-200': '' }, serialNumber: '1234567890', description: '  Cracked glass  ' }),
    );
    expect(data.products).toEqual([
      { edp_articlenumber: 'ST-100', edp_name: 'Stove Nova 5', edp_quantity: '1' },
      { edp_articlenumber: 'CH-200', edp_name: 'Flue pipe 1 m', edp_quantity: '0' },
    ]);
    expect(data.serialNumber).toBe('1234567890');
    expect(data.description).toBe('Cracked glass');
    expect(data).not.toHaveProperty('customAddress');
    expect(newComplaintDataForOrder(order).safeParse(data).success).toBe(true);
  });

  it('leaves out a serial number no chosen line needs', () => {
    expect(buildComplaintData(order, valid({ serialNumber: '1234567890' }))).not.toHaveProperty('serialNumber');
  });

  it('sends the different address trimmed when ticked', () => {
    const data = buildComplaintData(
      order,
      valid({
        alternateAddress: true,
        customAddress: {
          firstName: ' Per ',
          lastName: 'Lindgren',
          address: 'Storgatan 4',
          postalCode: '753 20',
          city: 'Uppsala',
          country: 'Sverige',
          emailAddress: 'per@example.test',
          mobilePhone: '070-111 22 33',
        },
      }),
    );
    expect(data.customAddress?.firstName).toBe('Per');
    expect(newComplaintDataForOrder(order).safeParse(data).success).toBe(true);
  });

  it('agrees with the contract: whatever the form passes, the server rules pass too', () => {
    const forms = [
      valid(),
      valid({ quantities: { 'ST-100': '1', 'CH-200': '3' }, serialNumber: '12345678901234', incidentType: 'other-faults' }),
    ];
    for (const form of forms) {
      expect(validateComplaintForm(order, form)).toEqual({});
      expect(newComplaintDataForOrder(order).safeParse(buildComplaintData(order, form)).success).toBe(true);
    }
  });
});

describe('server errors', () => {
  it('map the 400 field path to the form field', () => {
    expect(formFieldForServerField('products', order)).toBe('products');
    expect(formFieldForServerField('products.1.edp_quantity', order)).toBe(quantityField('CH-200'));
    expect(formFieldForServerField('products.9.edp_quantity', order)).toBe('products');
    expect(formFieldForServerField('serialNumber', order)).toBe('serialNumber');
    expect(formFieldForServerField('customAddress.lastName', order)).toBe(addressField('lastName'));
    expect(formFieldForServerField('files.1', order)).toBe('files');
    expect(formFieldForServerField('files', order)).toBe('files');
    expect(formFieldForServerField('data', order)).toBeNull();
    expect(formFieldForServerField(undefined, order)).toBeNull();
  });

  it('show the server key when there is a text for it, else a general message', () => {
    const known = (key: string) => key.startsWith('form.file-error') || key.startsWith('complaints.');
    expect(serverFieldError(COMPLAINT_ERROR_KEYS.fileType, 'files.1: form.file-error.file-type', known)).toEqual({
      key: COMPLAINT_ERROR_KEYS.fileType,
    });
    expect(serverFieldError(COMPLAINT_ERROR_KEYS.tooManyFiles, 'x', known)).toEqual({
      key: COMPLAINT_ERROR_KEYS.tooManyFiles,
      values: { maxFiles: 4 },
    });
    expect(serverFieldError(undefined, 'orderMark: is required', known)).toEqual({ key: 'form.required' });
    expect(serverFieldError('unknown.key', 'at most 1', known)).toEqual({ key: 'form.rejected' });
  });
});

describe('leaving a new complaint', () => {
  it('asks first only while a description or photos would be lost', () => {
    expect(hasWorkToLose({ description: '' }, 0)).toBe(false);
    expect(hasWorkToLose({ description: '   ' }, 0)).toBe(false);
    expect(hasWorkToLose({ description: 'The glass cracked.' }, 0)).toBe(true);
    expect(hasWorkToLose({ description: '' }, 1)).toBe(true);
  });

  it('makes Cancel ask the same question as a navigation, and only with work to lose', () => {
    expect(leaveWarning({ description: '' }, 0)).toBeNull();
    expect(leaveWarning({ description: 'The glass cracked.' }, 0)).toBe('unsent');
    expect(leaveWarning({ description: '' }, 2)).toBe('unsent');
  });
});
