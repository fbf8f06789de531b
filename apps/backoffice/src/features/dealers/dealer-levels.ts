import type { AccessLevel } from '@portal/contracts/common';

/** The access levels of the dealer portal, named as its user administration names them. */
export const LEVEL_KEY: Record<AccessLevel, string> = {
  none: 'dealers.level.none',
  Reseller: 'dealers.level.reseller',
  'Portal Admin': 'dealers.level.admin',
  'Portal Admin,Reseller': 'dealers.level.admin-reseller',
};
