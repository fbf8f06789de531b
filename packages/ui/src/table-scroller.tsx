import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverflowsX } from './use-overflows-x';

/**
 * A table's box that scrolls sideways when a column does not fit. Only then is it a named region in the tab order,
 * so keyboard users can reach and scroll it; otherwise it is neither a tab stop nor a landmark repeating the section
 * the table stands in.
 */
export function TableScroller({ label, minWidth = 0, children }: { label: string; minWidth?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [ref, overflows] = useOverflowsX<HTMLDivElement>();
  return (
    <Table.ScrollContainer
      ref={ref}
      minWidth={minWidth}
      type="native"
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('table.scroll', { label }) } : {})}
      // Holds what is positioned inside the cells (visually hidden texts), so nothing escapes to widen the page.
      style={{ position: 'relative' }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
