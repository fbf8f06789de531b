import { MAX_ORDER_LIMIT, OrderLimitAmount } from '@portal/contracts/approvals';
import type { Language } from '@portal/contracts/languages';
import { parseDecimal } from '@portal/ui/format';

/**
 * A limit as the Portal Admin types it in the portal's language: empty is "no limit" (null); an
 * amount the API takes (0 up to MAX_ORDER_LIMIT, at most two decimals); anything else 'invalid'.
 */
export function parseLimit(text: string, language: Language): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = parseDecimal(text, language);
  return value !== null && value <= MAX_ORDER_LIMIT && OrderLimitAmount.safeParse(value).success ? value : 'invalid';
}
