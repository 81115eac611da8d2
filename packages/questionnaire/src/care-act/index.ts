export * from './care-act-rules.ts';
export * from './describe-threshold.ts';
export * from './evaluate-care-act-outcomes.ts';
export * from './areas-needing-help.ts';
