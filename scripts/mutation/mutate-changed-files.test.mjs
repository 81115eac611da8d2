import { describe, expect, it } from 'vitest';
import { changedLineRanges, folderTests } from '../../.ci/mutate-changed-files.mjs';

describe("CI's mutation step", () => {
  it('reads the changed line ranges from git diff -U0 hunk headers, skipping pure deletions', () => {
    const diff = [
      '@@ -3 +3 @@ a',
      '@@ -10,2 +11,4 @@ b',
      '@@ -20,3 +25,0 @@ c',
      '@@ -30,0 +31 @@',
    ].join('\n');
    expect(changedLineRanges(diff)).toEqual([
      [3, 3],
      [11, 14],
      [31, 31],
    ]);
  });

  it("takes each changed file's folder tests once, and for app.ts only the tests that build it", () => {
    expect(
      folderTests([
        'apps/server/src/app.ts',
        'apps/server/src/pdf/a.ts',
        'apps/server/src/pdf/b.ts',
      ]),
    ).toBe(
      'apps/server/src/*.test.ts,apps/server/src/plugins/trust-proxy.test.ts,apps/server/src/pdf/**/*.test.ts',
    );
  });
});
