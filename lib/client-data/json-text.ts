/**
 * A value a server component hands to a client component as one JSON text. React walks each value of a client
 * component's props to write the page's payload and again to read it; a text crosses as one value, and the client
 * parses it in one native call. For long arrays of numbers: a residence's lot statuses, its points of interest.
 */
export type JsonText<T> = string & { readonly __json: T };

export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

export const fromJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;
