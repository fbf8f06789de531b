import { ActionIcon, Button } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The header's way to quick order: a labelled button from 992 px, an icon with the same name below. */
export function QuickOrderLink() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={Link}
        to="/quick-order"
        variant="subtle"
        color="dark"
        leftSection={<IconListNumbers size={18} aria-hidden />}
        visibleFrom="md"
      >
        {t('quick-order.title')}
      </Button>
      <ActionIcon
        component={Link}
        to="/quick-order"
        variant="subtle"
        color="dark"
        size="lg"
        hiddenFrom="md"
        aria-label={t('quick-order.title')}
      >
        <IconListNumbers aria-hidden />
      </ActionIcon>
    </>
  );
}
