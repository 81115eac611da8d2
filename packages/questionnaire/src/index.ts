export * from './content-schema.ts';
export * from './engine/index.ts';
export * from './lint/lint-content.ts';
export * from './links/index.ts';
export * from './load-pathway.ts';
export * from './videos/video-ids.ts';
export * from './area-titles.ts';
export * from './care-act/index.ts';
