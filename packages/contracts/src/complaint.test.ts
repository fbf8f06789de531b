import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_ERROR_KEYS,
  AddComplaintMessageRequest,
  COMPLAINT_STATUS,
  ComplaintUploadFiles,
  INCIDENT_TYPES,
  LookupComplaintOrderQuery,
  MAX_FILE_BYTES,
  NewComplaintData,
  NewComplaintDataJson,
  NewComplaintFiles,
  SEARCH_ID_REQUIRED,
  lookupNotFoundKey,
  newComplaintDataForOrder,
  type LookupComplaintOrderResponse,
} from './complaint.js';

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messages = (result: Issues) => result.error?.issues.map((i) => i.message) ?? [];
const paths = (result: Issues) => result.error?.issues.map((i) => i.path.map(String).join('.')) ?? [];

const customAddress = {
  firstName: 'Anna',
  lastName: 'Berg',
  address: 'Storgatan 1',
  postalCode: '11122',
  city: 'Stockholm',
  country: 'Sverige',
  emailAddress: 'anna@example.se',
  mobilePhone: '0701234567',
};

const data = () => ({
  orderNumber: '123456',
  products: [
    { edp_articlenumber: 'A-1', edp_name: 'Stove', edp_quantity: '1' },
    { edp_articlenumber: 'B-2', edp_name: 'Glass', edp_quantity: '0' },
  ],
  serialNumber: '',
  incidentType: INCIDENT_TYPES.transportDamage as string,
  description: 'Glass broken on arrival',
  alternateAddress: false,
  orderMark: 'Store 12',
});

describe('complaint search id', () => {
  it.each(['123456', '1234567890', '12345678901234', ' 123456 '])('accepts %j', (searchId) => {
    expect(LookupComplaintOrderQuery.safeParse({ searchId }).success).toBe(true);
  });

  it.each(['12345', '1234567', '123456789', '12345678901', '123456789012345', '12345a', 'abcdefghij', '12 456'])(
    'rejects %j with the format key',
    (searchId) => {
      expect(messages(LookupComplaintOrderQuery.safeParse({ searchId }))).toEqual(['complaints.search-format-error']);
    },
  );

  it('answers an empty search with the required message only', () => {
    expect(messages(LookupComplaintOrderQuery.safeParse({ searchId: '  ' }))).toEqual([SEARCH_ID_REQUIRED]);
  });

  it('picks the not-found key by length', () => {
    expect(lookupNotFoundKey('123456')).toBe('complaints.ordernumber-error');
    expect(lookupNotFoundKey('1234567890')).toBe('complaints.serialnumber-error');
  });
});

