import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { requiredText, singleLine } from './common.js';

const tags = ['financial'] as const;

export const MONTHS_IN_YEAR = 12;

export const AmountsYTD = z.object({
  AmountYTD: z.number(),
  CompareYTD: z.number().describe('Same period last year'),
  NumberOfUnitsYTD: z.number(),
  NumberOfUnitsCompare: z.number(),
});
export type AmountsYTD = z.infer<typeof AmountsYTD>;

export const AmountMTD = z.object({
  AmountMTD: z.number(),
  PreviousMTD: z.number(),
});
export type AmountMTD = z.infer<typeof AmountMTD>;

export const GetTotalRevenueYTDResponse = z.object({
  AmountsYTD,
  Currency: z.string(),
  AmountsMTD: z.array(AmountMTD).length(MONTHS_IN_YEAR).describe('One entry per month'),
});
export type GetTotalRevenueYTDResponse = z.infer<typeof GetTotalRevenueYTDResponse>;

export const getTotalRevenueYTD = defineEndpoint({
  method: 'GET',
  path: '/api/financial/totalRevenueYTD',
  summary: 'Revenue and units this year against last year, with 12 monthly figures',
  tags,
  response: GetTotalRevenueYTDResponse,
  adminOnly: true,
});

export const GetTotalRevenueByBrandQuery = z.object({
  brand: singleLine(requiredText(20)).describe('Brand code; the web asks for two'),
});
export type GetTotalRevenueByBrandQuery = z.infer<typeof GetTotalRevenueByBrandQuery>;

export const GetTotalRevenueByBrandResponse = z.object({
  AmountYTD: z.number(),
  CompareYTD: z.number(),
  Currency: z.string(),
});
export type GetTotalRevenueByBrandResponse = z.infer<typeof GetTotalRevenueByBrandResponse>;

export const getTotalRevenueByBrand = defineEndpoint({
  method: 'GET',
  path: '/api/financial/totalRevenueByBrand',
  summary: 'Revenue this year against last year for one brand',
  tags,
  querystring: GetTotalRevenueByBrandQuery,
  response: GetTotalRevenueByBrandResponse,
  adminOnly: true,
});
