'use client';

import dynamic from 'next/dynamic';

/**
 * The login screen, its code fetched only once drawn. The unauthorized fallback is part of every page's payload, so
 * a statically imported screen would make every page download the login forms.
 */
export const DeferredLoginScreen = dynamic(() => import('./login-screen').then((module) => module.LoginScreen));
