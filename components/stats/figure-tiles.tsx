import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface FigureTile {
  label: string;
  value: string;
  hint?: string;
}

/** Key figures as a row of tiles, read by assistive tech as a description list. */
export function FigureTiles({ tiles }: { tiles: FigureTile[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(tiles.length, 5) }} spacing="md" component="dl" m={0}>
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text component="dd" m={0} fz={24} fw={700}>
            {tile.value}
          </Text>
          {tile.hint && (
            <Text component="dd" m={0} size="sm" c="dimmed">
              {tile.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
