'use client';

import { Center, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { preload } from 'react-dom';
import { photoSources, type PhotoSlot } from './photo-sources';

interface ProgrammePhotoProps {
  src: string | null;
  alt: string;
  height: number;
  slot: PhotoSlot;
  fallbackLabel: string;
  /** In the first screen of the page (the first cards of a list): fetched at once, first. */
  priority?: boolean;
}

/** A programme photo; a neutral placeholder when there is none or it cannot be loaded. */
export function ProgrammePhoto({ src, alt, height, slot, fallbackLabel, priority = false }: ProgrammePhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center h={height} bg="var(--mantine-color-gray-light)" role="img" aria-label={fallbackLabel}>
        <IconBuildingCommunity size={40} stroke={1.2} aria-hidden />
        <Text component="span" size="xs" c="dimmed" ml={6} aria-hidden>
          {fallbackLabel}
        </Text>
      </Center>
    );
  }
  const photo = photoSources(src, slot);
  // Named in the page's head, so the browser asks for it along with the stylesheets, before the scripts.
  if (priority) preload(photo.src, { as: 'image', imageSrcSet: photo.srcSet, imageSizes: photo.sizes, fetchPriority: 'high' });
  return (
    // Partner photos come from any host the API names: next/image would need each host configured.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      {...photo}
      alt={alt}
      // An image that failed before hydration fired its error event before React listened: check on attach.
      ref={(node) => {
        if (node?.complete && node.naturalWidth === 0) setFailed(true);
      }}
      onError={() => setFailed(true)}
      style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
