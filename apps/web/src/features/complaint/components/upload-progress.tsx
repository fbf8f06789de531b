import { Progress, Stack, Text } from '@mantine/core';

/** How much of an upload has been sent; a bar with its own label and the percentage as text. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" aria-hidden>
        {label} – {percent} %
      </Text>
      <Progress value={percent} aria-label={label} size="lg" animated={percent < 100} />
    </Stack>
  );
}
