import { Button, Group, Modal, Text } from '@mantine/core';

type Props = {
  opened: boolean;
  title: string;
  text: string;
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
};

/** The question a screen asks before it is left with unsaved work; staying is the default. */
export function LeaveDialog({ opened, title, text, stayLabel, leaveLabel, onStay, onLeave }: Props) {
  return (
    <Modal opened={opened} onClose={onStay} title={title} centered withCloseButton={false}>
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {stayLabel}
        </Button>
        <Button color="red" onClick={onLeave}>
          {leaveLabel}
        </Button>
      </Group>
    </Modal>
  );
}
