import backOffice from '../messages/back-office/fr.json';
import { messages } from '../contract/messages';

/**
 * The back office's texts (the `backOffice` namespace) in a file of their own: the advisers' frames bring the rest of
 * the catalogue into the browser's code (components/providers/screens-providers.tsx), and never show these. The
 * server, the partner API and the back office's own frame read them with the rest.
 */
export const backOfficeMessages = backOffice;

/** The whole catalogue, the back office's texts included: what the server and the back office's frame read. */
export const wholeCatalogue = { ...messages, ...backOfficeMessages };
