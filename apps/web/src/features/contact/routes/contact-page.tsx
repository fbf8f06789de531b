import { Anchor, Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, Page } from '@portal/ui';
import { useContactText } from '../api/get-contact-text';
import { useSalesRepInfo } from '../api/get-sales-rep-info';
import { departments, salesRepFields, salesRepName, type ContactField } from '../contact-logic';

/** The sales representative and the three departments (spec 001 §2); failures show error.title.contact-details (§8). */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('menu.contact')}>
      <Text>{t('contact.intro')}</Text>
      <SalesRepCard />
      <Departments />
    </Page>
  );
}

function Fields({ fields }: { fields: ContactField[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="dl" gap={6} m={0}>
      {fields.map((field) => {
        const Icon = field.href.startsWith('mailto:') ? IconMail : IconPhone;
        return (
          <div key={field.labelKey} style={{ display: 'flex', gap: 8, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Text component="dt" size="sm" c="dimmed" miw={110}>
              <Icon size={14} aria-hidden style={{ marginInlineEnd: 6, verticalAlign: 'middle' }} />
              {t(field.labelKey)}
            </Text>
            <Text component="dd" m={0}>
              <Anchor href={field.href}>{field.value}</Anchor>
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}

function Loading({ lines }: { lines: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" aria-busy>
      <VisuallyHidden role="status">{t('contact.loading')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} h={18} w={i === 0 ? '40%' : '70%'} />
      ))}
    </Stack>
  );
}

function SalesRepCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const rep = useSalesRepInfo();
  const name = rep.data ? salesRepName(rep.data) : null;
  const fields = rep.data ? salesRepFields(rep.data) : [];

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('contact.sales-rep.title')}
        </Title>
        {rep.isError && !rep.data ? (
          <ErrorNotice titleKey="error.title.contact-details" onRetry={() => void rep.refetch()} error={rep.error} />
        ) : !rep.data ? (
          <Loading lines={4} />
        ) : !name && fields.length === 0 ? (
          <Text c="dimmed">{t('contact.sales-rep.none')}</Text>
        ) : (
          <>
            {name && (
              <Text fw={600} size="lg">
                {name}
              </Text>
            )}
            <Fields fields={fields} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Departments() {
  const { t } = useTranslation();
  const headingId = useId();
  const text = useContactText();
  const list = text.data ? departments(text.data) : null;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {t('contact.departments.title')}
      </Title>
      {text.isError && !text.data ? (
        <ErrorNotice titleKey="error.title.contact-details" onRetry={() => void text.refetch()} error={text.error} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {list
            ? list.map((department) => (
                <Paper key={department.titleKey} withBorder radius="md" p="md">
                  <Stack gap="xs">
                    <Title order={3} size="h4">
                      {t(department.titleKey)}
                    </Title>
                    <Fields fields={department.fields} />
                  </Stack>
                </Paper>
              ))
            : Array.from({ length: 3 }, (_, i) => (
                <Paper key={i} withBorder radius="md" p="md">
                  <Loading lines={3} />
                </Paper>
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
