/**
 * The rules of the new-complaint flow (spec 000 §4, §5, §8) as pure functions: the search,
 * the form's checks in the browser, the payload and how server errors map to fields.
 */
import {
  SEARCH_ID_PATTERN,
  COMPLAINT_ERROR_KEYS,
  CustomAddress,
  type IncidentType,
  MAX_DESCRIPTION_LENGTH,
  REQUIRE_SERIAL_YES,
  lookupNotFoundKey,
  newComplaintDataForOrder,
  type LookupComplaintOrderResponse,
  type LookupOrderLine,
  NewComplaintData,
} from '@portal/contracts/complaint';
import { maxLengthOf, maxLengthsOf } from '@portal/contracts/field-limits';
import { firstError, schemaProblems, type FieldProblem } from '@portal/ui/form';
import type { z } from 'zod';
import { tooManyFilesError, type FieldError } from './file-rules';

export type { FieldError };
export type FormErrors = Partial<Record<string, FieldError>>;
export type Order = LookupComplaintOrderResponse;

export const REQUIRED: FieldError = { key: 'form.required' };
export const INVALID_FORMAT: FieldError = { key: 'form.invalid-format' };

// --- step 1: search

export const SEARCH_REQUIRED_KEY = 'complaints.search-required';

/** Required; 6 digits (order number) or 10 or 14 digits (serial number), else the format error. */
export function validateSearchId(text: string): FieldError | null {
  const value = text.trim();
  if (!value) return { key: SEARCH_REQUIRED_KEY };
  return SEARCH_ID_PATTERN.test(value) ? null : { key: COMPLAINT_ERROR_KEYS.searchFormat };
}

/** A search of 10 or more characters was for a serial number (spec 000 §8). */
export const isSerialSearch = (searchId: string) => searchId.trim().length >= 10;

/** The message when the lookup found nothing: an empty OrderNumber or the code ERR0001. */
export const notFoundError = (searchId: string): FieldError => ({ key: lookupNotFoundKey(searchId) });

// --- step 2: articles

export const requiresSerial = (line: LookupOrderLine) => line.Require_Serial === REQUIRE_SERIAL_YES;

/** At most the shipped quantity; at most 1 of an article with a serial number. */
export function maxQuantity(line: LookupOrderLine): number {
  const shipped = Math.max(0, Math.floor(line.ShippedQty));
  return requiresSerial(line) ? Math.min(1, shipped) : shipped;
}

/** A quantity field's text as a whole number; empty means 0, anything else but digits is null. */
export function parseQuantity(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}

export function validateQuantity(text: string, line: LookupOrderLine): FieldError | null {
  const quantity = parseQuantity(text);
  if (quantity === null) return { key: 'complaints.form.quantity-invalid' };
  const max = maxQuantity(line);
  return quantity > max ? { key: 'complaints.form.quantity-max', values: { max } } : null;
}

export type Quantities = Record<string, string>;

/**
 * One quantity field's check, for when the field is left: a quantity above what was delivered
 * shows its message then, not only when the form is sent (spec 000 §5).
 */
export function quantityErrorOf(order: Order, quantities: Quantities, itemNumber: string): FieldError | null {
  const line = order.Lines.find((l) => l.ItemNumber === itemNumber);
  return line ? validateQuantity(quantities[itemNumber] ?? '', line) : null;
}

const quantityOf = (quantities: Quantities, line: LookupOrderLine) => parseQuantity(quantities[line.ItemNumber] ?? '') ?? 0;

/** The lines with a quantity above 0. */
export const chosenLines = (order: Order, quantities: Quantities) => order.Lines.filter((line) => quantityOf(quantities, line) > 0);

/** The serial-number block shows only while a chosen line requires a serial number (spec 000 §4). */
export const needsSerialNumber = (order: Order, quantities: Quantities) => chosenLines(order, quantities).some(requiresSerial);

/** The serial numbers delivered with the chosen lines that require one. */
export function serialOptions(order: Order, quantities: Quantities): string[] {
  const serials = chosenLines(order, quantities)
    .filter(requiresSerial)
    .flatMap((line) => line.SerialNbrs.map((s) => s.SerialNumber));
  return [...new Set(serials)];
}

// --- step 2: the form

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'address', 'postalCode', 'city', 'country', 'emailAddress', 'mobilePhone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** The CRM's column lengths, as the contract checks them. */
export const ADDRESS_MAX_LENGTH = maxLengthsOf(CustomAddress, ADDRESS_FIELDS);
export const ORDER_MARK_MAX_LENGTH = maxLengthOf(NewComplaintData.shape.orderMark);
export const SERIAL_NUMBER_MAX_LENGTH = maxLengthOf(NewComplaintData.shape.serialNumber);
export { MAX_DESCRIPTION_LENGTH };

export type ComplaintFormValues = {
  /** The quantity field's text per article number. */
  quantities: Quantities;
  serialNumber: string;
  incidentType: IncidentType | null;
  description: string;
  orderMark: string;
  alternateAddress: boolean;
  customAddress: AddressValues;
};

/**
 * A fresh form. A search by serial number chooses that serial and one of its article,
 * since that is what the complaint is almost always about.
 */
