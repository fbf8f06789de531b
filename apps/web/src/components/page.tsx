import { Stack, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A screen's heading and document title; the heading takes focus so screen readers announce the new page. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack gap="lg">
      <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
