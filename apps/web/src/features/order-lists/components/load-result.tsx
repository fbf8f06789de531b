import { Alert, List } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartBatchResponse } from '@portal/contracts/cart';

/**
 * What loading a list put into the cart, and each line it skipped with the reason. It takes the focus as it shows: the
 * load button went busy under the keyboard, which goes on from here.
 */
export function LoadResult({ result, name }: { result: CartBatchResponse; name: string }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [result]);
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      color={result.skipped.length ? 'yellow' : 'green'}
      icon={<IconCheck aria-hidden />}
      role="status"
      title={t('order-lists.loaded', { name, count: result.added.length })}
    >
      {result.skipped.length > 0 && (
        <List size="sm">
          {result.skipped.map((s) => (
            <List.Item key={s.id}>
              {s.title !== s.id ? `${s.title} (${s.id})` : s.id}: {t(`order-lists.skip.${s.reason}`)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
