import { Modal, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useErrorAfterClose } from './use-error-after-close';

type DetailModalProps = {
  opened: boolean;
  /** The detail failed to load: the modal closes, then the error dialog shows (spec 001 §8). */
  failed: boolean;
  /** What failed, for the error dialog to show the request's id. */
  error?: unknown;
  onClose: () => void;
  title: string;
  closeLabel: string;
  loadingLabel: string;
  /** The loaded detail; null while it loads. */
  children: ReactNode | null;
};

/** An order's or invoice's detail: full screen on a phone, placeholder lines while loading. */
export function DetailModal({ opened, failed, error, onClose, title, closeLabel, loadingLabel, children }: DetailModalProps) {
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const { onExitTransitionEnd } = useErrorAfterClose(failed, onClose, error);
  return (
    <Modal
      opened={opened && !failed}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={fullScreen ?? false}
      closeButtonProps={{ 'aria-label': closeLabel }}
      onExitTransitionEnd={onExitTransitionEnd}
    >
      {children ?? (
        <Stack gap="sm" aria-busy>
          <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
          <Skeleton height={16} width="40%" />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} />
        </Stack>
      )}
    </Modal>
  );
}
