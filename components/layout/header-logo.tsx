import { getImageProps } from 'next/image';
import logo from './brand-logo.module.css';
import frame from './frame.module.css';

/**
 * The brand's logo in the header, cut by the image optimiser like any next/image but written as a plain `img` on
 * the server: the header is a client component, and next/image there would add its code (about 14 kB minified) to the file
 * every logged-in page downloads first. It is fetched at low priority: on a slow network the stylesheets and the page's
 * heading, which a person waits for, come before the brand's mark in the corner.
 */
export function HeaderLogo({ src, alt }: { src: string; alt: string }) {
  const { props } = getImageProps({
    src,
    alt,
    width: 160,
    height: 40,
    loading: 'eager',
    fetchPriority: 'low',
    className: `${logo.plate} ${frame.headerLogo}`,
    style: { objectFit: 'contain', display: 'block' },
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is among the props
  return <img {...props} />;
}
