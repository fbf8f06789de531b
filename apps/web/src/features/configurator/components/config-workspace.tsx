import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconFlag } from '@tabler/icons-react';
import type { ConfigureResponse } from '@portal/contracts/configurator';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessages, isLastVisiblePage, nextVisiblePageIndex, visibleScreens } from '../configurator-logic';
import type { Configurator } from '../hooks/use-configurator';
import { ConfigScreenSection } from './config-screen';
import { ConfigSidePanel } from './config-side-panel';
import { PageSteps } from './page-steps';

/** The configuring view: steps, the current page's screens, Continue or Finish, and the side panel. */
export function ConfigWorkspace({ cpq, answer }: { cpq: Configurator; answer: ConfigureResponse }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const fieldErrors = fieldMessages(answer.Messages);
  // Set when the user changes page, so the new page's heading takes focus (not on arrival).
  const moved = useRef(false);
  const page = answer.Pages[cpq.page];
  const lastPage = isLastVisiblePage(answer.Pages, cpq.page);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [cpq.page]);

  const goTo = (index: number) => {
    moved.current = index !== cpq.page;
    cpq.goToPage(index);
  };
  const onPrimary = () => {
    if (cpq.action === 'finish') cpq.finish();
    else if (!lastPage) {
      moved.current = true;
      cpq.continueToNext();
    }
  };

  return (
    <Stack gap="lg">
      <PageSteps pages={answer.Pages} current={cpq.page} onSelect={goTo} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="xl" aria-busy={cpq.busy}>
            {page ? (
              <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
                {page.Caption}
              </Title>
            ) : (
              <Text>{t('cpq.no-options')}</Text>
            )}
            {page &&
              visibleScreens(page).map((screen, i) => (
                <ConfigScreenSection
                  key={`${cpq.page}-${i}`}
                  screen={screen}
                  pendingValues={cpq.pendingValues}
                  fieldErrors={fieldErrors}
                  onChange={cpq.change}
                />
              ))}
            <Group justify="flex-end" align="center" gap="md">
              {cpq.action === 'continue' && lastPage && !cpq.busy && (
                <Text size="sm" c="dimmed">
                  {t('cpq.last-page-hint')}
                </Text>
              )}
              {cpq.action === 'finish' && !lastPage && (
                // Complete already: the later pages still hold choices worth a look.
                <Button
                  size="md"
                  variant="default"
                  onClick={() => goTo(nextVisiblePageIndex(answer.Pages, cpq.page))}
                  data-testid="cpq-next"
                >
                  {t('cpq.continue')}
                </Button>
              )}
              <Button
                size="md"
                onClick={onPrimary}
                loading={cpq.finishing}
                rightSection={cpq.action === 'finish' ? <IconFlag size={18} aria-hidden /> : <IconArrowRight size={18} aria-hidden />}
                data-testid="cpq-primary"
              >
                {cpq.action === 'finish' ? t('cpq.finish') : t('cpq.continue')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <ConfigSidePanel answer={answer} busy={cpq.busy} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
