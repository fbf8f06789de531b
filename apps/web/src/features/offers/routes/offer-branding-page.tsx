import { Alert, Anchor, Button, Card, FileButton, Group, Image, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OFFER_LOGO_TYPES, type OfferBranding, type OfferBrandingRequest } from '@portal/contracts/offers';
import { Page } from '@portal/ui';
import { ApiError } from '@portal/ui/auth';
import { usePortalUser } from '../../../lib/use-portal-user';
import { useDeleteOfferLogo, useOfferBranding, useUpdateOfferBranding, useUploadOfferLogo } from '../api/offers';

/** The dealer's look on its offers: every user sees it, its Portal Admin sets it. */
export function OfferBrandingPage() {
  const { t } = useTranslation();
  const branding = useOfferBranding();
  return (
    <Page title={t('offers.branding.title')}>
      <Text c="dimmed">{t('offers.branding.intro')}</Text>
      <Anchor component={Link} to="/offers">
        {t('offers.back')}
      </Anchor>
      {branding.isPending ? (
        <Loader size="sm" aria-label={t('app.loading')} />
      ) : branding.isError ? (
        <Alert color="red" role="alert">
          {t('offers.failed-to-load')}
        </Alert>
      ) : (
        <BrandingForm key={branding.data.changedAt ?? 'none'} branding={branding.data} />
      )}
    </Page>
  );
}

function BrandingForm({ branding }: { branding: OfferBranding }) {
  const { t } = useTranslation();
  const admin = usePortalUser()?.isPortalAdmin ?? false;
  const save = useUpdateOfferBranding();
  const upload = useUploadOfferLogo();
  const removeLogo = useDeleteOfferLogo();
  const [form, setForm] = useState<Required<OfferBrandingRequest>>({
    companyName: branding.companyName,
    address: branding.address,
    orgNumber: branding.orgNumber,
    bankDetails: branding.bankDetails,
    footerTerms: branding.footerTerms,
  });
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const field = (name: keyof typeof form) => ({
    value: form[name],
    readOnly: !admin,
    // The value is read now: React empties currentTarget before a deferred updater runs.
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });
  const failed = (error: Error) =>
    setNotice({ color: 'red', text: error instanceof ApiError && error.key ? t(error.key) : t('offers.failed') });

  return (
    <Stack>
      {!admin && <Alert color="blue">{t('offers.branding.admin-only')}</Alert>}
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('offers.branding.logo')}
          </Title>
          {branding.logo ? (
            <Image src={branding.logo} alt={t('offers.branding.logo-alt')} maw={240} mah={80} fit="contain" />
          ) : (
            <Text c="dimmed">{t('offers.branding.no-logo')}</Text>
          )}
          {admin && (
            <Group gap="sm">
              <FileButton
                accept={OFFER_LOGO_TYPES.join(',')}
                onChange={(file) => file && upload.mutate(file, { onSuccess: () => setNotice(null), onError: failed })}
              >
                {(props) => (
                  <Button {...props} variant="default" loading={upload.isPending}>
                    {t('offers.branding.upload')}
                  </Button>
                )}
              </FileButton>
              {branding.logo && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={removeLogo.isPending}
                  onClick={() => removeLogo.mutate(undefined, { onError: failed })}
                >
                  {t('offers.branding.remove-logo')}
                </Button>
              )}
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t('offers.branding.logo-hint')}
          </Text>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <TextInput label={t('offers.branding.company-name')} maxLength={100} {...field('companyName')} />
          <Textarea label={t('offers.branding.address')} autosize minRows={2} maxLength={300} {...field('address')} />
          <TextInput label={t('offers.branding.org-number')} maxLength={40} {...field('orgNumber')} />
          <Textarea label={t('offers.branding.bank-details')} autosize minRows={2} maxLength={300} {...field('bankDetails')} />
          <Textarea label={t('offers.branding.footer-terms')} autosize minRows={2} maxLength={1000} {...field('footerTerms')} />
          {notice && (
            <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          )}
          {admin && (
            <Group>
              <Button
                loading={save.isPending}
                onClick={() =>
                  save.mutate(form, { onSuccess: () => setNotice({ color: 'green', text: t('offers.branding.saved') }), onError: failed })
                }
              >
                {t('offers.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
