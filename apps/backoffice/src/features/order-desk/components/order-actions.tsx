import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@portal/contracts/order';
import {
  MAX_CANCEL_REASON_LENGTH,
  SetOrderStatusRequest,
  type OrderStatusCode,
  type StaffOrderDetail,
} from '@portal/contracts/staff-orders';
import { isoWeekOf } from '@portal/contracts/iso-week';
import { ApiError } from '@portal/ui/auth';
import { schemaProblems } from '@portal/ui/form';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { useSetOrderStatus } from '../api/order-desk';

type Values = {
  promiseWeek: string;
  carrier: string;
  trackingId: string;
  trackingUrl: string;
  reason: string;
  serials: Record<string, string[]>;
};

const weekFromNow = (weeks: number) => isoWeekOf(new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10));

/** The next steps of an order, each asking for what it needs; the server checks every step again. */
export function OrderActions({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const move = useSetOrderStatus(order.orderNumber);
  const [done, setDone] = useState<OrderStatusCode | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const serialLines = order.lines.filter((l) => l.requiresSerial);
  const form = useForm<Values>({
    initialValues: {
      promiseWeek: weekFromNow(2),
      carrier: '',
      trackingId: '',
      trackingUrl: '',
      reason: '',
      serials: Object.fromEntries(serialLines.map((l) => [String(l.lineSequence), Array.from({ length: l.quantity }, () => '')])),
    },
  });

  const body = (status: OrderStatusCode) => {
    const v = form.getValues();
    const serials = Object.entries(v.serials)
      .map(([line, numbers]) => ({ lineSequence: Number(line), serialNumbers: numbers.map((s) => s.trim()).filter(Boolean) }))
      .filter((s) => s.serialNumbers.length > 0);
    return {
      status,
      ...(status === ORDER_STATUS.confirmed ? { promiseWeek: v.promiseWeek.trim() } : {}),
      ...(status === ORDER_STATUS.dispatched
        ? { carrier: v.carrier, trackingId: v.trackingId, ...(v.trackingUrl.trim() ? { trackingUrl: v.trackingUrl.trim() } : {}), serials }
        : {}),
      ...(status === ORDER_STATUS.cancelled ? { reason: v.reason } : {}),
    };
  };

  /** The contract's rules first, in the form's words; then the server, whose field errors land on the same fields. */
  const send = (status: OrderStatusCode) => {
    setRefused(null);
    setDone(null);
    const request = body(status);
    const problems = schemaProblems(SetOrderStatusRequest, request, (path) => (path.startsWith('serials.') ? 'serials' : path));
    if (Object.keys(problems).length > 0) {
      form.setErrors(
        Object.fromEntries(
          Object.entries(problems).map(([f, p]) => [f, t(`order-desk.validation.${f === 'serials' ? 'serials' : p.kind}`)]),
        ),
      );
      return;
    }
    move.mutate(request, {
      onSuccess: () => {
        setDone(status);
        setCancelling(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.field) {
          form.setFieldError(error.field.startsWith('serials') ? 'serials' : error.field, error.message);
        } else if (error instanceof ApiError && error.code === 'SERIAL_NUMBER_IN_USE') {
          form.setFieldError('serials', t('order-desk.validation.serial-in-use'));
        } else {
          setRefused(
            t(error instanceof ApiError && error.code === 'STATUS_TRANSITION_NOT_ALLOWED' ? 'order-desk.refused' : 'order-desk.failed'),
          );
        }
      },
    });
  };

  const next = order.nextStatuses;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-next">
      <Title order={2} size="h4" id="order-next" mb="sm">
        {t('order-desk.next.title')}
      </Title>
      <Stack gap="md">
        <div role="status">
          {done !== null && (
            <Alert color="green" variant="light">
              {t('order-desk.next.done', { status: t(`order-desk.status.${done}`) })}
            </Alert>
          )}
        </div>
        {refused && (
          <Alert color="red" variant="light" role="alert">
            {refused}
          </Alert>
        )}
        {next.length === 0 && <Text c="dimmed">{t('order-desk.next.none')}</Text>}

        {next.includes(ORDER_STATUS.confirmed) && (
          <form noValidate onSubmit={(e) => (e.preventDefault(), send(ORDER_STATUS.confirmed))}>
            <Group align="end" gap="sm">
              <TextInput
                label={t('order-desk.next.promise-week')}
                description={t('order-desk.next.promise-week-hint')}
                required
                maxLength={8}
                w={200}
                {...form.getInputProps('promiseWeek')}
              />
              <Button type="submit" loading={move.isPending}>
                {t('order-desk.next.confirm')}
              </Button>
            </Group>
          </form>
        )}

        {next.includes(ORDER_STATUS.inProduction) && (
          <Button onClick={() => send(ORDER_STATUS.inProduction)} loading={move.isPending} w="fit-content">
            {t('order-desk.next.production')}
          </Button>
        )}

        {next.includes(ORDER_STATUS.dispatched) && (
          <form noValidate onSubmit={(e) => (e.preventDefault(), send(ORDER_STATUS.dispatched))}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('order-desk.detail.carrier')}
                  required
                  maxLength={maxLengthOf(SetOrderStatusRequest.shape.carrier)}
                  {...form.getInputProps('carrier')}
                />
                <TextInput
                  label={t('order-desk.next.tracking-id')}
                  required
                  maxLength={maxLengthOf(SetOrderStatusRequest.shape.trackingId)}
                  {...form.getInputProps('trackingId')}
                />
              </SimpleGrid>
              <TextInput
                label={t('order-desk.next.tracking-url')}
                type="url"
                maxLength={maxLengthOf(SetOrderStatusRequest.shape.trackingUrl)}
                {...form.getInputProps('trackingUrl')}
              />
              {serialLines.length > 0 && (
                <Stack gap="xs">
                  <Text size="sm" fw={500}>
                    {t('order-desk.next.serials')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('order-desk.next.serials-hint')}
                  </Text>
                  {serialLines.map((line) =>
                    (form.getValues().serials[String(line.lineSequence)] ?? []).map((_, unit) => (
                      <TextInput
                        key={`${line.lineSequence}-${unit}`}
                        label={t('order-desk.next.serial-of', { item: `${line.description} (${line.itemNumber})`, unit: unit + 1 })}
                        inputMode="numeric"
                        maxLength={14}
                        {...form.getInputProps(`serials.${line.lineSequence}.${unit}`)}
                      />
                    )),
                  )}
                  {form.errors['serials'] && (
                    <Text c="red.8" size="sm" role="alert">
                      {form.errors['serials']}
                    </Text>
                  )}
                </Stack>
              )}
              <Button type="submit" loading={move.isPending} w="fit-content">
                {t('order-desk.next.dispatch')}
              </Button>
            </Stack>
          </form>
        )}

        {next.includes(ORDER_STATUS.delivered) && (
          <Stack gap={4}>
            <Button onClick={() => send(ORDER_STATUS.delivered)} loading={move.isPending} w="fit-content">
              {t('order-desk.next.deliver')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('order-desk.next.deliver-hint')}
            </Text>
          </Stack>
        )}

        {next.includes(ORDER_STATUS.cancelled) && (
          <Button variant="default" color="red" onClick={() => setCancelling(true)} w="fit-content">
            {t('order-desk.next.cancel')}
          </Button>
        )}
      </Stack>

      <Modal
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title={t('order-desk.next.cancel-title', { orderNumber: order.orderNumber })}
        closeButtonProps={{ 'aria-label': t('order-desk.close') }}
      >
        <form noValidate onSubmit={(e) => (e.preventDefault(), send(ORDER_STATUS.cancelled))}>
          <Stack>
            <Textarea
              label={t('order-desk.next.reason')}
              description={t('order-desk.next.reason-hint')}
              required
              autosize
              minRows={3}
              maxLength={MAX_CANCEL_REASON_LENGTH}
              {...form.getInputProps('reason')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCancelling(false)}>
                {t('order-desk.next.keep')}
              </Button>
              <Button type="submit" color="red" loading={move.isPending}>
                {t('order-desk.next.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
