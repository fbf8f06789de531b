import type { Language } from '@portal/contracts/languages';
import type {
  AddProductToStoreQuery,
  AddProductToStoreResponse,
  DeleteProductFromStoreQuery,
  DeleteProductFromStoreResponse,
  GetAllModelSeriesResponse,
  GetMyProductsResponse,
  GetProductsForModelSerieQuery,
  GetProductsForModelSerieResponse,
  UpdateCombustibleQuery,
  UpdateCombustibleResponse,
} from '@portal/contracts';
import type { Principal } from '../../platform/auth/access.js';
import { conflict, notFound, found } from '../../platform/errors.js';
import type { ShowroomRepository } from './showroom.repository.js';

// Model numbers sort as numbers, so "Visby 10" follows "Visby 8".
const byName = new Intl.Collator('sv', { numeric: true }).compare;

export function createShowroomService(repo: ShowroomRepository) {
  return {
    /** The products are named in the caller's language. */
    async myProducts(principal: Principal, language: Language): Promise<GetMyProductsResponse> {
      const rows = await repo.entries(principal.customerNumber, language);
      rows.sort((a, b) => byName(a.description, b.description));
      return {
        value: rows.map((r) => ({
          ed_showroomid: r.id,
          ed_ProductId: { productnumber: r.item_number, ed_namese: r.description, ed_urlpicture: r.image_url },
          ed_combustible: r.combustible,
        })),
      };
    },

    async allModelSeries(): Promise<GetAllModelSeriesResponse> {
      return { value: (await repo.modelSeries()).map((name) => ({ ed_modelserie: name })) };
    },

    // An unknown series simply has no products; the name is not a secret of anyone's.
    async productsForModelSerie(query: GetProductsForModelSerieQuery, language: Language): Promise<GetProductsForModelSerieResponse> {
      const rows = await repo.modelsOfSeries(query.modelSerie, language);
      rows.sort((a, b) => byName(a.description, b.description));
      return { value: rows.map((r) => ({ productid: r.product_id, ed_namese: r.description, ed_urlpicture: r.image_url })) };
    },

    async addProductToStore(principal: Principal, query: AddProductToStoreQuery): Promise<AddProductToStoreResponse> {
      const model = await found(repo.modelById(query.productId), 'Product');
      const id = await repo.addEntry(principal.customerNumber, model.item_number, query.combustible);
      if (id === undefined) throw conflict('ALREADY_IN_SHOWROOM', 'The product is already in the showroom');
      return { ok: true };
    },

    async updateCombustible(principal: Principal, query: UpdateCombustibleQuery): Promise<UpdateCombustibleResponse> {
      if (!(await repo.setCombustible(principal.customerNumber, query.showroomId, query.combustible))) throw notFound('Showroom product');
      return { ok: true };
    },

    async deleteProductFromStore(principal: Principal, query: DeleteProductFromStoreQuery): Promise<DeleteProductFromStoreResponse> {
      if (!(await repo.deleteEntry(principal.customerNumber, query.showroomId))) throw notFound('Showroom product');
      return { ok: true };
    },
  };
}
export type ShowroomService = ReturnType<typeof createShowroomService>;
