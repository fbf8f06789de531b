import { hasErrorCode } from '@portal/ui/auth';
import type { GetMyProductsResponse, ModelSerieProduct } from '@portal/contracts/product';

/** The live-display flag of one entry changed, the rest of the list as it was. */
export const withCombustible = (data: GetMyProductsResponse, showroomId: string, combustible: boolean): GetMyProductsResponse => ({
  value: data.value.map((e) => (e.ed_showroomid === showroomId ? { ...e, ed_combustible: combustible } : e)),
});

/**
 * Names of the products already on display. A showroom entry carries the product's
 * number and name but not the id the model series list uses; the name is unique per
 * stove model (brand, series, size and colour), so it links the two lists.
 */
export const showroomNames = (data: GetMyProductsResponse | undefined): ReadonlySet<string> =>
  new Set(data?.value.map((e) => e.ed_ProductId.ed_namese) ?? []);

export const isInShowroom = (product: ModelSerieProduct, names: ReadonlySet<string>, addedIds: ReadonlySet<string>) =>
  addedIds.has(product.productid) || names.has(product.ed_namese);

/** A 409 ALREADY_IN_SHOWROOM means the goal is reached: the product is on display. */
export const isAlreadyInShowroom = (error: unknown) => hasErrorCode(error, 'ALREADY_IN_SHOWROOM');
