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
  // Kept here: a saved branding starts the form again from the server's copy, and the notice stays.
  const [notice, setNotice] = useState<Notice>(null);
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
        <BrandingForm key={branding.data.changedAt ?? 'none'} branding={branding.data} notice={notice} onNotice={setNotice} />
      )}
    </Page>
  );
}

type Notice = { color: string; text: string } | null;

function BrandingForm({ branding, notice, onNotice }: { branding: OfferBranding; notice: Notice; onNotice: (notice: Notice) => void }) {
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
  const field = (name: keyof typeof form) => ({
    value: form[name],
    readOnly: !admin,
    // The value is read now: React empties currentTarget before a deferred updater runs.
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });
  const failed = (error: unknown) =>
    onNotice({ color: 'red', text: error instanceof ApiError && error.key ? t(error.key) : t('offers.failed') });
  // Promises rather than mutate's callbacks: a change starts this form again, and an unmounted form hears no callback.
  const change = <V,>(mutation: { mutateAsync: (vars: V) => Promise<unknown> }, vars: V, done: Notice) => {
    onNotice(null);
    void mutation.mutateAsync(vars).then(() => onNotice(done), failed);
  };

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
              <FileButton accept={OFFER_LOGO_TYPES.join(',')} onChange={(file) => file && change(upload, file, null)}>
                {(props) => (
                  <Button {...props} variant="default" loading={upload.isPending}>
                    {t('offers.branding.upload')}
                  </Button>
                )}
              </FileButton>
              {branding.logo && (
                <Button variant="subtle" color="red" loading={removeLogo.isPending} onClick={() => change(removeLogo, undefined, null)}>
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
              <Button loading={save.isPending} onClick={() => change(save, form, { color: 'green', text: t('offers.branding.saved') })}>
                {t('offers.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
