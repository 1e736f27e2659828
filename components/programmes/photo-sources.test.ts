import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { describe, expect, it } from 'vitest';
import { OPTIMISER_WIDTHS } from '@/lib/images/optimiser-widths';
import { photoSources, type PhotoSlot } from './photo-sources';

/** What next/image's getImageProps writes for a 960 × 640 photo with the app's optimiser widths. */
function nextImageSources(src: string, sizes: string) {
  const imgConf = prepareImageConfig({ ...imageConfigDefault, ...OPTIMISER_WIDTHS });
  const { props } = getImgProps({ src, alt: '', width: 960, height: 640, sizes }, { defaultLoader, imgConf });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
}

describe('photoSources', () => {
  it('sends a photo the app serves through the image optimiser, with widths for the place it is shown in', () => {
    const photo = photoSources('/images/residences/residence-1.jpg', 'card');
    expect(photo.src).toBe('/_next/image?url=%2Fimages%2Fresidences%2Fresidence-1.jpg&w=960&q=75');
    expect(photo.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['256w', '384w', '640w', '750w', '960w']);
    expect(photo.sizes).toBe('(min-width: 75em) 30vw, (min-width: 48em) 45vw, 100vw');
  });

  it.each<PhotoSlot>(['card', 'half', 'quarter', 'page'])('writes for a %s the addresses next/image writes', (slot) => {
    const photo = photoSources('/images/residences/residence-2.jpg', slot);
    expect(photo).toEqual(nextImageSources('/images/residences/residence-2.jpg', photo.sizes!));
  });

  it('leaves an uploaded file, which needs the adviser’s session, and a partner host’s photo as they are', () => {
    expect(photoSources('/programmes/fichiers/12', 'half')).toEqual({ src: '/programmes/fichiers/12' });
    expect(photoSources('https://photos.partenaire.example/r1.jpg', 'card')).toEqual({ src: 'https://photos.partenaire.example/r1.jpg' });
  });
});