describe('NewComplaintData', () => {
  it('accepts a complete complaint without an alternate address', () => {
    expect(NewComplaintData.safeParse(data()).success).toBe(true);
  });

  it('rejects a complaint whose products all have quantity 0', () => {
    const d = data();
    d.products = d.products.map((p) => ({ ...p, edp_quantity: '0' }));
    const result = NewComplaintData.safeParse(d);
    expect(messages(result)).toEqual(['complaints.no-articles-error']);
    expect(paths(result)).toEqual(['products']);
  });

  it('rejects a complaint without products', () => {
    expect(messages(NewComplaintData.safeParse({ ...data(), products: [] }))).toEqual(['complaints.no-articles-error']);
  });

  it('rejects a non-numeric quantity', () => {
    const d = data();
    d.products = [{ edp_articlenumber: 'A-1', edp_name: 'Stove', edp_quantity: 'two' }];
    expect(paths(NewComplaintData.safeParse(d))).toContain('products.0.edp_quantity');
  });

  it.each(Object.values(INCIDENT_TYPES))('accepts incident type %s', (incidentType) => {
    expect(NewComplaintData.safeParse({ ...data(), incidentType }).success).toBe(true);
  });

  it.each(['', 'warranty', 'Transport damage'])('rejects incident type %j', (incidentType) => {
    expect(paths(NewComplaintData.safeParse({ ...data(), incidentType }))).toEqual(['incidentType']);
  });

  it('accepts a description of 1000 characters and rejects 1001', () => {
    expect(NewComplaintData.safeParse({ ...data(), description: 'd'.repeat(1000) }).success).toBe(true);
    expect(paths(NewComplaintData.safeParse({ ...data(), description: 'd'.repeat(1001) }))).toEqual(['description']);
  });

  it('rejects a blank description', () => {
    const result = NewComplaintData.safeParse({ ...data(), description: '   ' });
    expect(paths(result)).toEqual(['description']);
    expect(messages(result)).toEqual(['is required']);
  });

  it('requires the order mark', () => {
    expect(paths(NewComplaintData.safeParse({ ...data(), orderMark: '' }))).toEqual(['orderMark']);
  });

  it('ignores a half-filled custom address while the checkbox is off', () => {
    const result = NewComplaintData.safeParse({ ...data(), customAddress: { firstName: 'Anna' } });
    expect(result.success).toBe(true);
  });

  it('requires every custom address field once the checkbox is on', () => {
    const result = NewComplaintData.safeParse({ ...data(), alternateAddress: true, customAddress: { firstName: 'Anna' } });
    expect(paths(result).sort()).toEqual(
      [
        'customAddress.address',
        'customAddress.city',
        'customAddress.country',
        'customAddress.emailAddress',
        'customAddress.lastName',
        'customAddress.mobilePhone',
        'customAddress.postalCode',
      ].sort(),
    );
    expect(new Set(messages(result))).toEqual(new Set(['is required']));
  });

  it('requires the custom address when the checkbox is on and none is sent', () => {
    const result = NewComplaintData.safeParse({ ...data(), alternateAddress: true });
    expect(paths(result)).toHaveLength(8);
  });

  it('accepts a complete custom address and checks its email', () => {
    expect(NewComplaintData.safeParse({ ...data(), alternateAddress: true, customAddress }).success).toBe(true);
    const bad = NewComplaintData.safeParse({
      ...data(),
      alternateAddress: true,
      customAddress: { ...customAddress, emailAddress: 'anna.example.se' },
    });
    expect(paths(bad)).toEqual(['customAddress.emailAddress']);
    expect(messages(bad)).toEqual(['has invalid format']);
  });

  it('reports field errors and the article rule in one pass', () => {
    const d = { ...data(), description: '', products: [] };
    expect(messages(NewComplaintData.safeParse(d)).sort()).toEqual(['complaints.no-articles-error', 'is required']);
  });
});

describe('NewComplaintDataJson', () => {
  it('parses the JSON text of the data part', () => {
    const result = NewComplaintDataJson.safeParse(JSON.stringify(data()));
    expect(result.success).toBe(true);
    expect(result.data?.orderNumber).toBe('123456');
  });

  it('rejects text that is not JSON', () => {
    expect(messages(NewComplaintDataJson.safeParse('{not json'))).toEqual(['data is not valid JSON']);
  });
});

describe('newComplaintDataForOrder', () => {
  const order: LookupComplaintOrderResponse = {
    OrderNumber: '123456',
    Lines: [
      {
        ItemNumber: 'A-1',
        Description: 'Stove',
        ShippedQty: 2,
        Require_Serial: '1',
        SerialNbrs: [
          { SerialNumber: '1234567890', ProductionNbr: 'P2612345' },
          { SerialNumber: '1234567891', ProductionNbr: 'P2612346' },
        ],
      },
      { ItemNumber: 'B-2', Description: 'Glass', ShippedQty: 3, Require_Serial: '0', SerialNbrs: [] },
    ],
  };
  const schema = newComplaintDataForOrder(order);

  it('requires a serial number when a chosen article needs one', () => {
    const result = schema.safeParse(data());
    expect(paths(result)).toEqual(['serialNumber']);
    expect(schema.safeParse({ ...data(), serialNumber: '1234567890' }).success).toBe(true);
  });

  it('takes only a serial number of the order', () => {
    const result = schema.safeParse({ ...data(), serialNumber: '1999999999' });
    expect(paths(result)).toEqual(['serialNumber']);
    expect(result.error?.issues[0]?.message).toBe(COMPLAINT_ERROR_KEYS.serialNotFound);
    expect(schema.safeParse({ ...data(), serialNumber: '1234567891' }).success).toBe(true);
  });

  it('allows at most 1 of a serial-numbered article', () => {
    const d = { ...data(), serialNumber: '1234567890' };
    d.products = [{ edp_articlenumber: 'A-1', edp_name: 'Stove', edp_quantity: '2' }];
    expect(paths(schema.safeParse(d))).toEqual(['products.0.edp_quantity']);
  });

  it('caps the quantity at the shipped quantity', () => {
    const d = data();
    d.products = [{ edp_articlenumber: 'B-2', edp_name: 'Glass', edp_quantity: '4' }];
    expect(paths(schema.safeParse(d))).toEqual(['products.0.edp_quantity']);
    d.products = [{ edp_articlenumber: 'B-2', edp_name: 'Glass', edp_quantity: '3' }];
    expect(schema.safeParse(d).success).toBe(true);
  });

  it('does not need a serial number when only unchosen lines require one', () => {
    const d = data();
    d.products = [
      { edp_articlenumber: 'A-1', edp_name: 'Stove', edp_quantity: '0' },
      { edp_articlenumber: 'B-2', edp_name: 'Glass', edp_quantity: '1' },
    ];
    expect(schema.safeParse(d).success).toBe(true);
  });

  it('rejects an article that is not on the order', () => {
    const d = data();
    d.products = [{ edp_articlenumber: 'Z-9', edp_name: 'Other', edp_quantity: '1' }];
    expect(paths(schema.safeParse(d))).toEqual(['products.0.edp_articlenumber']);
  });
});

