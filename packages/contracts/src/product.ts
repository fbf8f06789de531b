import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { crmGuid, EmptyResponse, QueryBoolean, queryInt, requiredText, singleLine, valueList } from './common.js';

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

export const GetProductsForModelSerieQuery = z.object({ modelSerie: singleLine(requiredText(100)) });
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
  productId: crmGuid,
  combustible: QueryBoolean,
});
export type AddProductToStoreQuery = z.infer<typeof AddProductToStoreQuery>;
export const AddProductToStoreResponse = EmptyResponse;
export type AddProductToStoreResponse = z.infer<typeof AddProductToStoreResponse>;

export const addProductToStore = defineEndpoint({
  method: 'GET',
  changesState: true,
  path: '/api/product/addProductToStore',
  summary: "Add a product to the reseller's showroom",
  tags,
  querystring: AddProductToStoreQuery,
  response: AddProductToStoreResponse,
});

export const UpdateCombustibleQuery = z.object({
  showroomId: crmGuid,
  combustible: QueryBoolean,
});
export type UpdateCombustibleQuery = z.infer<typeof UpdateCombustibleQuery>;
export const UpdateCombustibleResponse = EmptyResponse;
export type UpdateCombustibleResponse = z.infer<typeof UpdateCombustibleResponse>;

export const updateCombustible = defineEndpoint({
  method: 'GET',
  changesState: true,
  path: '/api/product/updatecombustible',
  summary: 'Turn live display of a showroom product on or off',
  tags,
  querystring: UpdateCombustibleQuery,
  response: UpdateCombustibleResponse,
});

export const DeleteProductFromStoreQuery = z.object({ showroomId: crmGuid });
export type DeleteProductFromStoreQuery = z.infer<typeof DeleteProductFromStoreQuery>;
export const DeleteProductFromStoreResponse = EmptyResponse;
export type DeleteProductFromStoreResponse = z.infer<typeof DeleteProductFromStoreResponse>;

export const deleteProductFromStore = defineEndpoint({
  method: 'GET',
  changesState: true,
  path: '/api/product/deleteProductFromStore',
  summary: "Remove a product from the reseller's showroom",
  tags,
  querystring: DeleteProductFromStoreQuery,
  response: DeleteProductFromStoreResponse,
});

// --- catalogue search (the header's search on every screen)

/** The longest search text, and the most words of it that must each match the name. */
export const CATALOGUE_SEARCH_MAX_LENGTH = 100;
export const CATALOGUE_SEARCH_MAX_WORDS = 8;
/** Results in the header's popup, and the largest page a client may ask for. */
export const CATALOGUE_SEARCH_POPUP_SIZE = 8;
export const CATALOGUE_SEARCH_PAGE_SIZE = 20;
export const CATALOGUE_SEARCH_MAX_PAGE_SIZE = 50;
/** Paging stops here: nobody reads past a thousand results, and a deep offset costs the server. */
export const CATALOGUE_SEARCH_MAX_PAGE = 50;

const searchWords = (text: string) => text.split(/\s+/).filter(Boolean);

export const SearchCatalogueQuery = z.object({
  q: singleLine(requiredText(CATALOGUE_SEARCH_MAX_LENGTH))
    .refine((text) => searchWords(text).length <= CATALOGUE_SEARCH_MAX_WORDS, {
      error: `has more than ${CATALOGUE_SEARCH_MAX_WORDS} words`,
    })
    .describe('An item number or its beginning, or words of the name in the caller’s language (each must occur)'),
  page: queryInt(1, CATALOGUE_SEARCH_MAX_PAGE).default(1),
  pageSize: queryInt(1, CATALOGUE_SEARCH_MAX_PAGE_SIZE).default(CATALOGUE_SEARCH_PAGE_SIZE),
});
export type SearchCatalogueQuery = z.infer<typeof SearchCatalogueQuery>;

export const CatalogueSearchHit = z
  .object({
    ItemNumber: z.string(),
    Description: z.string().describe('In the caller’s language, else Swedish'),
    ImageUrl: z.string().nullable(),
    NodeId: z.string().nullable().describe('The product’s place in the shop’s category tree'),
    UnitPrice: z.number().describe("Net unit price in the customer's price list currency"),
    Currency: z.string(),
  })
  .meta({ id: 'CatalogueSearchHit' });
export type CatalogueSearchHit = z.infer<typeof CatalogueSearchHit>;

export const SearchCatalogueResponse = z.object({
  Products: z.array(CatalogueSearchHit),
  Total: z.number().int().describe('Matches in all, counted up to the last page a client may ask for'),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
export type SearchCatalogueResponse = z.infer<typeof SearchCatalogueResponse>;

export const searchCatalogue = defineEndpoint({
  method: 'GET',
  path: '/api/product/search',
  summary:
    'Search the whole orderable catalogue (every product the customer can order, priced from its list): item numbers that begin with the text first, then names holding every word',
  tags,
  querystring: SearchCatalogueQuery,
  response: SearchCatalogueResponse,
});
