import { pathToFileURL } from 'node:url';

/**
 * The entry point of every service process a test starts: `run-beside-test-runner.mjs <entry>`.
 * The test runner's process is the other end of this process's IPC channel; when it goes away,
 * as when a timed-out test's worker is torn down before the test's own clean-up runs, the
 * channel closes and this process exits at once, instead of polling the database for as long as
 * the machine runs. (An entry point rather than an `--import` preload: worker threads, such as
 * the PDF renderers, inherit preloads, and one there stopped them rendering.)
 */
process.on('disconnect', () => process.exit(1));
// Listening holds the channel open, which would keep a process that finished its work (a
// worker after SIGTERM) from exiting by itself.
process.channel?.unref();

const [entry] = process.argv.slice(2);
if (!entry) throw new Error('usage: run-beside-test-runner.mjs <entry file>');
await import(pathToFileURL(entry).href);
