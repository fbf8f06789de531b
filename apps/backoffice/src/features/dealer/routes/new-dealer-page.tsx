import { Anchor, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '@portal/ui';
import { useCreateCustomer } from '../api/dealers';
import { DealerForm } from '../components/dealer-form';
import { dealerRequest, emptyDealer } from '../dealer-logic';

/** A new dealer; once created, its page opens to invite its first users. */
export function NewDealerPage() {
  const { t } = useTranslation();
  const create = useCreateCustomer();
  const navigate = useNavigate();
  return (
    <Page title={t('dealers.new')}>
      <Anchor component={Link} to="/dealers">
        {t('dealers.back')}
      </Anchor>
      <Paper withBorder p="md">
        <DealerForm
          initial={emptyDealer()}
          isNew
          saving={create.isPending}
          onSave={(values) =>
            create
              .mutateAsync({ ...dealerRequest(values), customerNumber: values.customerNumber })
              .then((dealer) => navigate(`/dealers/${dealer.customerNumber}`))
          }
        />
      </Paper>
    </Page>
  );
}
