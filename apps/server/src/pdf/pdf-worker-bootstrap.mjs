// Worker threads do not inherit the tsx loader the server runs under; register it here, then
// load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
