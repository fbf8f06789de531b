import { Box, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorNotice } from '@portal/ui';
import type { CpqNavigationState } from '../configurator-logic';
import { useConfigurator } from '../hooks/use-configurator';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { ConfigSummary } from './config-summary';
import { ConfigWorkspace } from './config-workspace';
import { CpqTopBar } from './cpq-top-bar';
import { LeaveDialog } from './leave-dialog';
import { MessagesDialog } from './messages-dialog';

/** The full-screen configurator for one ruleset, or for reopening a configuration from the cart. */
export function Configurator({ ruleset, headerId }: CpqNavigationState) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cpq = useConfigurator(ruleset, headerId);
  const guard = useLeaveGuard(cpq.leaveWarning);
  const title = t(`cpq.ruleset.${ruleset}`);
  const toCategories = () => void navigate('/order-add');

  const addToCart = () => {
    if (!cpq.addToCart(title)) return;
    guard.release();
    void navigate('/checkout');
  };

  // A dealer's offer to an end customer starts from the configured product, its configuration kept as the cart keeps it.
  const makeOffer = () => {
    const start = cpq.offerStart(title);
    if (!start) return;
    guard.release();
    void navigate('/offers/new?from=configurator', { state: { configured: [start] } });
  };

  let content: ReactNode;
  if (cpq.init.isError || (cpq.loadFailed && !cpq.answer)) {
    content = (
      <ErrorNotice
        titleKey="error.title.oops"
        onRetry={cpq.init.isError ? () => void cpq.init.refetch() : cpq.retryLoad}
        error={cpq.init.error}
      />
    );
  } else if (!cpq.answer) {
    content = (
      <Center mih="50vh" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text c="dimmed">{t('cpq.starting')}</Text>
        </Stack>
      </Center>
    );
  } else if (cpq.summary) {
    content = (
      <ConfigSummary
        summary={cpq.summary}
        image={cpq.summaryPicture ?? ''}
        onAddToCart={addToCart}
        onMakeOffer={makeOffer}
        onCancel={toCategories}
        onBack={cpq.backToConfiguration}
      />
    );
  } else {
    content = <ConfigWorkspace cpq={cpq} answer={cpq.answer} />;
  }

  return (
    <Box mih="100dvh">
      <CpqTopBar title={title} busy={cpq.busy} onClose={toCategories} />
      <Box component="main" id="main" px="md" py="lg" maw={1280} mx="auto">
        {content}
        <VisuallyHidden role="status" aria-live="polite">
          {cpq.busy && cpq.answer ? t('cpq.busy') : ''}
        </VisuallyHidden>
      </Box>
      <MessagesDialog groups={cpq.messages} onClose={cpq.dismissMessages} />
      <LeaveDialog asking={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
    </Box>
  );
}
