import { Alert, Anchor, Button, Center, Code, Group, List, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from '@portal/contracts/languages';
import { FullPageLoader } from '@portal/ui';
import { ensureLanguage } from '@portal/ui/i18n';
import { LanguageSelect } from '@portal/ui/language-select';
import { isLanguage, storedLanguage, type Language } from '@portal/ui/languages';
import { setPageHead } from '../page-head';

type DemoAccount = { email: string; market: string; access: string; customer: string; mustResetPassword: boolean };
type Details = { uid: string; loginHint: string | null; uiLocales: string | null; demoAccounts: DemoAccount[] | null };

const ERROR_KEYS: Record<string, string> = {
  credentials: 'idp.error-credentials',
  missing: 'idp.error-missing',
  expired: 'idp.error-expired',
  'rate-limited': 'idp.error-rate-limited',
  // The account is flagged "must reset password": the provider has sent a reset link.
  'reset-required': 'idp.error-reset-required',
};

/**
 * The page's language: the one the user picked (here or on the login screen), else the one the
 * client asked for in ui_locales, else the browser's (which the page started in).
 */
export function signInPageLanguage(stored: Language | null, uiLocales: string | null, current: Language): Language {
  return stored ?? pickLanguage((uiLocales ?? '').split(' ').filter(Boolean), current);
}

/** The forgotten-password page, with the address typed so far. */
export const forgotPasswordHref = (username: string) =>
  username.trim() ? `/forgot-password?${new URLSearchParams({ email: username.trim() }).toString()}` : '/forgot-password';

/**
 * The sign-in page of the embedded identity provider. The form posts straight
 * to the provider, which answers with the next redirect of the OpenID flow.
 */
export function IdpLoginPage() {
  const { t, i18n } = useTranslation();
  // Served outside the portal's router: the provider names the interaction in the path.
  const uid = decodeURIComponent(window.location.pathname.split('/')[3] ?? '');
  const params = new URLSearchParams(window.location.search);
  const [details, setDetails] = useState<Details | null>(null);
  const [expired, setExpired] = useState(params.get('error') === 'expired');
  const [username, setUsername] = useState(params.get('login') ?? '');
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const error = params.get('error');

  useEffect(() => setPageHead(`${t('idp.title')} – ${t('app.name')}`, t('login.intro')), [t]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/idp/interaction/${encodeURIComponent(uid)}/details`, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) return setExpired(true);
        const body = (await response.json()) as Details;
        const current = isLanguage(i18n.language) ? i18n.language : 'sv';
        const language = signInPageLanguage(storedLanguage(), body.uiLocales ?? null, current);
        if (language !== current) await ensureLanguage(i18n, language);
        setDetails(body);
        if (body.loginHint) setUsername((current) => current || (body.loginHint ?? ''));
      })
      .catch(() => {
        if (!controller.signal.aborted) setExpired(true);
      });
    return () => controller.abort();
  }, [uid, i18n]);

  useEffect(() => {
    if (error === 'credentials') passwordRef.current?.focus();
  }, [error, details]);

  if (expired) {
    return (
      <Center mih="100vh" p="md">
        <Paper component="main" withBorder p="xl" maw={440}>
          <Stack>
            <Title order={1}>{t('idp.title')}</Title>
            <Alert color="yellow" role="alert">
              {t('idp.error-expired')}
            </Alert>
            <Anchor href="/">{t('idp.start-again')}</Anchor>
          </Stack>
        </Paper>
      </Center>
    );
  }
  if (!details) return <FullPageLoader label={t('app.loading')} />;

  const errorKey = error ? ERROR_KEYS[error] : undefined;
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack component="main" maw={440} w="100%">
        <Paper withBorder shadow="sm" p="xl">
          <form method="post" action={`/idp/interaction/${encodeURIComponent(details.uid)}/login`} onSubmit={() => setSubmitting(true)}>
            {/* The language of the page, for the e-mail a flagged account gets instead of a session. */}
            <input type="hidden" name="language" value={i18n.language} />
            <Stack>
              <Group justify="flex-end">
                <LanguageSelect size="xs" w={160} />
              </Group>
              <Title order={1}>{t('idp.title')}</Title>
              <Text c="dimmed">{t('idp.intro')}</Text>
              {errorKey && (
                <Alert color={error === 'reset-required' ? 'yellow' : 'red'} role="alert" id="login-error">
                  {t(errorKey)}
                </Alert>
              )}
              <TextInput
                name="username"
                type="email"
                label={t('idp.username')}
                autoComplete="username"
                required
                value={username}
                onChange={(e) => setUsername(e.currentTarget.value)}
                autoFocus={!username}
                {...(errorKey ? { 'aria-describedby': 'login-error' } : {})}
              />
              <PasswordInput
                ref={passwordRef}
                name="password"
                label={t('idp.password')}
                visibilityToggleButtonProps={{ 'aria-label': t('auth.show-password') }}
                autoComplete="current-password"
                required
                autoFocus={Boolean(username) && error !== 'credentials'}
              />
              <Anchor href={forgotPasswordHref(username)} size="sm" style={{ alignSelf: 'flex-end' }}>
                {t('idp.forgot-password')}
              </Anchor>
              <Button type="submit" loading={submitting}>
                {t('idp.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
        {details.demoAccounts && (
          <Paper withBorder p="md" component="section" aria-labelledby="demo-accounts">
            <Title order={2} size="h4" id="demo-accounts">
              {t('idp.demo-accounts')}
            </Title>
            <Text size="sm" mb="xs">
              {t('idp.demo-password', { password: 'portal' })}
            </Text>
            <List size="sm" spacing={4}>
              {details.demoAccounts.map((a) => (
                <List.Item key={a.email}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setUsername(a.email)}
                    aria-label={t('idp.demo-use', { email: a.email })}
                  >
                    <Code>{a.email}</Code>
                  </Anchor>{' '}
                  {a.market} · {a.access}
                  {a.mustResetPassword ? ` · ${t('idp.demo-reset-flag')}` : ''}
                </List.Item>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </Center>
  );
}
