/** The one locale and time zone of the product: the server's next-intl config and the client provider share them. */
export const LOCALE = 'fr';
export const TIME_ZONE = 'Europe/Paris';
