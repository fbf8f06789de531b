import { Button, Group } from '@mantine/core';
import type { ConfigPage } from '@portal/contracts/configurator';
import { useTranslation } from 'react-i18next';
import { visiblePageIndexes } from '../configurator-logic';

/** The visible pages as numbered steps; the current one is highlighted, any other can be opened. */
export function PageSteps({
  pages,
  current,
  onSelect,
}: {
  pages: readonly ConfigPage[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const visible = visiblePageIndexes(pages);
  if (visible.length < 2) return null;
  return (
    <nav aria-label={t('cpq.steps')}>
      <Group component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {visible.map((index, n) => {
          const isCurrent = index === current;
          return (
            <li key={index}>
              <Button
                size="compact-md"
                radius="xl"
                variant={isCurrent ? 'filled' : 'default'}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                {t('cpq.step-label', { number: n + 1, caption: pages[index]?.Caption ?? '' })}
              </Button>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
