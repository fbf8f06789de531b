import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Incident } from '@portal/contracts/complaint';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { complaintNumber, complaintPath } from '../complaint-logic';

/** Step 3: the complaint is registered; a link to it and a way to start another (spec 000 §2). */
export function ComplaintFeedback({ incident, onAnother }: { incident: Incident; onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const number = complaintNumber(incident);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    // The heading takes the focus and is read out; a status, not an alert, so it is not read twice at once.
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} maw={720} role="status">
      <Stack gap="sm">
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('complaints.done.title')}
        </Title>
        <Text>{t('complaints.done.text', { number })}</Text>
        <Group gap="md">
          <Anchor component={Link} to={complaintPath(incident.incidentid)} fw={600}>
            {t('complaints.done.open', { number })}
          </Anchor>
          <Button variant="default" onClick={onAnother}>
            {t('complaints.done.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
