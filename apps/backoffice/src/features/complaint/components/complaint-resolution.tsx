import { ActionIcon, Anchor, Badge, Button, Group, List, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPLAINT_OUTCOMES, nextReturnStatus, type ComplaintOutcome } from '@portal/contracts/complaint';
import type { StaffComplaintDetail } from '@portal/contracts/staff-complaint';
import { useErrorDialog, useLanguage } from '@portal/ui';
import { formatMoney } from '@portal/ui/format';
import { FailedNotice, FormActions, SavedNotice } from '../../../components/form-parts';
import {
  useCreateCreditNote,
  useCreateReturn,
  useDeskDownload,
  useOrderInvoices,
  useReplacementOrder,
  useSetOutcome,
  useSetReturnStatus,
  useStaffInvoice,
} from '../api/complaint-resolution';
import { creditLinesOf, linesOfComplaint, resolutionLines, type EditedLine } from '../complaint-logic';

type Dialog = 'replacement' | 'return' | 'credit' | 'outcome' | null;

/** What the complaint was resolved with, and the ways to resolve it: replacement order, return, credit note, outcome. */
export function ComplaintResolution({ complaint: c }: { complaint: StaffComplaintDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showError } = useErrorDialog();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const r = c.resolution;
  const moveReturn = useSetReturnStatus(c.incidentid);
  const download = useDeskDownload();
  const close = (message?: string) => {
    setDialog(null);
    if (message) setSaved(message);
  };
  const fetchFailed = (error: unknown) => showError({ message: t('complaints-desk.resolution.download-failed'), error });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text>{t('complaints-desk.resolution.outcome')}:</Text>
        <Badge variant="light" color={r.outcome === 'rejected' ? 'red' : r.outcome ? 'green' : 'gray'}>
          {r.outcome ? t(`complaints-desk.resolution.outcome-${r.outcome}`) : t('complaints-desk.resolution.no-outcome')}
        </Badge>
      </Group>
      {r.outcomeReason && <Text size="sm">{t('complaints-desk.resolution.reason-is', { reason: r.outcomeReason })}</Text>}
      <SavedNotice text={saved} />
      <Group gap="xs">
        <Button variant="light" onClick={() => setDialog('replacement')}>
          {t('complaints-desk.resolution.replacement')}
        </Button>
        <Button variant="light" onClick={() => setDialog('return')}>
          {t('complaints-desk.resolution.return')}
        </Button>
        <Button variant="light" onClick={() => setDialog('credit')} disabled={!c.orderNumber}>
          {t('complaints-desk.resolution.credit-note')}
        </Button>
        <Button variant="default" onClick={() => setDialog('outcome')}>
          {t('complaints-desk.resolution.set-outcome')}
        </Button>
      </Group>

      {r.replacementOrders.length > 0 && (
        <List size="sm">
          {r.replacementOrders.map((o) => (
            <List.Item key={o.orderNumber}>
              <Anchor component={Link} to={`/orders/${o.orderNumber}`}>
                {t('complaints-desk.resolution.replacement-order', { number: o.orderNumber })}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {r.returns.map((ret) => {
        const next = nextReturnStatus(ret.status);
        return (
          <Stack key={ret.returnNumber} gap={4}>
            <Text size="sm">
              {t('complaints-desk.resolution.return-line', {
                number: ret.returnNumber,
                status: t(`complaints-desk.resolution.return-${ret.status}`),
                lines: ret.lines.map((l) => `${l.quantity} × ${l.itemNumber}`).join(', '),
              })}
            </Text>
            <Group gap="xs">
              {next && (
                <Button
                  size="xs"
                  variant="light"
                  loading={moveReturn.isPending && moveReturn.variables.returnNumber === ret.returnNumber}
                  onClick={() =>
                    moveReturn.mutate({ returnNumber: ret.returnNumber, status: next }, { onError: (error) => showError({ error }) })
                  }
                >
                  {t(`complaints-desk.resolution.mark-${next}`, { number: ret.returnNumber })}
                </Button>
              )}
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => download.mutate({ kind: 'label', returnNumber: ret.returnNumber }, { onError: fetchFailed })}
              >
                {t('complaints-desk.resolution.label', { number: ret.returnNumber })}
              </Button>
            </Group>
          </Stack>
        );
      })}
      {r.creditNotes.map((note) => (
        <Group key={note.invoiceNumber} gap="xs" justify="space-between">
          <Text size="sm">
            {t('complaints-desk.resolution.credit-note-line', { number: note.invoiceNumber, invoice: note.creditedInvoiceNumber })}{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(note.total, language, note.currency)}</span>
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => download.mutate({ kind: 'invoice', invoiceNumber: note.invoiceNumber }, { onError: fetchFailed })}
          >
            {t('complaints-desk.resolution.credit-note-pdf', { number: note.invoiceNumber })}
          </Button>
        </Group>
      ))}

      {(dialog === 'replacement' || dialog === 'return') && <LinesDialog kind={dialog} complaint={c} onClose={close} />}
      {dialog === 'credit' && <CreditNoteDialog complaint={c} onClose={close} />}
      {dialog === 'outcome' && <OutcomeDialog complaint={c} onClose={close} />}
    </Stack>
  );
}

/** The articles and quantities of a replacement order or a return: the complaint's to begin with, any others added. */
function LinesDialog({
  kind,
  complaint: c,
  onClose,
}: {
  kind: 'replacement' | 'return';
  complaint: StaffComplaintDetail;
  onClose: (saved?: string) => void;
}) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<EditedLine[]>(() => linesOfComplaint(c.products));
  const [failed, setFailed] = useState<string | null>(null);
  const replacement = useReplacementOrder(c.incidentid);
  const ret = useCreateReturn(c.incidentid);
  const busy = replacement.isPending || ret.isPending;
  const set = (i: number, line: Partial<EditedLine>) => setLines((all) => all.map((l, n) => (n === i ? { ...l, ...line } : l)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = resolutionLines(lines);
    if (body.length === 0) return setFailed(t('complaints-desk.resolution.no-lines'));
    const refused = (error: Error) => setFailed(error.message || t('complaints-desk.resolution.failed'));
    if (kind === 'replacement')
      replacement.mutate(body, {
        onSuccess: ({ orderNumber }) => onClose(t('complaints-desk.resolution.replacement-placed', { number: orderNumber })),
        onError: refused,
      });
    else
      ret.mutate(body, {
        onSuccess: ({ returnNumber }) => onClose(t('complaints-desk.resolution.return-made', { number: returnNumber })),
        onError: refused,
      });
  };

  return (
    <Modal
      opened
      onClose={() => onClose()}
      title={t(`complaints-desk.resolution.${kind}-title`)}
      size="lg"
      closeButtonProps={{ 'aria-label': t('complaints-desk.resolution.close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <Text size="sm">{t(`complaints-desk.resolution.${kind}-hint`)}</Text>
          {lines.map((line, i) => (
            <Group key={line.key} align="end" gap="xs" wrap="wrap">
              <TextInput
                label={t('complaints-desk.resolution.item', { n: i + 1 })}
                value={line.itemNumber}
                onChange={(e) => set(i, { itemNumber: e.currentTarget.value })}
                maxLength={40}
                style={{ flex: '1 1 10rem' }}
              />
              <NumberInput
                label={t('complaints-desk.resolution.quantity', { n: i + 1 })}
                value={line.quantity}
                onChange={(value) => set(i, { quantity: typeof value === 'number' ? value : 0 })}
                min={1}
                max={9999}
                allowDecimal={false}
                w={110}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('complaints-desk.resolution.remove', { n: i + 1 })}
                onClick={() => setLines((all) => all.filter((_, n) => n !== i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="default" onClick={() => setLines((all) => [...all, { key: Date.now(), itemNumber: '', quantity: 1 }])}>
            {t('complaints-desk.resolution.add-line')}
          </Button>
          <FailedNotice text={failed} />
          <FormActions
            submit={t(`complaints-desk.resolution.${kind}-submit`)}
            busy={busy}
            cancel={{ label: t('complaints-desk.resolution.cancel'), onClick: () => onClose() }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** A credit note against the invoice of the complaint's order: the lines and quantities to credit, and why. */
function CreditNoteDialog({ complaint: c, onClose }: { complaint: StaffComplaintDetail; onClose: (saved?: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const found = useOrderInvoices(c.orderNumber);
  const invoices = (found.data?.items ?? []).filter((i) => i.kind === 'invoice' && i.orderNumber === c.orderNumber);
  const [chosen, setChosen] = useState<string | null>(null);
  const invoiceNumber = chosen ?? invoices[0]?.invoiceNumber ?? null;
  const invoice = useStaffInvoice(invoiceNumber);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const credit = useCreateCreditNote(c.incidentid);
  const lines = invoice.data ? creditLinesOf(invoice.data.lines, c.products, quantities) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invoiceNumber) return;
    const chosenLines = lines.filter((l) => l.quantity > 0).map((l) => ({ lineNumber: l.lineNumber, quantity: l.quantity }));
    if (!reason.trim()) return setFailed(t('complaints-desk.resolution.reason-required'));
    if (chosenLines.length === 0) return setFailed(t('complaints-desk.resolution.no-lines'));
    credit.mutate(
      { invoiceNumber, body: { reason: reason.trim(), complaintId: c.incidentid, lines: chosenLines } },
      {
        onSuccess: (note) => onClose(t('complaints-desk.resolution.credit-note-made', { number: note.invoiceNumber })),
        onError: (error) => setFailed(error.message || t('complaints-desk.resolution.failed')),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => onClose()}
      title={t('complaints-desk.resolution.credit-note-title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('complaints-desk.resolution.close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          {found.isSuccess && invoices.length === 0 ? (
            <Text>{t('complaints-desk.resolution.no-invoice', { number: c.orderNumber })}</Text>
          ) : (
            <Select
              label={t('complaints-desk.resolution.invoice')}
              data={invoices.map((i) => ({
                value: i.invoiceNumber,
                label: `${i.invoiceNumber} (${formatMoney(i.total, language, i.currency)})`,
              }))}
              value={invoiceNumber}
              onChange={(value) => {
                setChosen(value);
                setQuantities({});
              }}
              allowDeselect={false}
            />
          )}
          {lines.map((line) => (
            <NumberInput
              key={line.lineNumber}
              label={t('complaints-desk.resolution.credit-line', { item: line.itemNumber, description: line.description })}
              description={t('complaints-desk.resolution.credit-left', {
                left: line.left,
                price: formatMoney(line.unitNet, language, invoice.data!.currency),
              })}
              value={line.quantity}
              onChange={(value) => setQuantities((all) => ({ ...all, [line.lineNumber]: typeof value === 'number' ? value : 0 }))}
              min={0}
              max={line.left}
              allowDecimal={false}
              disabled={line.left === 0}
            />
          ))}
          <TextInput
            label={t('complaints-desk.resolution.reason')}
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
          />
          <FailedNotice text={failed} />
          <FormActions
            submit={t('complaints-desk.resolution.credit-note-submit')}
            busy={credit.isPending}
            cancel={{ label: t('complaints-desk.resolution.cancel'), onClick: () => onClose() }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The complaint's outcome set by hand; a rejection says why, and the dealer reads it. */
function OutcomeDialog({ complaint: c, onClose }: { complaint: StaffComplaintDetail; onClose: (saved?: string) => void }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ComplaintOutcome>(c.resolution.outcome ?? 'rejected');
  const [reason, setReason] = useState(c.resolution.outcomeReason ?? '');
  const [failed, setFailed] = useState<string | null>(null);
  const set = useSetOutcome(c.incidentid);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outcome === 'rejected' && !reason.trim()) return setFailed(t('complaints-desk.resolution.reason-required'));
    set.mutate(
      { outcome, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      { onSuccess: () => onClose(t('complaints-desk.resolution.outcome-saved')), onError: (error) => setFailed(error.message) },
    );
  };
  return (
    <Modal
      opened
      onClose={() => onClose()}
      title={t('complaints-desk.resolution.set-outcome')}
      closeButtonProps={{ 'aria-label': t('complaints-desk.resolution.close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <Select
            label={t('complaints-desk.resolution.outcome')}
            data={COMPLAINT_OUTCOMES.map((o) => ({ value: o, label: t(`complaints-desk.resolution.outcome-${o}`) }))}
            value={outcome}
            onChange={(value) => value && setOutcome(value as ComplaintOutcome)}
            allowDeselect={false}
          />
          <TextInput
            label={t('complaints-desk.resolution.reason')}
            description={t('complaints-desk.resolution.reason-hint')}
            required={outcome === 'rejected'}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={1000}
          />
          <FailedNotice text={failed} />
          <FormActions
            submit={t('complaints-desk.resolution.save-outcome')}
            busy={set.isPending}
            cancel={{ label: t('complaints-desk.resolution.cancel'), onClick: () => onClose() }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
