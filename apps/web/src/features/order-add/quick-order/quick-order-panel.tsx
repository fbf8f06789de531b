import { Alert, Badge, Button, FileButton, Group, List, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFileSpreadsheet } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUICK_ORDER_MAX_ROWS } from '@portal/contracts/cart';
import type { CartBatchResponse } from '@portal/contracts/cart';
import type { QuickOrderRow, QuickOrderTypedRow } from '@portal/contracts/quick-order';
import { useCustomerMoney } from '../../../lib/use-customer-money';
import { useAddQuickOrderToCart, useResolveQuickOrder } from '../api/quick-order';
import { cellText, parseText, rowsFromCells } from './quick-order-parse';

/** A CSV is text; an XLSX a zip of XML. Both are read in the browser, never uploaded. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readFileRows(file: File): Promise<QuickOrderTypedRow[]> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx') || file.type === XLSX_TYPE) {
    const { readSheet } = await import('read-excel-file/browser');
    const sheet = await readSheet(file);
    return rowsFromCells(sheet.map((row) => row.map(cellText)));
  }
  return parseText(await file.text());
}

/**
 * Quick order: item numbers with quantities typed or pasted (from a spreadsheet: tab, semicolon
 * or comma separated, with or without a header row) or read from a CSV or XLSX file. The server
 * resolves every row at once; all valid rows go into the cart with one button.
 */
