export * from './users';
export * from './auth';
export * from './categories';
export * from './prompts';
export * from './events';
export * from './webhook-events';
export * from './ai-usage';
export * from './personal-parameters';
