import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '@/contract/messages';
import { GlobalErrorScreen } from './global-error-screen';

describe('GlobalErrorScreen', () => {
  it('says in French what failed and leads home with a full load', () => {
    const html = renderToStaticMarkup(createElement(GlobalErrorScreen, { message: 'Le service est momentanément indisponible.' }));
    expect(html).toContain(`<h1>${messages.errorPage.title}</h1>`);
    expect(html).toContain('Le service est momentanément indisponible.');
    expect(html).toMatch(/<a [^>]*href="\/">Cliquez ici pour revenir à l&#x27;accueil<\/a>/);
  });

  it('falls back to the generic message when the error carries none', () => {
    expect(renderToStaticMarkup(createElement(GlobalErrorScreen))).toContain('Une erreur est survenue');
  });
});
