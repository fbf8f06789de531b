/** How the desks name what several of them show. */

/** A dealer as the lists name it: its name with its customer number. */
export const dealerLabel = (d: { customerName: string; customerNumber: string }) => `${d.customerName} (${d.customerNumber})`;

/** The parts that are there, in their order, as one line; an address or a contact without its empty parts. */
export const joinPresent = (parts: readonly (string | null | undefined)[], separator = ', ') => parts.filter(Boolean).join(separator);

/** A select's choices among fixed values, each by its name; a number (a status code) is the select's text value. */
export const choices = <V extends string | number>(values: readonly V[], nameOf: (value: V) => string) =>
  values.map((value) => ({ value: String(value), label: nameOf(value) }));
