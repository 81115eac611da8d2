export * from './test-databases.ts';
export * from './build-test-app.ts';
export * from './create-test-session.ts';
export * from './submit-test-assessment.ts';
export * from './smtp-receiver.ts';
export * from './webhook-receiver.ts';
export * from './start-service-process.ts';
