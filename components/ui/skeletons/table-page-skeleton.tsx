import { Group, Skeleton, Stack } from '@mantine/core';
import { SkeletonFrame } from './skeleton-frame';

/** A list page while it loads: its toolbar, then the rows of its table. */
export function TablePageSkeleton({ title, rows = 8 }: { title?: string; rows?: number }) {
  return (
    <SkeletonFrame title={title}>
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
