import { Alert, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { endViewAs } from '@portal/contracts/view-as';
import { apiRequest, sendWhileLeaving, signOut } from '@portal/ui/auth';
import { viewAsOf } from '../view-as/view-as-logic';

/**
 * Over every screen of a staff member's view of the portal: whose portal it is, that it is read-only and shows no
 * offers, and a way to end it (audited as the staff member's).
 */
export function ViewAsBanner() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [ending, setEnding] = useState(false);
  const view = viewAsOf(auth.user?.profile);
  const token = view ? auth.user?.access_token : undefined;
  // A closed tab ends its view (ADR 0091): as the page goes, the view is told it is leaving, and it ends shortly
  // unless this tab calls again (a reload or another page of the portal in it, which pagehide cannot tell apart).
  useEffect(() => {
    if (!token) return;
    const leaving = () => sendWhileLeaving(endViewAs, token, { query: { leaving: 'true' } });
    window.addEventListener('pagehide', leaving);
    return () => window.removeEventListener('pagehide', leaving);
  }, [token]);
  if (!view) return null;
  const end = async () => {
    setEnding(true);
    try {
      await apiRequest(endViewAs);
    } finally {
      await signOut();
    }
  };
  return (
    <Alert
      color="yellow"
      variant="filled"
      radius={0}
      icon={<IconEye aria-hidden />}
      role="region"
      aria-label={t('auth.view-as.banner-label')}
      c="dark.9"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dark.9">
          {t('auth.view-as.banner', { viewer: view.viewer, user: view.userName, email: view.email, customer: view.customerName })}
        </Text>
        <Button size="xs" color="dark" loading={ending} onClick={() => void end()}>
          {t('auth.view-as.end')}
        </Button>
      </Group>
    </Alert>
  );
}
