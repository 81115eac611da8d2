/**
 * Compiles the server into dist/ so that production runs plain `node` in one process, with no
 * TypeScript loader (docs/decisions/0064-compiled-server-runtime.md); how is bundle-server.ts.
 *
 *   npm --workspace @csa/server run build
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer, serverEntryPoints } from './bundle-server.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await bundleServer(path.join(serverRoot, 'dist'), serverEntryPoints);
