import { Alert, Button, Group, Modal, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { UrlFilters } from '../lib/url-filters';

/** The filters above a list, and on the far side the list's own action (such as adding a row). */
export function ListToolbar({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const filters = (
    <Group align="end" wrap="wrap" gap="sm">
      {children}
    </Group>
  );
  if (!action) return filters;
  return (
    <Group justify="space-between" align="end" wrap="wrap" gap="sm">
      {filters}
      {action}
    </Group>
  );
}

type TextFilterProps = Pick<TextInputProps, 'label' | 'description' | 'maxLength' | 'inputMode'> & {
  filters: UrlFilters;
  /** The filter's name in the address. */
  name?: string;
  width: number;
  /** Shows the search icon; a field for a number or an id goes without. */
  search?: boolean;
};

/** A list's free-text filter, kept in the address as it is typed; the list asks the server once typing rests. */
export function UrlTextFilter({ filters, name = 'search', width, search = true, ...input }: TextFilterProps) {
  return (
    <TextInput
      {...input}
      leftSection={search ? <IconSearch size={16} aria-hidden /> : undefined}
      value={filters.get(name) ?? ''}
      onChange={(e) => filters.update({ [name]: e.currentTarget.value })}
      w={{ base: '100%', sm: width }}
    />
  );
}

/** The outcome of a change made from a list: told politely when it worked, at once when it did not. */
export type Notice = { ok: boolean; text: string } | null;

export function ListNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <div role="status">
        {notice?.ok && (
          <Alert color="green" variant="light">
            {notice.text}
          </Alert>
        )}
      </div>
      {notice && !notice.ok && (
        <Alert color="red" variant="light" role="alert">
          {notice.text}
        </Alert>
      )}
    </>
  );
}

type ConfirmProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The name of the dialog's close button. */
  closeLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change that cannot be undone, such as deleting a row; the change is red, keeping it is the other way. */
export function ConfirmDialog({ opened, title, text, confirmLabel, cancelLabel, closeLabel, busy, onConfirm, onClose }: ConfirmProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': closeLabel }}>
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
