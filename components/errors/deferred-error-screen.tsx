'use client';

import dynamic from 'next/dynamic';

/**
 * The error screen, its code fetched only once drawn. The error and 403 boundaries are part of every page's
 * payload, and each named the screen with its button and icons in a chunk of its own: some 15 kB on every page for
 * a screen rarely shown. A page answered with it on the server gets it in the page's own scripts.
 */
export const DeferredErrorScreen = dynamic(() => import('./error-screen').then((module) => module.ErrorScreen));
