import { Checkbox, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BLOCK_WHEN_OVERDUE_DAYS, MAX_CREDIT_LIMIT } from '@portal/contracts/finance';
import { setCustomerCredit, type StaffCustomerDetail } from '@portal/contracts/staff-dealer';
import { FailedNotice, FormActions, SavedNotice } from '../../../components/form-parts';
import { Section } from '../../../components/record-page';
import { focusFirstProblem, refusedField, showOnField, translated, useSay } from '../../../lib/form-messages';
import { mayUse, useStaffMe } from '../../../lib/staff';
import { useSetCustomerCredit } from '../api/dealers';
import { creditProblems, creditRequest, creditValues, type CreditValues } from '../dealer-logic';

const FIELD_ORDER = ['creditLimit', 'blockWhenOverdueDays'];

/**
 * The dealer's credit limit and the overdue days that hold its orders (ADR 0078), set by sales
 * administration; the payment terms are the details' own, shown here for the whole picture.
 */
export function DealerCredit({ dealer }: { dealer: StaffCustomerDetail }) {
  const { t } = useTranslation();
  const roles = useStaffMe().data?.roles;
  const readOnly = !mayUse(roles, setCustomerCredit.staffRoles ?? []);
  // Kept here: the form starts afresh with the dealer as saved, and the notice must outlive it.
  const [saved, setSaved] = useState(false);
  return (
    <Section id="dealer-credit" title={t('dealers.credit.title')}>
      <Stack gap="md">
        <SavedNotice text={saved && t('dealers.credit.saved')} />
        <CreditForm key={JSON.stringify(creditValues(dealer))} dealer={dealer} readOnly={readOnly} onSaved={setSaved} />
      </Stack>
    </Section>
  );
}

function CreditForm({ dealer, readOnly, onSaved }: { dealer: StaffCustomerDetail; readOnly: boolean; onSaved: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const say = useSay();
  const save = useSetCustomerCredit(dealer.customerNumber);
  const [failed, setFailed] = useState(false);
  const form = useForm<CreditValues>({
    initialValues: creditValues(dealer),
    validate: (values) => translated(creditProblems(values, dealer.paymentTermsDays), say),
  });
  const values = form.getValues();
  const submit = form.onSubmit(
    (v) => {
      onSaved(false);
      setFailed(false);
      save
        .mutateAsync(creditRequest(v, dealer.paymentTermsDays))
        .then(() => onSaved(true))
        .catch((error: unknown) => setFailed(!showOnField(form, refusedField(error), () => t('dealers.credit.invalid'))));
    },
    (errors) => focusFirstProblem(form, FIELD_ORDER)(errors),
  );
  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <Text size="sm">{t('dealers.credit.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap="xs">
              <Checkbox label={t('dealers.credit.limited')} {...form.getInputProps('limited', { type: 'checkbox' })} />
              {values.limited && (
                <NumberInput
                  label={t('dealers.credit.limit', { currency: dealer.currency })}
                  description={t('dealers.credit.limit-hint')}
                  min={0}
                  max={MAX_CREDIT_LIMIT}
                  decimalScale={2}
                  allowNegative={false}
                  required
                  {...form.getInputProps('creditLimit')}
                />
              )}
            </Stack>
            <Stack gap="xs">
              <Checkbox label={t('dealers.credit.blocks')} {...form.getInputProps('blocks', { type: 'checkbox' })} />
              {values.blocks && (
                <NumberInput
                  label={t('dealers.credit.block-days')}
                  description={t('dealers.credit.block-days-hint')}
                  min={0}
                  max={MAX_BLOCK_WHEN_OVERDUE_DAYS}
                  allowDecimal={false}
                  allowNegative={false}
                  required
                  {...form.getInputProps('blockWhenOverdueDays')}
                />
              )}
            </Stack>
          </SimpleGrid>
          <Text size="sm">{t('dealers.credit.terms', { count: dealer.paymentTermsDays })}</Text>
          {!readOnly && (
            <>
              <FailedNotice text={failed && t('dealers.credit.failed')} />
              <FormActions submit={t('dealers.credit.save')} busy={save.isPending} />
            </>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
