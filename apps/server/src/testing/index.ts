export * from './test-databases.ts';
export * from './build-test-app.ts';
export * from './create-test-session.ts';
