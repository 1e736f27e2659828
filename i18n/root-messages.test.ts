import { describe, expect, it } from 'vitest';
import screens from '../messages/fr.json';
import { messages } from '../contract/messages';
import { backOfficeMessages } from './back-office-messages';
import { rootMessages } from './root-messages';

describe('the root catalogue', () => {
  it('shares no namespace with the screens’ one, so a text has one place', () => {
    expect(Object.keys(rootMessages).filter((namespace) => namespace in screens)).toEqual([]);
  });

  it('is part of the whole catalogue the server, the frames and the partner API read', () => {
    for (const [namespace, texts] of Object.entries(rootMessages)) expect(messages[namespace as keyof typeof messages]).toEqual(texts);
  });
});

describe('the back office catalogue', () => {
  it('shares no namespace with the screens’ or the root’s, so a text has one place', () => {
    expect(Object.keys(backOfficeMessages).filter((namespace) => namespace in screens || namespace in rootMessages)).toEqual([]);
  });

  it('stays out of the catalogue the advisers’ frames bring into the browser', () => {
    expect(Object.keys(messages)).not.toContain('backOffice');
  });
});
