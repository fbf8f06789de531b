import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@portal/contracts/field-limits';
import { StaffUserDetailsRequest, type StaffUser } from '@portal/contracts/staff-dealer';
import { schemaProblems } from '@portal/ui/form';
import { FailedNotice, FormActions } from '../../../components/form-parts';
import {
  focusFirstProblem,
  problemMessage,
  problemMessages,
  refusedField,
  showOnField,
  translated,
  useSay,
} from '../../../lib/form-messages';
import { useSetUserDetails } from '../api/dealers';
import { userName } from '../dealer-logic';

const FIELDS = ['firstName', 'lastName', 'phone', 'mobile'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** A user's name and numbers as sales administration sets them; the e-mail address is its owner's to change. */
export function UserDetailsModal({
  customerNumber,
  user,
  onClose,
}: {
  customerNumber: string;
  user: StaffUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? t('dealers.users.details-title', { name: userName(user) }) : ''}
      closeButtonProps={{ 'aria-label': t('dealers.users.details-close') }}
    >
      {user && <DetailsForm customerNumber={customerNumber} user={user} onDone={onClose} />}
    </Modal>
  );
}

function DetailsForm({ customerNumber, user, onDone }: { customerNumber: string; user: StaffUser; onDone: () => void }) {
  const { t } = useTranslation();
  const say = useSay();
  const save = useSetUserDetails(customerNumber);
  const [failed, setFailed] = useState(false);
  const form = useForm<Values>({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', mobile: user.mobile ?? '' },
    validate: (values) =>
      translated(
        problemMessages(schemaProblems(StaffUserDetailsRequest, values), (p) => problemMessage(p)),
        say,
      ),
  });
  const submit = form.onSubmit(
    (details) => {
      setFailed(false);
      save.mutate(
        { contactId: user.contactId, details },
        {
          onSuccess: onDone,
          onError: (error) => setFailed(!showOnField(form, refusedField(error), () => t('form.other'))),
        },
      );
    },
    focusFirstProblem(form, FIELDS),
  );
  const shape = StaffUserDetailsRequest.shape;
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('dealers.users.first-name')}
            required
            maxLength={maxLengthOf(shape.firstName)}
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('dealers.users.last-name')}
            required
            maxLength={maxLengthOf(shape.lastName)}
            {...form.getInputProps('lastName')}
          />
          <TextInput label={t('dealers.users.phone')} type="tel" maxLength={maxLengthOf(shape.phone)} {...form.getInputProps('phone')} />
          <TextInput label={t('dealers.users.mobile')} type="tel" maxLength={maxLengthOf(shape.mobile)} {...form.getInputProps('mobile')} />
        </SimpleGrid>
        <FailedNotice text={failed && t('dealers.users.failed')} />
        <FormActions
          submit={t('dealers.users.details-save')}
          busy={save.isPending}
          cancel={{ label: t('dealers.users.details-cancel'), onClick: onDone }}
        />
      </Stack>
    </form>
  );
}
