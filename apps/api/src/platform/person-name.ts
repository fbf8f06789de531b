/** A person's name as every screen and mail writes it: first and last name, without a dangling space when one is empty. */
export const fullName = (first: string, last: string | null): string => `${first} ${last ?? ''}`.trim();
