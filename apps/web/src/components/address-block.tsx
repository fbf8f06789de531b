import { Box, Text } from '@mantine/core';

/** An address as lines, in an <address> so assistive technology knows what it is. */
export function AddressBlock({ lines }: { lines: readonly string[] }) {
  return (
    <Box component="address" style={{ fontStyle: 'normal' }}>
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </Box>
  );
}
