import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@portal/contracts/order';
import {
  MAX_CANCEL_REASON_LENGTH,
  SetOrderStatusRequest,
  type OrderStatusCode,
  type StaffOrderDetail,
} from '@portal/contracts/staff-order';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { FailedNotice, FormActions, SavedNotice } from '../../../components/form-parts';
import { Section } from '../../../components/record-page';
import { translated, useSay } from '../../../lib/form-messages';
import { useSetOrderStatus } from '../api/order-desk';
import { allowedSteps, serialLines, stepProblems, stepRefusal, stepRequest, stepValues, type StepValues } from '../order-logic';

/** The next steps of an order, each asking for what it needs; the server checks every step again. */
export function OrderActions({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const say = useSay();
  const move = useSetOrderStatus(order.orderNumber);
  const [done, setDone] = useState<OrderStatusCode | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const toSerial = serialLines(order);
  const form = useForm<StepValues>({ initialValues: stepValues(order) });

  /** The contract's rules first, in the form's words; then the server, whose field errors land on the same fields. */
  const send = (status: OrderStatusCode) => {
    setRefused(null);
    setDone(null);
    const request = stepRequest(status, form.getValues());
    const problems = stepProblems(request);
    if (Object.keys(problems).length > 0) {
      form.setErrors(translated(problems, say));
      return;
    }
    move.mutate(request, {
      onSuccess: () => {
        setDone(status);
        setCancelling(false);
      },
      onError: (error) => {
        const refusal = stepRefusal(error);
        if ('notice' in refusal) setRefused(t(refusal.notice));
        else form.setFieldError(refusal.field, 'key' in refusal ? t(refusal.key) : refusal.text);
      },
    });
  };

  const steps = allowedSteps(order);
  return (
    <Section id="order-next" title={t('order-desk.next.title')}>
      <Stack gap="md">
        <SavedNotice text={done !== null && t('order-desk.next.done', { status: t(`order-desk.status.${done}`) })} />
        <FailedNotice text={refused} />
        {steps.none && <Text c="dimmed">{t('order-desk.next.none')}</Text>}

        {steps.confirm && (
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

        {steps.produce && (
          <Button onClick={() => send(ORDER_STATUS.inProduction)} loading={move.isPending} w="fit-content">
            {t('order-desk.next.production')}
          </Button>
        )}

        {steps.dispatch && (
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
              {toSerial.length > 0 && (
                <Stack gap="xs">
                  <Text size="sm" fw={500}>
                    {t('order-desk.next.serials')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('order-desk.next.serials-hint')}
                  </Text>
                  {toSerial.map((line) =>
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

        {steps.deliver && (
          <Stack gap={4}>
            <Button onClick={() => send(ORDER_STATUS.delivered)} loading={move.isPending} w="fit-content">
              {t('order-desk.next.deliver')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('order-desk.next.deliver-hint')}
            </Text>
          </Stack>
        )}

        {steps.cancel && (
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
            <Textarea
              label={t('order-desk.next.message-to-dealer')}
              description={t('order-desk.next.message-to-dealer-hint')}
              autosize
              minRows={2}
              maxLength={MAX_CANCEL_REASON_LENGTH}
              {...form.getInputProps('messageToDealer')}
            />
            <FormActions
              submit={t('order-desk.next.cancel')}
              danger
              busy={move.isPending}
              cancel={{ label: t('order-desk.next.keep'), onClick: () => setCancelling(false) }}
            />
          </Stack>
        </form>
      </Modal>
    </Section>
  );
}
