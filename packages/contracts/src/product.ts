import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { CrmId, EmptyResponse, QueryBoolean, requiredText, valueList } from './common.js';

const tags = ['product'] as const;

export const ShowroomEntry = z.object({
  ed_showroomid: z.string(),
  ed_ProductId: z.object({
    productnumber: z.string(),
    ed_namese: z.string(),
    ed_urlpicture: z.string().nullable(),
  }),
  ed_combustible: z.boolean().describe('Shown live (burning) in the showroom'),
});
export type ShowroomEntry = z.infer<typeof ShowroomEntry>;

export const GetMyProductsResponse = valueList(ShowroomEntry);
export type GetMyProductsResponse = z.infer<typeof GetMyProductsResponse>;

export const getMyProducts = defineEndpoint({
  method: 'GET',
  path: '/api/product/myproducts',
  summary: "The reseller's showroom products",
  tags,
  response: GetMyProductsResponse,
});

export const ModelSerie = z.object({ ed_modelserie: z.string() });
export type ModelSerie = z.infer<typeof ModelSerie>;

export const GetAllModelSeriesResponse = valueList(ModelSerie);
export type GetAllModelSeriesResponse = z.infer<typeof GetAllModelSeriesResponse>;

export const getAllModelSeries = defineEndpoint({
  method: 'GET',
  path: '/api/product/allmodelseries',
  summary: 'All model series that can be put in a showroom',
  tags,
  response: GetAllModelSeriesResponse,
});

export const GetProductsForModelSerieQuery = z.object({ modelSerie: requiredText(100) });
export type GetProductsForModelSerieQuery = z.infer<typeof GetProductsForModelSerieQuery>;

export const ModelSerieProduct = z.object({
  productid: z.string(),
  ed_namese: z.string(),
  ed_urlpicture: z.string().nullable(),
});
export type ModelSerieProduct = z.infer<typeof ModelSerieProduct>;

export const GetProductsForModelSerieResponse = valueList(ModelSerieProduct);
export type GetProductsForModelSerieResponse = z.infer<typeof GetProductsForModelSerieResponse>;

export const getProductsForModelSerie = defineEndpoint({
  method: 'GET',
  path: '/api/product/productsForModelSerie',
  summary: 'Products of one model series',
  tags,
  querystring: GetProductsForModelSerieQuery,
  response: GetProductsForModelSerieResponse,
});

// The showroom writes are GETs in the spec; kept so the web and API agree.

export const AddProductToStoreQuery = z.object({
  productId: CrmId,
  combustible: QueryBoolean,
});
export type AddProductToStoreQuery = z.infer<typeof AddProductToStoreQuery>;
export const AddProductToStoreResponse = EmptyResponse;
export type AddProductToStoreResponse = z.infer<typeof AddProductToStoreResponse>;

export const addProductToStore = defineEndpoint({
  method: 'GET',
  path: '/api/product/addProductToStore',
  summary: "Add a product to the reseller's showroom",
  tags,
  querystring: AddProductToStoreQuery,
  response: AddProductToStoreResponse,
});

export const UpdateCombustibleQuery = z.object({
  showroomId: CrmId,
  combustible: QueryBoolean,
});
export type UpdateCombustibleQuery = z.infer<typeof UpdateCombustibleQuery>;
export const UpdateCombustibleResponse = EmptyResponse;
export type UpdateCombustibleResponse = z.infer<typeof UpdateCombustibleResponse>;

export const updateCombustible = defineEndpoint({
  method: 'GET',
  path: '/api/product/updatecombustible',
  summary: 'Turn live display of a showroom product on or off',
  tags,
  querystring: UpdateCombustibleQuery,
  response: UpdateCombustibleResponse,
});

export const DeleteProductFromStoreQuery = z.object({ showroomId: CrmId });
export type DeleteProductFromStoreQuery = z.infer<typeof DeleteProductFromStoreQuery>;
export const DeleteProductFromStoreResponse = EmptyResponse;
export type DeleteProductFromStoreResponse = z.infer<typeof DeleteProductFromStoreResponse>;

export const deleteProductFromStore = defineEndpoint({
  method: 'GET',
  path: '/api/product/deleteProductFromStore',
  summary: "Remove a product from the reseller's showroom",
  tags,
  querystring: DeleteProductFromStoreQuery,
  response: DeleteProductFromStoreResponse,
});
