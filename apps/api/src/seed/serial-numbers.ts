import { createHash } from 'node:crypto';

/**
 * The serial numbers of a delivered order's stoves, one per unit: 10 digits, or 14 for the newer
 * production line, with the production number beside them. The same order gives the same numbers
 * on every run.
 */
export function stoveSerials(
  orderNumber: string,
  orderDate: string,
  lines: readonly { lineSequence: number; quantity: number; requireSerial: boolean }[],
  variant: number,
) {
  return lines.flatMap((line) =>
    line.requireSerial
      ? Array.from({ length: line.quantity }, (_, unit) => {
          const digits = createHash('sha256')
            .update(`serial:${orderNumber}:${line.lineSequence - 1}:${unit}`)
            .digest('hex')
            .replace(/[a-f]/g, '')
            .padEnd(16, '7');
          const long = (variant + unit) % 3 === 0;
          return {
            serial_number: long ? `2${digits.slice(0, 13)}` : `1${digits.slice(0, 9)}`,
            order_number: orderNumber,
            line_sequence: line.lineSequence,
            production_nbr: `P${orderDate.slice(2, 4)}${digits.slice(9, 14)}`,
          };
        })
      : [],
  );
}
