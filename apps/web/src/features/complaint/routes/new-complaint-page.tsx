import type { Incident, LookupComplaintOrderResponse } from '@portal/contracts/complaint';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Page } from '@portal/ui';
import { ComplaintFeedback } from '../components/complaint-feedback';
import { ComplaintForm } from '../components/complaint-form';
import { ComplaintSearchStep } from '../components/complaint-search-step';
import { StepIndicator } from '../components/step-indicator';

type Flow =
  | { step: 'search'; text: string; returning: boolean }
  | { step: 'form'; order: LookupComplaintOrderResponse; searchId: string }
  | { step: 'done'; incident: Incident };

/** Asked for by "create another complaint", so the fresh search step takes the focus. */
type LocationState = { focusSearch?: boolean } | null;

/** /complaint-new/{searchId?}: search, form, feedback (spec 000 §2, §4). */
export function NewComplaintPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { searchId = '' } = useParams();
  const focusSearch = Boolean((location.state as LocationState)?.focusSearch);
  return (
    <Page title={t('menu.complaints-new')}>
      {/* Every navigation here, also to the same address, starts the flow afresh. */}
      <NewComplaintFlow key={location.key} initialSearch={searchId} focusSearch={focusSearch} />
    </Page>
  );
}

function NewComplaintFlow({ initialSearch, focusSearch }: { initialSearch: string; focusSearch: boolean }) {
  const navigate = useNavigate();
  const [flow, setFlow] = useState<Flow>({ step: 'search', text: initialSearch, returning: focusSearch });

  return (
    <>
      <StepIndicator current={flow.step} />
      {flow.step === 'search' && (
        <ComplaintSearchStep
          initialValue={flow.text}
          focusOnMount={flow.returning}
          onFound={(order, searchId) => setFlow({ step: 'form', order, searchId })}
        />
      )}
      {flow.step === 'form' && (
        <ComplaintForm
          order={flow.order}
          searchId={flow.searchId}
          onCancel={() => setFlow({ step: 'search', text: flow.searchId, returning: true })}
          onCreated={(incident) => setFlow({ step: 'done', incident })}
        />
      )}
      {flow.step === 'done' && (
        <ComplaintFeedback incident={flow.incident} onAnother={() => void navigate('/complaint-new', { state: { focusSearch: true } })} />
      )}
    </>
  );
}
