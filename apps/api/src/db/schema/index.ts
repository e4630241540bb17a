export * from './users';
export * from './auth';
export * from './settings';
export * from './pages';
export * from './mail';
export * from './audit';
export * from './catalog';
export * from './commerce';
