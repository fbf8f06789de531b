import { Button, Group, Image, Switch, Table, Text } from '@mantine/core';
import type { ShowroomEntry } from '@portal/contracts/product';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '@portal/ui';
import { useUpdateCombustible } from '../api/update-combustible';

/** One product on display: live display switch and the way out of the showroom. */
export function ShowroomRow({ entry, onRemove }: { entry: ShowroomEntry; onRemove: (entry: ShowroomEntry) => void }) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const toggle = useUpdateCombustible(entry.ed_showroomid);
  const { productnumber, ed_namese: name, ed_urlpicture: picture } = entry.ed_ProductId;

  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          {/* The name beside it says what the picture shows. */}
          <Image src={picture ?? undefined} alt="" w={56} h={56} fit="contain" bg="gray.0" radius="sm" />
          <Text fw={500}>{name}</Text>
        </Group>
      </Table.Td>
      <Table.Td>{productnumber}</Table.Td>
      <Table.Td>
        <Switch
          checked={entry.ed_combustible}
          onChange={(e) =>
            toggle.mutate(
              { showroomId: entry.ed_showroomid, combustible: e.currentTarget.checked },
              { onError: (error) => showError({ error }) },
            )
          }
          aria-label={t('showroom.live-label', { name })}
          size="lg"
        />
      </Table.Td>
      <Table.Td>
        <Button
          variant="subtle"
          color="red.9"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onRemove(entry)}
          aria-label={t('showroom.remove-label', { name })}
        >
          {t('showroom.remove')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
