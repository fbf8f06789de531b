/**
 * The seed's demo sign-ins the API tests act as, named once: the same dealers and staff members
 * stand in many test files, and a typo in an address would only show as a confusing 401.
 */

// Customer 10001 (Sweden).
export const ANNA = 'anna@reseller-se.test';
/** The Swedish dealer's portal admin. */
export const ERIK = 'admin@reseller-se.test';
export const SOFIA = 'sofia.ek@reseller-se.test';
export const EVA = 'eva.lind@reseller-se.test';
export const NILS = 'nils.strand@reseller-se.test';
// Dealers of other customers, one a market.
export const OLA = 'ola@reseller-no.test';
export const JONAS = 'jonas@reseller-de.test';
export const LENA = 'lena.weber@reseller-de.test';
export const MIA = 'mia@reseller-fi.test';
export const JUHA = 'juha.makinen@reseller-fi.test';

// Staff, one a role.
export const SERVICE = 'service@manufacturer.test';
export const MARKETING = 'marketing@manufacturer.test';
export const SALES = 'sales@manufacturer.test';
export const BACKOFFICE_ADMIN = 'backoffice@manufacturer.test';
