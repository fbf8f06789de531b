/** The customer's price: the list price less the customer's discount, to the cent. */
export function netUnitPrice(listPrice: number, discountPercent: number): number {
  return Math.round(listPrice * (100 - discountPercent)) / 100;
}
