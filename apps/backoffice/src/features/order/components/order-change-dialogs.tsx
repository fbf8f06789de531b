import { Button, Checkbox, Group, Modal, NumberInput, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY } from '@portal/contracts/order';
import type { StaffOrderDetail } from '@portal/contracts/staff-order';
import { TableScroller } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { formatQuantity } from '@portal/ui/format';
import { useLanguage } from '@portal/ui';
import { FailedNotice, FormActions } from '../../../components/form-parts';
import { useCreateShipment, useEditOrderDelivery, useEditOrderLines } from '../api/order-desk';
import { deliveryForm, editableLines, linesRequest, openLines, shipmentRequest, type EditLine } from '../order-logic';

type DialogProps = { order: StaffOrderDetail; opened: boolean; onClose: () => void; onDone: (key: string) => void };

/** The server's refusal in its own words, or the desk's general one. */
const refusalText = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/** The order's own article lines after the change: quantities (never below what has left), lines removed or added, prices kept or today's. */
export function EditLinesDialog({ order, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const edit = useEditOrderLines(order.orderNumber);
  const [lines, setLines] = useState<EditLine[]>(() => editableLines(order));
  const [keepPrices, setKeepPrices] = useState(false);
  const [newItem, setNewItem] = useState('');
  const [newQuantity, setNewQuantity] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const set = (i: number, quantity: number | string) => setLines((all) => all.map((l, j) => (j === i ? { ...l, quantity } : l)));
  const add = () => {
    const itemNumber = newItem.trim();
    if (!itemNumber) return;
    setLines((all) => [...all, { itemNumber, description: '', quantity: newQuantity, shipped: 0 }]);
    setNewItem('');
    setNewQuantity(1);
  };
  const submit = () => {
    setError(null);
    edit.mutate(linesRequest(lines, keepPrices), {
      onSuccess: () => (onDone('order-desk.edit.lines-done'), onClose()),
      onError: (e) => setError(refusalText(e, t('order-desk.failed'))),
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('order-desk.edit.lines-title', { orderNumber: order.orderNumber })}
      closeButtonProps={{ 'aria-label': t('order-desk.close') }}
    >
      <form noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('order-desk.edit.lines-hint')}
          </Text>
          <TableScroller minWidth={420} label={t('order-desk.detail.lines')}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('order-desk.line.item')}</Table.Th>
                  <Table.Th scope="col">{t('order-desk.line.quantity')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('order-desk.line.shipped')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, i) => (
                  <Table.Tr key={line.itemNumber}>
                    <Table.Td>
                      <Text size="sm">{line.description || line.itemNumber}</Text>
                      <Text size="xs" c="dimmed">
                        {line.itemNumber}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        label={t('order-desk.edit.quantity-of', { item: line.itemNumber })}
                        description={t('order-desk.edit.zero-removes')}
                        min={line.shipped}
                        max={MAX_QUANTITY}
                        allowDecimal={false}
                        w={140}
                        value={line.quantity}
                        onChange={(v) => set(i, v)}
                      />
                    </Table.Td>
                    <Table.Td ta="right">{formatQuantity(line.shipped, language)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
          <Group align="end" gap="sm">
            <TextInput
              label={t('order-desk.edit.new-item')}
              maxLength={40}
              value={newItem}
              onChange={(e) => setNewItem(e.currentTarget.value)}
            />
            <NumberInput
              label={t('order-desk.line.quantity')}
              min={1}
              max={MAX_QUANTITY}
              allowDecimal={false}
              w={120}
              value={newQuantity}
              onChange={setNewQuantity}
            />
            <Button variant="default" onClick={add}>
              {t('order-desk.edit.add-line')}
            </Button>
          </Group>
          <Checkbox
            label={t('order-desk.edit.keep-prices')}
            description={t('order-desk.edit.keep-prices-hint')}
            checked={keepPrices}
            onChange={(e) => setKeepPrices(e.currentTarget.checked)}
          />
          <FailedNotice text={error} />
          <FormActions
            submit={t('order-desk.edit.save')}
            busy={edit.isPending}
            cancel={{ label: t('order-desk.edit.cancel'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Where the order goes and the day the dealer asked for. */
export function EditDeliveryDialog({ order, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const edit = useEditOrderDelivery(order.orderNumber);
  const [values, setValues] = useState(() => deliveryForm(order));
  const [error, setError] = useState<string | null>(null);
  const field = (name: keyof typeof values, label: string, required = true) => (
    <TextInput
      label={label}
      required={required}
      maxLength={100}
      value={values[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
    />
  );
  const submit = () => {
    setError(null);
    const { requestedDate, line2, ...address } = values;
    edit.mutate(
      { deliveryAddress: { ...address, ...(line2.trim() ? { line2 } : {}) }, ...(requestedDate ? { requestedDate } : {}) },
      {
        onSuccess: () => (onDone('order-desk.edit.delivery-done'), onClose()),
        onError: (e) => setError(refusalText(e, t('order-desk.failed'))),
      },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('order-desk.edit.delivery-title', { orderNumber: order.orderNumber })}
      closeButtonProps={{ 'aria-label': t('order-desk.close') }}
    >
      <form noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack>
          {field('name', t('order-desk.edit.name'))}
          {field('line1', t('order-desk.edit.line1'))}
          {field('line2', t('order-desk.edit.line2'), false)}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('postalCode', t('order-desk.edit.postal-code'))}
            {field('city', t('order-desk.edit.city'))}
          </SimpleGrid>
          {field('country', t('order-desk.edit.country'))}
          <TextInput
            type="date"
            label={t('order-desk.detail.requested')}
            value={values.requestedDate}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, requestedDate: value }));
            }}
          />
          <FailedNotice text={error} />
          <FormActions
            submit={t('order-desk.edit.save')}
            busy={edit.isPending}
            cancel={{ label: t('order-desk.edit.cancel'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** A shipment of some lines, or part of a line: what stays open is dispatched later. */
export function ShipmentDialog({ order, opened, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const ship = useCreateShipment(order.orderNumber);
  const open = openLines(order);
  const [quantities, setQuantities] = useState<(number | string)[]>(() => open.map((l) => l.open));
  const [values, setValues] = useState({ carrier: '', trackingId: '', trackingUrl: '', serialNumbers: '', backorderWeek: '' });
  const [error, setError] = useState<string | null>(null);
  const text = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const submit = () => {
    setError(null);
    const request = shipmentRequest(open, quantities, values);
    if (request.lines.length === 0) return setError(t('order-desk.ship.nothing'));
    ship.mutate(request, {
      onSuccess: () => (onDone('order-desk.ship.done'), onClose()),
      onError: (e) => setError(refusalText(e, t('order-desk.failed'))),
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('order-desk.ship.title', { orderNumber: order.orderNumber })}
      closeButtonProps={{ 'aria-label': t('order-desk.close') }}
    >
      <form noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('order-desk.ship.hint')}
          </Text>
          {open.map((line, i) => (
            <NumberInput
              key={line.lineSequence}
              label={t('order-desk.ship.quantity-of', { item: `${line.description} (${line.itemNumber})`, open: line.open })}
              min={0}
              max={line.open}
              allowDecimal={false}
              w={{ base: '100%', sm: 360 }}
              value={quantities[i]}
              onChange={(v) => setQuantities((all) => all.map((q, j) => (j === i ? v : q)))}
            />
          ))}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('order-desk.detail.carrier')} required maxLength={100} {...text('carrier')} />
            <TextInput label={t('order-desk.next.tracking-id')} required maxLength={100} {...text('trackingId')} />
          </SimpleGrid>
          <TextInput label={t('order-desk.next.tracking-url')} type="url" maxLength={500} {...text('trackingUrl')} />
          <Textarea
            label={t('order-desk.next.serials')}
            description={t('order-desk.ship.serials-hint')}
            autosize
            minRows={2}
            {...text('serialNumbers')}
          />
          <TextInput
            label={t('order-desk.ship.backorder-week')}
            description={t('order-desk.next.promise-week-hint')}
            maxLength={8}
            w={200}
            {...text('backorderWeek')}
          />
          <FailedNotice text={error} />
          <FormActions
            submit={t('order-desk.next.dispatch')}
            busy={ship.isPending}
            cancel={{ label: t('order-desk.edit.cancel'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
