import type { DetLine } from '@portal/contracts/order';

/** Lines a dealer sees: the ERP's header line (sequence 0) carries comments, not goods. */
export const visibleLines = (lines: readonly DetLine[]): DetLine[] => lines.filter((line) => line.LineSequence !== 0);
