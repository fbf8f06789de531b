import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  type AlertProps,
  type SegmentedControlProps,
  type SelectProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETS, type Market } from '@portal/contracts/languages';
import { choices } from '../lib/labels';

type NoticeProps = {
  /** The text to show; nothing shows without one. */
  text: string | null | false | undefined;
} & Pick<AlertProps, 'mb'>;

/**
 * That a change was saved, told politely: the status region is always there, so a screen reader
 * announces the text when it appears.
 */
export function SavedNotice({ text, ...alert }: NoticeProps) {
  return (
    <div role="status">
      {text && (
        <Alert color="green" variant="light" {...alert}>
          {text}
        </Alert>
      )}
    </div>
  );
}

/** That a change failed, told at once. */
export function FailedNotice({ text, ...alert }: NoticeProps) {
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert" {...alert}>
      {text}
    </Alert>
  );
}

type ActionsProps = {
  /** The submit button's text. */
  submit: string;
  busy?: boolean;
  /** The way out of a form in a dialog; with it, both buttons stand at the dialog's far side. */
  cancel?: { label: string; onClick: () => void };
  /** A submit that ends or removes something is red. */
  danger?: boolean;
  /** Further buttons after the submit, on a page's form. */
  children?: ReactNode;
};

/** The buttons that end a form: in a dialog, cancel and submit on the far side; on a page, submit first. */
export function FormActions({ submit, busy, cancel, danger = false, children }: ActionsProps) {
  const button = (
    <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
      {submit}
    </Button>
  );
  if (!cancel) {
    return (
      <Group>
        {button}
        {children}
      </Group>
    );
  }
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={cancel.onClick}>
        {cancel.label}
      </Button>
      {button}
    </Group>
  );
}

type ChoiceProps<V extends string> = Omit<SelectProps, 'data'> & {
  values: readonly V[];
  nameOf: (value: V) => string;
  /** Leads the choices as the value 'all', where a record can serve every one of them. */
  every?: string;
};

/** A form's choice among fixed values, each by its name; a record always has one, so it cannot be cleared. */
export function ChoiceSelect<V extends string>({ values, nameOf, every, ...select }: ChoiceProps<V>) {
  const data = choices(values, nameOf);
  return <Select allowDeselect={false} {...select} data={every ? [{ value: 'all', label: every }, ...data] : data} />;
}

/** A record's market: the portal's markets by their names, led by `every` where the record can serve them all. */
export function MarketSelect(props: Omit<ChoiceProps<Market>, 'values' | 'nameOf'>) {
  const { t } = useTranslation();
  return <ChoiceSelect {...props} values={MARKETS} nameOf={(m) => t(`markets.${m}`)} />;
}

type SegmentsProps = SegmentedControlProps & {
  /** The label's id, which names the control. */
  id: string;
  label: string;
  /** A line under the control about the choice made. */
  hint?: ReactNode;
};

/** A segmented choice with its label above it, as Mantine's control has no label of its own. */
export function LabelledSegments({ id, label, hint, ...control }: SegmentsProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} {...control} />
      {hint}
    </Stack>
  );
}
