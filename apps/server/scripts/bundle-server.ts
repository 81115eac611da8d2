/**
 * The server's production bundle (docs/decisions/0064-compiled-server-runtime.md): each entry
 * point is one ES module bundle of our own code and the workspace packages; everything
 * installed in node_modules stays external and is loaded from there as usual, which keeps
 * native modules (better-sqlite3, argon2) and packages that read their own files (pdfkit's font
 * metrics) working unchanged. Source maps let `node --enable-source-maps` print stack traces
 * that name the TypeScript files. Used by scripts/build-server.ts for dist/, and by the load
 * benchmark (bench/load.ts), which measures the service as production runs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface EntryPoint {
  /** Relative to apps/server, or absolute. */
  in: string;
  /** The bundle's name in the output folder, without `.mjs`. */
  out: string;
}

/** The server's commands, as `dist/` holds them. */
export const serverEntryPoints: EntryPoint[] = [
  { in: 'src/server.ts', out: 'server' },
  { in: 'src/delivery/worker-command.ts', out: 'worker-command' },
  { in: 'src/data-protection/retention-command.ts', out: 'retention-command' },
  { in: 'src/database/migrate-command.ts', out: 'migrate-command' },
  { in: 'src/database/backup-command.ts', out: 'backup-command' },
  { in: 'src/database/restore-command.ts', out: 'restore-command' },
  // pdf-worker-pool.ts starts the worker thread from './pdf-worker-bootstrap.mjs' beside its
  // own module. In src that file registers tsx and loads pdf-worker.ts; in dist the same
  // name is pdf-worker.ts itself, compiled, so the pool's code is the same in both.
  { in: 'src/pdf/pdf-worker.ts', out: 'pdf-worker-bootstrap' },
  // The same for the thread of the server's scheduled backups (backup-in-worker.ts).
  { in: 'src/database/sqlite-backup-worker.ts', out: 'sqlite-backup-worker-bootstrap' },
];

/**
 * Files read at run time through `new URL('./name', import.meta.url)`. Every bundle sits at
 * the top of dist/, so each goes to dist/ under the path its reader names.
 * e2e/tests/compiled-commands.e2e.ts checks that the list covers every such read in src.
 */
const runtimeFiles = [
  { from: 'src/pdf/fonts', to: 'fonts' },
  { from: 'src/accounts/passwords/common-passwords.txt', to: 'common-passwords.txt' },
  { from: 'src/address/gazetteer/sample-addresses.csv', to: 'gazetteer/sample-addresses.csv' },
];

/** Bare imports stay external, except the workspace packages, which ship TypeScript source. */
const externalNodeModules: Plugin = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@csa/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Bundles `entryPoints` into `outdir` with the files they read at run time beside them. */
export async function bundleServer(outdir: string, entryPoints: EntryPoint[]): Promise<void> {
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces need only the names and lines; the source text stays in src/.
    sourcesContent: false,
    plugins: [externalNodeModules],
    logLevel: 'warning',
    write: false,
  });

  // `npm run worker` and `npm run retention` build before they run, perhaps beside a running
  // server that may start a new PDF worker thread at any moment: each file is replaced in one
  // rename, so a reader sees the old file or the new one, never half of one.
  fs.mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  for (const file of runtimeFiles) {
    const from = path.join(serverRoot, file.from);
    const to = path.join(outdir, file.to);
    if (fs.statSync(from).isDirectory()) {
      fs.mkdirSync(to, { recursive: true });
      for (const name of fs.readdirSync(from)) {
        writeAtomically(path.join(to, name), fs.readFileSync(path.join(from, name)));
      }
    } else {
      writeAtomically(to, fs.readFileSync(from));
    }
  }
}

function writeAtomically(file: string, contents: Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}
