import { Button, Loader, Paper, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconConfetti, IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page, useErrorDialog, useLanguage } from '@portal/ui';
import { useThisYearsCampaign } from '../api/get-this-years-campaign';
import { useIsSignedUpForCampaign } from '../api/is-signed-up-for-campaign';
import { useSignUpForCampaign } from '../api/sign-up-for-campaign';

/** This year's campaign: a thank-you when the reseller is signed up, otherwise the sign-up (spec 000 §2). */
export function CampaignsPage() {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const status = useIsSignedUpForCampaign();
  // Marketing's texts for this year in the reader's language, where it wrote them; the portal's own otherwise.
  const language = useLanguage();
  const own = useThisYearsCampaign().data?.texts[language];
  const signUp = useSignUpForCampaign();
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const justSignedUp = useRef(false);
  const signedUp = status.data?.ed_signedupforthisyearscampaign;

  // The button the user pressed is gone once signed up; the thank-you takes the focus instead.
  useEffect(() => {
    if (signedUp && justSignedUp.current) {
      justSignedUp.current = false;
      thanksHeading.current?.focus();
    }
  }, [signedUp]);

  const submit = () => {
    if (signUp.isPending) return;
    // Set before the call: the refreshed state may arrive before the mutation's own callbacks.
    justSignedUp.current = true;
    signUp.mutate(undefined, {
      onError: (error) => {
        justSignedUp.current = false;
        showError({ error });
      },
    });
  };

  return (
    <Page title={t('campaigns.title')}>
      {status.isPending ? (
        <Paper withBorder radius="md" p="xl">
          <VisuallyHidden role="status">{t('campaigns.loading')}</VisuallyHidden>
          <Stack gap="md" aria-hidden>
            <Skeleton h={28} w="50%" />
            <Skeleton h={60} />
            <Skeleton h={36} w={160} />
          </Stack>
        </Paper>
      ) : status.isError ? (
        <ErrorNotice titleKey="campaigns.load-error" onRetry={() => void status.refetch()} error={status.error} />
      ) : signedUp ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md" align="flex-start">
            <ThemeIcon size={48} radius="xl" color="green" variant="light" aria-hidden>
              <IconConfetti size={28} />
            </ThemeIcon>
            <Title order={2} ref={thanksHeading} tabIndex={-1} style={{ outline: 'none' }}>
              {own?.thanksTitle ?? t('campaigns.thanks.title')}
            </Title>
            <Text maw={640} style={{ whiteSpace: 'pre-line' }}>
              {own?.thanksText ?? t('campaigns.thanks.text')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md" align="flex-start">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconSpeakerphone size={28} />
            </ThemeIcon>
            <Title order={2}>{own?.signupTitle ?? t('campaigns.sign-up.title')}</Title>
            <Text maw={640} style={{ whiteSpace: 'pre-line' }}>
              {own?.signupText ?? t('campaigns.sign-up.text')}
            </Text>
            {/* Not disabled while the call runs, so the focus stays here if it fails and the dialog returns it. */}
            <Button
              size="md"
              onClick={submit}
              leftSection={signUp.isPending ? <Loader size={18} color="currentColor" aria-hidden /> : undefined}
              aria-disabled={signUp.isPending || undefined}
              aria-busy={signUp.isPending || undefined}
            >
              {t('campaigns.sign-up.button')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
