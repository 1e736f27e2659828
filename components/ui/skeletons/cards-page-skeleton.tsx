import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { SkeletonFrame } from './skeleton-frame';

/** A page of cards (favourites, documents) while it loads. */
export function CardsPageSkeleton({ title, cards = 6 }: { title?: string; cards?: number }) {
  return (
    <SkeletonFrame title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Array.from({ length: cards }, (_, card) => (
          <Stack key={card} gap="xs">
            <Skeleton height={140} radius="md" />
            <Skeleton height={18} width="70%" radius="sm" />
            <Skeleton height={14} width="50%" radius="sm" />
          </Stack>
        ))}
      </SimpleGrid>
    </SkeletonFrame>
  );
}
