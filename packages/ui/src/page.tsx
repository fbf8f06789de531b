import { Stack, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document title to the screen's title and focuses the returned heading on arrival,
 * so screen readers announce the new screen.
 */
export function useScreenHeading(title: string) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}

/** A screen's heading and document title; `above` goes before the heading (breadcrumbs: where the screen lies). */
export function Page({ title, above, children }: { title: string; above?: ReactNode; children?: ReactNode }) {
  const heading = useScreenHeading(title);
  return (
    <Stack gap="lg">
      {above}
      <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none', overflowWrap: 'break-word' }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
