import { describe, expect, it } from 'vitest';
import { photoSources } from './photo-sources';

describe('photoSources', () => {
  it('sends a photo the app serves through the image optimiser, with widths for the place it is shown in', () => {
    const photo = photoSources('/images/residences/residence-1.jpg', 'card');
    expect(photo.src).toMatch(/^\/_next\/image\?url=%2Fimages%2Fresidences%2Fresidence-1\.jpg&w=\d+&q=75$/);
    expect(photo.srcSet).toMatch(/ \d+w, /);
    expect(photo.sizes).toBe('(min-width: 75em) 30vw, (min-width: 48em) 45vw, 100vw');
  });

  it('leaves an uploaded file, which needs the adviser’s session, and a partner host’s photo as they are', () => {
    expect(photoSources('/programmes/fichiers/12', 'half')).toEqual({ src: '/programmes/fichiers/12' });
    expect(photoSources('https://photos.partenaire.example/r1.jpg', 'card')).toEqual({ src: 'https://photos.partenaire.example/r1.jpg' });
  });
});