/** `withTitle` off where the screen's own heading says it already. */
export function QuickOrderPanel({ withTitle = true }: { withTitle?: boolean }) {
  const { t } = useTranslation();
  const money = useCustomerMoney();
  const ids = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [rows, setRows] = useState<QuickOrderRow[] | null>(null);
  const [added, setAdded] = useState<CartBatchResponse | null>(null);
  const [changeId, setChangeId] = useState(() => crypto.randomUUID());
  const resolve = useResolveQuickOrder();
  const addToCart = useAddQuickOrderToCart();
  // The button pressed turns busy and then goes, or stays where it is while the answer shows further down: focus
  // moves to the answer (the rows' summary, what went into the cart, the problem), so the keyboard goes on from there.
  const summary = useRef<HTMLParagraphElement>(null);
  const addedNotice = useRef<HTMLDivElement>(null);
  const problemNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (rows) summary.current?.focus();
  }, [rows]);
  useEffect(() => {
    if (added) addedNotice.current?.focus();
  }, [added]);
  useEffect(() => {
    if (problem) problemNotice.current?.focus();
  }, [problem]);

  const check = (typed: QuickOrderTypedRow[]) => {
    setAdded(null);
    setRows(null);
    if (typed.length === 0) return setProblem(t('quick-order.no-rows'));
    if (typed.length > QUICK_ORDER_MAX_ROWS)
      return setProblem(t('quick-order.too-many-rows', { max: QUICK_ORDER_MAX_ROWS, count: typed.length }));
    setProblem(null);
    // A new set of rows is a new change for the cart.
    setChangeId(crypto.randomUUID());
    resolve.mutate(typed, { onSuccess: (answer) => setRows(answer.rows), onError: () => setProblem(t('quick-order.failed')) });
  };

  const onFile = async (file: File | null) => {
    if (!file) return;
    const name = file.name.toLowerCase();
    if (!name.endsWith('.csv') && !name.endsWith('.txt') && !name.endsWith('.xlsx')) return setProblem(t('quick-order.file-type'));
    if (file.size > MAX_FILE_BYTES) return setProblem(t('quick-order.file-size', { max: '2 MB' }));
    try {
      check(await readFileRows(file));
    } catch {
      setProblem(t('quick-order.file-unreadable'));
    }
  };

  const valid = rows?.filter((r) => r.error === null && r.product && r.quantity !== null) ?? [];
  const bad = rows?.filter((r) => r.error !== null) ?? [];

  const add = () =>
    addToCart.mutate(
      { changeId, lines: valid.map((r) => ({ itemNumber: r.product!.itemNumber, quantity: r.quantity! })) },
      {
        onSuccess: (answer) => {
          setAdded(answer);
          setRows(null);
          setText('');
        },
        // The same change id again is applied once, so pressing the button again after a failure is safe.
        onError: () => setProblem(t('quick-order.add-failed')),
      },
    );

  const errorText = (row: QuickOrderRow) =>
    row.error === 'duplicate' ? t('quick-order.error.duplicate', { row: row.mergedInto }) : t(`quick-order.error.${row.error}`);

  return (
    <Stack gap="sm" component="section" {...(withTitle ? { 'aria-labelledby': `${ids}-title` } : { 'aria-label': t('quick-order.title') })}>
      {withTitle && (
        <Title order={2} id={`${ids}-title`} size="h3">
          {t('quick-order.title')}
        </Title>
      )}
      <Text size="sm" c="dimmed" id={`${ids}-help`}>
        {t('quick-order.help', { max: QUICK_ORDER_MAX_ROWS })}
      </Text>
      <Textarea
        label={t('quick-order.rows-label')}
        description={t('quick-order.rows-description')}
        placeholder={'NF-VISBY-8-BK\t2\nGH-GLAS-KIRUNA\t1'}
        autosize
        minRows={5}
        maxRows={14}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        aria-describedby={`${ids}-help`}
      />
      <Group gap="sm">
        <Button onClick={() => check(parseText(text))} loading={resolve.isPending}>
          {t('quick-order.check')}
        </Button>
        <FileButton
          onChange={(file) => void onFile(file)}
          accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileSpreadsheet size={18} aria-hidden />}>
              {t('quick-order.upload')}
            </Button>
          )}
        </FileButton>
        <Button component={Link} to="/order-lists" variant="subtle">
          {t('order-lists.title')}
        </Button>
      </Group>

      {problem && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" ref={problemNotice} tabIndex={-1}>
          {problem}
        </Alert>
      )}

      {added && (
        <Alert
          color="green"
          icon={<IconCheck aria-hidden />}
          role="status"
          title={t('quick-order.added', { count: added.added.length })}
          ref={addedNotice}
          tabIndex={-1}
        >
          {added.skipped.length > 0 && (
            <List size="sm">
              {added.skipped.map((s) => (
                <List.Item key={s.id}>
                  {s.id} {s.title !== s.id ? `– ${s.title}` : ''}: {t(`order-lists.skip.${s.reason}`)}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}

      {rows && (
        <Stack gap="xs">
          <Text role="status" fw={600} ref={summary} tabIndex={-1}>
            {t('quick-order.summary', { valid: valid.length, bad: bad.length })}
          </Text>
          {/* On a phone the rows scroll sideways; the region takes the keyboard for it. */}
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label={t('quick-order.result-label')}>
            <Table striped highlightOnHover aria-label={t('quick-order.result-label')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('quick-order.col.row')}</Table.Th>
                  <Table.Th scope="col">{t('quick-order.col.item')}</Table.Th>
                  <Table.Th scope="col">{t('quick-order.col.name')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('quick-order.col.quantity')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('quick-order.col.price')}
                  </Table.Th>
                  <Table.Th scope="col">{t('quick-order.col.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, i) => (
                  <Table.Tr key={`${row.row}-${i}`} data-error={row.error ?? undefined}>
                    <Table.Td>{row.row}</Table.Td>
                    <Table.Td>{row.itemNumber || '—'}</Table.Td>
                    <Table.Td>{row.product?.name ?? ''}</Table.Td>
                    <Table.Td ta="right">{row.quantity ?? ''}</Table.Td>
                    <Table.Td ta="right">{row.product && row.error === null ? money(row.product.unitPrice) : ''}</Table.Td>
                    <Table.Td>
                      {row.error === null ? (
                        <Text size="sm">{t('quick-order.lead-time', { count: row.product?.leadTimeDays ?? 0 })}</Text>
                      ) : (
                        <Badge
                          color={row.error === 'duplicate' ? 'yellow' : 'red'}
                          variant="light"
                          tt="none"
                          style={{ whiteSpace: 'normal', height: 'auto' }}
                        >
                          {errorText(row)}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group>
            <Button onClick={add} disabled={valid.length === 0} loading={addToCart.isPending}>
              {t('quick-order.add', { count: valid.length })}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
