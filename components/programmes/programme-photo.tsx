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
  /**
   * The screens where the photo is in the page's first screen (a media query, 'all' for every screen): fetched at
   * once there, and first where it is the only one ('all').
   */
  firstScreen?: string;
}

/** A programme photo; a neutral placeholder when there is none or it cannot be loaded. */
export function ProgrammePhoto({ src, alt, height, slot, fallbackLabel, firstScreen }: ProgrammePhotoProps) {
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
  // Named in the page's head, so the browser asks for it along with the stylesheets, before the scripts, on the
  // screens where it shows at once.
  if (firstScreen) preload(photo.src, { as: 'image', imageSrcSet: photo.srcSet, imageSizes: photo.sizes, fetchPriority: 'high', media: firstScreen });
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
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen === 'all' ? 'high' : undefined}
    />
  );
}
