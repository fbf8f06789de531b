import { Badge, Grid, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ComplaintDetail } from '@portal/contracts/complaint';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  asLanguage,
  contactLines,
  deliveryAddressLines,
  formatDay,
  formatTimestamp,
  incidentTypeText,
  statusText,
} from '../complaint-logic';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Every field of a complaint that spec 000 §2 and §3 name: numbers, type, status, addresses, articles, description, and
 * when the goods left the factory with their tracking ID.
 */
export function ComplaintDetails({ incident }: { incident: ComplaintDetail }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const none = t('complaints.detail.none');
  const delivery = deliveryAddressLines(incident);
  const contact = contactLines(incident, language);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="complaint-summary-title" h="100%">
          <Stack gap="sm">
            <Title order={2} size="h3" id="complaint-summary-title">
              {t('complaints.detail.summary')}
            </Title>
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
              <Field label={t('complaints.detail.status')}>
                <Badge variant="default" radius="sm">
                  {statusText(t, incident.edp_portalstatus)}
                </Badge>
              </Field>
              <Field label={t('complaints.detail.created')}>{formatTimestamp(incident.createdon, language)}</Field>
              <Field label={t('complaints.detail.order-number')}>{incident.edp_ordernumber || none}</Field>
              <Field label={t('complaints.detail.order-mark')}>{incident.edp_ordermark || none}</Field>
              <Field label={t('complaints.detail.delivery-date')}>
                {incident.deliveryDate ? formatDay(incident.deliveryDate, language) : none}
              </Field>
              <Field label={t('complaints.detail.tracking-id')}>
                <span style={{ overflowWrap: 'anywhere' }}>{incident.trackingId || none}</span>
              </Field>
              {incident.ed_serialnumber && <Field label={t('complaints.detail.serial-number')}>{incident.ed_serialnumber}</Field>}
              <Field label={t('complaints.detail.type')}>{incidentTypeText(t, incident) || none}</Field>
              {incident.ticketnumber && incident.ticketnumber !== incident.ed_casenumber && (
                <Field label={t('complaints.detail.ticket-number')}>{incident.ticketnumber}</Field>
              )}
              <Field label={t('complaints.detail.delivery-address')}>{delivery.length ? delivery.join('\n') : none}</Field>
              <Field label={t('complaints.detail.contact')}>{contact.length ? contact.join('\n') : none}</Field>
            </SimpleGrid>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="complaint-claim-title" h="100%">
          <Stack gap="sm">
            <Title order={2} size="h3" id="complaint-claim-title">
              {t('complaints.detail.claim')}
            </Title>
            <Table verticalSpacing="xs" aria-label={t('complaints.detail.articles')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('complaints.form.article-number')}</Table.Th>
                  <Table.Th scope="col">{t('complaints.form.article')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('complaints.form.quantity')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {incident.edp_incident_edp_claimproduct.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={3}>
                      <Text c="dimmed">{none}</Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {incident.edp_incident_edp_claimproduct.map((p, i) => (
                  <Table.Tr key={`${p.edp_articlenumber}-${i}`}>
                    <Table.Td>{p.edp_articlenumber}</Table.Td>
                    <Table.Td>{p.edp_name}</Table.Td>
                    <Table.Td ta="right">{p.edp_quantity}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Title order={3} size="h4">
              {t('complaints.detail.description')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{incident.description || none}</Text>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
