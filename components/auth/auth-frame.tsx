import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Brand } from '@/lib/brand/brands';
import classes from './auth-frame.module.css';
import logo from '@/components/layout/brand-logo.module.css';

export interface AuthBrand {
  code: string;
  fullName: string;
  logo: string;
}

interface AuthFrameProps {
  brand: AuthBrand;
  /** The brand's login background (lib/brand/brands.ts), production's or the test environments'. */
  background: string;
  fading?: boolean;
  children: ReactNode;
}

/** Full-page frame of the login and reset screens: background image, brand logo, white card. */
export function AuthFrame({ brand, background, fading = false, children }: AuthFrameProps) {
  return (
    <main
      className={classes.screen}
      data-fading={fading || undefined}
      style={{ backgroundImage: `url(${JSON.stringify(background)})` }}
    >
      <Paper className={classes.card} p="xl" radius="md" shadow="lg" withBorder>
        {/* A plain img: the logo is a small static file. It is the screen's largest element, fetched first, in a box
            of the header logo's proportions (4:1, the logo drawn within it), so the centred card does not move when it
            arrives after the first paint. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img className={`${classes.logo} ${logo.plate}`} src={brand.logo} alt={brand.fullName} width={224} height={56} fetchPriority="high" />
        {children}
      </Paper>
    </main>
  );
}

/** SPEC §2: the test environments use another background, so a screenshot never passes for production. */
export function loginBackground(brand: Pick<Brand, 'loginBackgrounds'>, isProd: boolean): string {
  return isProd ? brand.loginBackgrounds.prod : brand.loginBackgrounds.test;
}
