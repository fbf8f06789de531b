import type { DetLine } from '@portal/contracts';

/**
 * The ERP's header line of an order or invoice: sequence 0, no goods, carrying the
 * document's own comments. The web hides it (spec 001 §3).
 */
export function headerLine(description: string, comments: readonly string[]): DetLine {
  return {
    LineSequence: 0,
    ItemNumber: '',
    Description: description,
    OrderedQty: 0,
    Price: 0,
    Discount: 0,
    NetSalesAmt: 0,
    LineComments: comments.map((Comment) => ({ Comment })),
  };
}
