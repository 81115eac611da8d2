export * from './test-databases.ts';
export * from './build-test-app.ts';
