import { describe, expect, it } from 'vitest';
import { richTextIsEmpty, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the editor’s marks, headings, lists and links', () => {
    const html = '<h2>Titre</h2><p><strong>Gras</strong> <em>italique</em> <u>souligné</u></p><ul><li>un</li></ul><p><a href="https://exemple.fr">lien</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Titre</h2><p><strong>Gras</strong> <em>italique</em> <u>souligné</u></p><ul><li>un</li></ul><p><a href="https://exemple.fr" target="_blank" rel="noopener noreferrer">lien</a></p>',
    );
  });

  it('drops scripts, event attributes, styles, frames and javascript: links', () => {
    const html =
      '<p onclick="alert(1)" style="color:red">texte</p><script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://x.fr"></iframe><a href="javascript:alert(1)">piège</a>';
    expect(sanitizeRichText(html)).toBe('<p>texte</p><a target="_blank" rel="noopener noreferrer">piège</a>');
  });

  it('replaces the author’s target and rel on links', () => {
    expect(sanitizeRichText('<a href="mailto:a@b.fr" target="_self" rel="opener">écrire</a>')).toBe(
      '<a href="mailto:a@b.fr" target="_blank" rel="noopener noreferrer">écrire</a>',
    );
  });
});

describe('richTextIsEmpty', () => {
  it('sees through empty paragraphs and dropped tags', () => {
    expect(richTextIsEmpty('<p></p><p> </p><script>x</script>')).toBe(true);
    expect(richTextIsEmpty('<p>Bonjour</p>')).toBe(false);
  });
});
