export * from './auth';
export * from './contact';
export * from './errors';
export * from './mail';
export * from './messages';
export * from './roles';
export * from './session';
export * from './timers';
