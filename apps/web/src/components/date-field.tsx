import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import 'dayjs/locale/da';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fi';
import 'dayjs/locale/nb';
import 'dayjs/locale/sv';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@portal/ui';
import { formatDateInput, parseDateInput } from '@portal/ui/format';
import type { Language } from '@portal/ui/languages';

/** The dayjs locale of each portal language: the calendar's month and weekday names. */
const DAYJS_LOCALE: Record<Language, string> = { en: 'en-gb', sv: 'sv', dk: 'da', de: 'de', no: 'nb', fi: 'fi' };

type Props = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'rightSection' | 'placeholder'> & {
  /** yyyy-mm-dd, or empty while the text is no date. */
  value: string;
  onChange: (value: string) => void;
  /** yyyy-mm-dd: the calendar offers no earlier day; a typed one is left for the form to refuse with its own message. */
  earliest?: string;
};

/**
 * A date written the way the UI language writes it (01.05.2026 in German, 2026-05-01 in Swedish;
 * year first is read in every language), with a button that opens a calendar in that language
 * (month and weekday names, weeks from Monday, arrow keys between the days). The value stays
 * yyyy-mm-dd whatever the browser's own locale; text that is no date gives an empty value.
 */
export function DateField({ value, onChange, earliest, id, ...props }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [opened, calendar] = useDisclosure(false);
  const written = formatDateInput(value, language);
  // What the user types stays as typed until it is left; a new value from outside replaces it.
  const [text, setText] = useState(written);
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if ((parseDateInput(text, language) ?? '') !== value || shown.language !== language) setText(written);
  }

  const pick = (day: string | null) => {
    if (day) onChange(day);
    calendar.close();
    input.current?.focus();
  };

  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[language], firstDayOfWeek: 1 }}>
      <TextInput
        {...props}
        {...(id ? { id } : {})}
        ref={input}
        value={text}
        placeholder={t('date-field.placeholder')}
        autoComplete="off"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          onChange(parseDateInput(next, language) ?? '');
        }}
        onBlur={(event) => {
          if (value) setText(written);
          props.onBlur?.(event);
        }}
        rightSectionPointerEvents="all"
        rightSection={
          <Popover opened={opened} onDismiss={calendar.close} position="bottom-end" trapFocus returnFocus>
            <Popover.Target>
              <ActionIcon variant="subtle" color="gray" onClick={calendar.toggle} aria-label={t('date-field.open-calendar')}>
                <IconCalendar size={18} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <DatePicker
                value={value || null}
                defaultDate={value || earliest}
                onChange={pick}
                {...(earliest ? { excludeDate: (day: string) => day < earliest } : {})}
                ariaLabels={{
                  monthLevelControl: t('date-field.choose-month'),
                  yearLevelControl: t('date-field.choose-year'),
                  nextMonth: t('date-field.next-month'),
                  previousMonth: t('date-field.previous-month'),
                  nextYear: t('date-field.next-year'),
                  previousYear: t('date-field.previous-year'),
                  nextDecade: t('date-field.next-decade'),
                  previousDecade: t('date-field.previous-decade'),
                }}
              />
            </Popover.Dropdown>
          </Popover>
        }
      />
    </DatesProvider>
  );
}