export function initialFormValues(order: Order, searchId: string): ComplaintFormValues {
  const serial = isSerialSearch(searchId) ? searchId.trim() : '';
  const serialLine = serial ? order.Lines.find((l) => requiresSerial(l) && l.SerialNbrs.some((s) => s.SerialNumber === serial)) : undefined;
  return {
    quantities: Object.fromEntries(order.Lines.map((l) => [l.ItemNumber, l === serialLine && maxQuantity(l) > 0 ? '1' : '0'])),
    serialNumber: serialLine ? serial : '',
    incidentType: null,
    description: '',
    orderMark: '',
    alternateAddress: false,
    customAddress: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as AddressValues,
  };
}

/** Leaving asks first while the form holds what the user would lose: a description or chosen photos. */
export const hasWorkToLose = (values: Pick<ComplaintFormValues, 'description'>, fileCount: number) =>
  values.description.trim() !== '' || fileCount > 0;

/** The question both a navigation away and the form's Cancel ask first, or null when they go straight on. */
export const leaveWarning = (values: Pick<ComplaintFormValues, 'description'>, fileCount: number) =>
  hasWorkToLose(values, fileCount) ? ('unsent' as const) : null;

/** Field names, also the ids' suffixes the form focuses. */
export const quantityField = (itemNumber: string) => `quantity.${itemNumber}`;
export const addressField = (field: AddressField) => `customAddress.${field}`;

/** The form's words for a problem the contracts' schema found. */
function complaintError(field: string, problem: FieldProblem): FieldError {
  if (field === 'products') return { key: COMPLAINT_ERROR_KEYS.noArticles };
  if (field === 'incidentType' || problem.kind === 'required') return REQUIRED;
  if (problem.kind === 'invalid-format') return INVALID_FORMAT;
  if (problem.kind === 'too-long') return { key: 'form.too-long', values: { max: problem.max ?? 0 } };
  if (problem.kind === 'line-break') return { key: 'form.line-break' };
  return { key: 'form.rejected' };
}

/**
 * Every rule of spec 000 §5 for a new complaint that the browser can check: the contracts'
 * schema for this order (the API's own check) on what the form would send, plus the
 * quantity fields' text, which only the form has.
 */
export function validateComplaintForm(order: Order, values: ComplaintFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const line of order.Lines) {
    const error = validateQuantity(values.quantities[line.ItemNumber] ?? '', line);
    if (error) errors[quantityField(line.ItemNumber)] = error;
  }
  const payload = complaintPayload(order, values);
  for (const [field, problem] of Object.entries(
    schemaProblems(newComplaintDataForOrder(order), payload, (p) => formFieldForServerField(p, order)),
  )) {
    errors[field] ??= complaintError(field, problem);
  }
  return errors;
}

/** The fields in the order they appear, so the first error gets the focus. */
export const fieldOrder = (order: Order): string[] => [
  'products',
  ...order.Lines.map((l) => quantityField(l.ItemNumber)),
  'serialNumber',
  'incidentType',
  'description',
  'orderMark',
  ...ADDRESS_FIELDS.map(addressField),
  'files',
];

export const firstErrorField = (order: Order, errors: FormErrors) => firstError(fieldOrder(order), errors);

/**
 * The `data` part of POST /api/complaint: every line, unchosen ones with quantity 0, texts
 * trimmed. Only for values that passed validateComplaintForm.
 */
export function buildComplaintData(order: Order, values: ComplaintFormValues): z.input<typeof NewComplaintData> {
  if (!values.incidentType) throw new Error('The incident type is checked before the payload is built');
  return { ...complaintPayload(order, values), incidentType: values.incidentType };
}

/** What the form would send; the incident type may still be missing, which the schema then reports. */
function complaintPayload(order: Order, values: ComplaintFormValues) {
  const needsSerial = needsSerialNumber(order, values.quantities);
  return {
    orderNumber: order.OrderNumber,
    products: order.Lines.map((line) => ({
      edp_articlenumber: line.ItemNumber,
      edp_name: line.Description,
      edp_quantity: String(quantityOf(values.quantities, line)),
    })),
    ...(needsSerial ? { serialNumber: values.serialNumber.trim() } : {}),
    incidentType: values.incidentType ?? '',
    description: values.description.trim(),
    alternateAddress: values.alternateAddress,
    ...(values.alternateAddress
      ? { customAddress: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values.customAddress[f].trim()])) as AddressValues }
      : {}),
    orderMark: values.orderMark.trim(),
  };
}

// --- server answers

/** The form field a 400's field path names (e.g. products.2.edp_quantity), or null when none of them. */
export function formFieldForServerField(field: string | undefined, order: Order): string | null {
  if (!field) return null;
  if (field === 'products') return 'products';
  const line = /^products\.(\d+)\b/.exec(field);
  if (line) {
    const item = order.Lines[Number(line[1])];
    return item ? quantityField(item.ItemNumber) : 'products';
  }
  if (['serialNumber', 'incidentType', 'description', 'orderMark'].includes(field)) return field;
  const address = /^customAddress\.(\w+)/.exec(field)?.[1];
  if (address && (ADDRESS_FIELDS as readonly string[]).includes(address)) return addressField(address as AddressField);
  if (field === 'files' || field.startsWith('files.')) return 'files';
  return null;
}

/** The server's translation key when it gave one we have a text for, else a general one. */
export function serverFieldError(key: string | undefined, message: string, hasText: (key: string) => boolean): FieldError {
  if (key === COMPLAINT_ERROR_KEYS.tooManyFiles) return tooManyFilesError();
  if (key && hasText(key)) return { key };
  return / is required$/.test(message) ? REQUIRED : { key: 'form.rejected' };
}
