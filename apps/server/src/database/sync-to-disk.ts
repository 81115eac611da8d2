import fs from 'node:fs';

/** Waits until the file's contents are on the disk, so that a rename that follows never
 * publishes a name whose contents a power cut could still lose. */
export function syncFile(file: string): void {
  const descriptor = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}

/** Waits until renames and deletions in the folder are on the disk. */
export function syncFolder(folder: string): void {
  syncFile(folder);
}
