export * from './users';
export * from './auth';
export * from './catalogue';
export * from './sales';
export * from './content';
export * from './selling';
export * from './outbox';
export * from './files';
