import { Box, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconX } from '@tabler/icons-react';
import { ORDER_STATUS } from '@portal/contracts/order';
import type { OrderCourseStep } from '@portal/contracts/order-page';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/ui/languages';
import { isoDateText } from '../order-page-logic';
import { statusLabelKey } from '../order-logic';
import classes from './order-course.module.css';

/** The order's way from received to delivered (or to cancelled) as an ordered list; the step it stands at is the current one. */
export function OrderCourse({
  course,
  status,
  language,
  label,
}: {
  course: OrderCourseStep[];
  status: number;
  language: Language;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <ol className={classes.course} aria-label={label} style={{ '--steps': course.length } as CSSProperties}>
      {course.map((step) => {
        const cancelled = step.status === ORDER_STATUS.cancelled;
        const current = step.status === status;
        const key = statusLabelKey(step.status);
        return (
          <li
            key={step.status}
            className={classes.step}
            data-reached={step.reached || undefined}
            data-cancelled={cancelled || undefined}
            aria-current={current ? 'step' : undefined}
          >
            <ThemeIcon
              size="md"
              radius="xl"
              variant={step.reached ? 'filled' : 'light'}
              color={cancelled ? 'red.8' : step.reached ? 'green.8' : 'gray'}
              aria-hidden
            >
              {cancelled ? <IconX size={16} /> : step.reached ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
            </ThemeIcon>
            <Box>
              <Text fw={current ? 700 : 500} c={step.reached ? undefined : 'dimmed'}>
                {key ? t(key) : String(step.status)}
              </Text>
              <Text size="sm" c="dimmed">
                {step.reached ? (step.date ? isoDateText(step.date, language) : t('orders.page.step-done')) : t('orders.page.step-ahead')}
              </Text>
            </Box>
          </li>
        );
      })}
    </ol>
  );
}