describe('complaint files', () => {
  const image = { filename: 'a.jpg', mimetype: 'image/jpeg', size: 1000 };

  it('accepts a file just below 4,000,000 bytes and rejects exactly 4,000,000', () => {
    expect(NewComplaintFiles.safeParse([{ ...image, size: MAX_FILE_BYTES - 1 }]).success).toBe(true);
    expect(messages(NewComplaintFiles.safeParse([{ ...image, size: MAX_FILE_BYTES }]))).toEqual(['form.file-error.file-size']);
  });

  it('accepts 4 files and rejects 5', () => {
    expect(NewComplaintFiles.safeParse(Array(4).fill(image)).success).toBe(true);
    expect(messages(NewComplaintFiles.safeParse(Array(5).fill(image)))).toEqual(['form.file-error.max-files']);
  });

  it('allows no files on a new complaint but takes images only', () => {
    expect(NewComplaintFiles.safeParse([]).success).toBe(true);
    const pdf = { filename: 'a.pdf', mimetype: 'application/pdf', size: 10 };
    expect(messages(NewComplaintFiles.safeParse([pdf]))).toEqual(['form.file-error.file-type']);
  });

  it('takes images or PDF on an existing complaint and needs at least one', () => {
    const pdf = { filename: 'a.pdf', mimetype: 'application/pdf', size: 10 };
    expect(ComplaintUploadFiles.safeParse([pdf, image]).success).toBe(true);
    expect(messages(ComplaintUploadFiles.safeParse([]))).toEqual(['form.file-error.file-required']);
    const doc = { filename: 'a.docx', mimetype: 'application/msword', size: 10 };
    expect(ComplaintUploadFiles.safeParse([doc]).success).toBe(false);
  });
});

describe('AddComplaintMessageRequest', () => {
  const incidentId = '6f1c2a3b-4d5e-6f70-8192-a3b4c5d6e7f8';

  it('accepts a note of 480 characters and rejects 481', () => {
    expect(AddComplaintMessageRequest.safeParse({ incidentId, description: 'n'.repeat(480) }).success).toBe(true);
    expect(AddComplaintMessageRequest.safeParse({ incidentId, description: 'n'.repeat(481) }).success).toBe(false);
  });

  it('rejects an empty note', () => {
    expect(paths(AddComplaintMessageRequest.safeParse({ incidentId, description: ' ' }))).toEqual(['description']);
  });

  it('rejects an incident id that is not a GUID', () => {
    const result = AddComplaintMessageRequest.safeParse({ incidentId: "1' or 1 eq 1", description: 'x' });
    expect(paths(result)).toEqual(['incidentId']);
  });
});

describe('COMPLAINT_STATUS', () => {
  it('holds the four portal status codes', () => {
    expect(COMPLAINT_STATUS).toEqual({
      Registered: 757550000,
      Ongoing: 757550001,
      Completed: 757550002,
      WaitingForDetails: 757550003,
    });
  });
});
