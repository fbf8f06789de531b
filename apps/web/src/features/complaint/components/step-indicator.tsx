import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const NEW_COMPLAINT_STEPS = ['search', 'form', 'done'] as const;
export type NewComplaintStep = (typeof NEW_COMPLAINT_STEPS)[number];

/** Where the user is among the three steps; the current one is marked for screen readers too. */
export function StepIndicator({ current }: { current: NewComplaintStep }) {
  const { t } = useTranslation();
  const index = NEW_COMPLAINT_STEPS.indexOf(current);
  return (
    <Group component="ol" gap="lg" m={0} p={0} aria-label={t('complaints.new.steps')} style={{ listStyle: 'none' }}>
      {NEW_COMPLAINT_STEPS.map((step, i) => (
        <Group component="li" key={step} gap="xs" aria-current={i === index ? 'step' : undefined}>
          <ThemeIcon radius="xl" size="md" variant={i <= index ? 'filled' : 'default'} aria-hidden>
            {i < index ? (
              <IconCheck size={14} />
            ) : (
              <Text size="xs" fw={700} span>
                {i + 1}
              </Text>
            )}
          </ThemeIcon>
          <Text fw={i === index ? 700 : 400} c={i === index ? undefined : 'dimmed'}>
            {t(`complaints.new.step.${step}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
