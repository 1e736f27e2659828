'use client';

import { Center, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { getImageProps } from 'next/image';
import { useState } from 'react';
import { preload } from 'react-dom';

/** How wide each place shows a photo, for the browser to fetch the size it needs (Mantine's breakpoints). */
const PHOTO_SLOTS = {
  /** A card in a list of one, two or three columns. */
  card: '(min-width: 75em) 30vw, (min-width: 48em) 45vw, 100vw',
  /** The gallery's first photo: half the page beside the others, the page's width on a phone. */
  half: '(min-width: 62em) 45vw, 100vw',
  /** The gallery's other photos, two by two. */
  quarter: '(min-width: 62em) 22vw, 50vw',
  /** Across the page. */
  page: '100vw',
} as const;
export type PhotoSlot = keyof typeof PHOTO_SLOTS;

// The photos the app serves itself (next.config.mjs, images.localPatterns) go through Next's optimiser, which answers
// WebP at the width the slot needs instead of the 960 px original. A partner host's photos are shown as they come,
// and so are the back office's uploads (`/programmes/fichiers/…`), which need the adviser's session.
const SELF_SERVED = '/images/';
const ORIGINAL = { width: 960, height: 640 };

function sources(src: string, slot: PhotoSlot): { src: string; srcSet?: string; sizes?: string } {
  if (!src.startsWith(SELF_SERVED)) return { src };
  const { props } = getImageProps({ src, alt: '', ...ORIGINAL, sizes: PHOTO_SLOTS[slot] });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

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
  const photo = sources(src, slot);
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
