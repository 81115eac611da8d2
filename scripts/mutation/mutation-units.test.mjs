import { describe, expect, it } from 'vitest';
import { allUnits, unitFor, unitName } from './mutation-units.mjs';

describe('mutation units', () => {
  const units = allUnits();
  const byName = Object.fromEntries(units.map((unit) => [unit.name, unit]));

  it('has one unit per server folder, the server top and the engine, and none for test helpers', () => {
    const names = units.map((unit) => unit.name);
    expect(names[0]).toBe('server-top');
    expect(names.at(-1)).toBe('questionnaire-engine');
    expect(names).toEqual(
      expect.arrayContaining(['server-accounts', 'server-pdf', 'server-forms']),
    );
    expect(names).not.toContain('server-testing');
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives the core folders a goal of 90% and the rest of the server 80%', () => {
    for (const core of ['server-accounts', 'server-forms', 'server-delivery', 'server-staff'])
      expect(byName[core].goal).toBe(90);
    expect(byName['questionnaire-engine'].goal).toBe(90);
    expect(byName['server-pdf'].goal).toBe(80);
    expect(byName['server-top'].goal).toBe(80);
  });

  it('mutates a folder with its own tests, and never its tests or the entry points', () => {
    expect(byName['server-pdf']).toMatchObject({
      folder: 'apps/server/src/pdf',
      tests: ['apps/server/src/pdf/**/*.test.ts'],
    });
    expect(byName['server-pdf'].mutate.slice(0, 2)).toEqual([
      'apps/server/src/pdf/**/*.ts',
      '!apps/server/src/pdf/**/*.test.ts',
    ]);
    expect(byName['server-delivery'].mutate).toContain(
      '!apps/server/src/delivery/worker-command.ts',
    );
  });

  it('takes only the files and tests directly at the server top, its folders being units', () => {
    expect(byName['server-top'].mutate[0]).toBe('apps/server/src/*.ts');
    expect(byName['server-top'].tests).toEqual([
      'apps/server/src/*.test.ts',
      'apps/server/src/plugins/trust-proxy.test.ts',
    ]);
    expect(byName['server-top'].mutate).toContain('!apps/server/src/server.ts');
  });

  it('runs the PDF in two parts: the serving files with the tests that start workers, the rest without them', () => {
    const [serving, rest] = byName['server-pdf'].parts;
    expect(serving).toEqual({
      name: 'serving',
      mutate: [
        'apps/server/src/pdf/pdf-renderer-plugin.ts',
        'apps/server/src/pdf/pdf-routes.ts',
        'apps/server/src/pdf/pdf-worker-pool.ts',
        'apps/server/src/pdf/warm-pdf-renderer.ts',
      ],
      tests: [
        'apps/server/src/pdf/pdf-routes.test.ts',
        'apps/server/src/pdf/pdf-worker-pool.test.ts',
        'apps/server/src/pdf/warm-pdf-renderer.test.ts',
      ],
    });
    expect(rest?.mutate).toContain('!apps/server/src/pdf/pdf-routes.ts');
    expect(rest?.mutate[0]).toBe('apps/server/src/pdf/**/*.ts');
    expect(rest?.tests).toEqual([
      'apps/server/src/pdf/**/*.test.ts',
      '!apps/server/src/pdf/pdf-routes.test.ts',
      '!apps/server/src/pdf/pdf-worker-pool.test.ts',
      '!apps/server/src/pdf/warm-pdf-renderer.test.ts',
    ]);
    expect(byName['server-staff'].parts).toEqual([
      { name: 'all', mutate: byName['server-staff'].mutate, tests: byName['server-staff'].tests },
    ]);
  });

  it('judges the forms files only PostgreSQL reaches on both databases, with all the forms tests', () => {
    const forms = byName['server-forms'];
    const [postgres, rest] = forms.parts;
    expect(postgres).toEqual({
      name: 'postgres',
      mutate: [
        'apps/server/src/forms/postgres-save-batch.ts',
        'apps/server/src/forms/submit-assessment.ts',
      ],
      tests: forms.tests,
      postgres: true,
    });
    expect(rest?.mutate).toContain('!apps/server/src/forms/submit-assessment.ts');
    expect(rest?.tests).toEqual(forms.tests);
    expect(rest?.postgres).toBeUndefined();
  });

  it('adds the tests elsewhere that judge a folder', () => {
    expect(byName['server-accounts'].tests).toContain('apps/server/src/staff/staff-inbox.test.ts');
  });

  it('names a nested folder by its own name', () => {
    expect(unitName('apps/server/src/accounts/passwords')).toBe('server-passwords');
    expect(unitFor('apps/server/src/accounts/passwords').tests).toEqual([
      'apps/server/src/accounts/passwords/**/*.test.ts',
    ]);
  });
});
