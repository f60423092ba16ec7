// Every table, for drizzle-kit and for the typed client.
export * from './access';
export * from './admin';
export * from './audit';
export * from './payments';
export * from './products';
export * from './prospects';
export * from './questionnaires';
export * from './site';
export * from './sharing';
export * from './share-questions';
