// Worker threads do not inherit the tsx loader the server runs under; register it here, then
// load the TypeScript worker. In dist/ this name is the compiled worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./sqlite-backup-worker.ts');
