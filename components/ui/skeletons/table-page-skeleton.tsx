import { Group, Skeleton, Stack } from '@mantine/core';
import { SkeletonFrame } from './skeleton-frame';

/** A list page while it loads: its toolbar, then the rows of its table. */
export function TablePageSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <SkeletonFrame>
      <Group gap="sm">
        <Skeleton height={36} width={280} radius="sm" />
        <Skeleton height={36} width={140} radius="sm" />
      </Group>
      <Stack gap={6}>
        <Skeleton height={40} radius="sm" />
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} height={34} radius="sm" opacity={0.7} />
        ))}
      </Stack>
    </SkeletonFrame>
  );
}
