import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createQueryId,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Assessment, FormTypeCode } from '@csa/contracts';
import {
  buildTestApp,
  createTestSession,
  submitTestAssessment,
  testDatabases,
} from '../testing/index.ts';
import { StaffCaseRepository } from './staff-case-repository.ts';

const databases = await testDatabases();

/** Keeps every query a repository makes, to read the database's plan for it. */
class KeepQueries implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe.each(databases)('the staff case repository on $name', (database) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let cases: StaffCaseRepository;
  let submitted: Assessment[];
  let carers: Assessment[];

  beforeAll(async () => {
    ({ app, close } = await buildTestApp(database, { RATE_LIMIT_PER_MINUTE: '100000' }));
    cases = new StaffCaseRepository(app.db);
    const resident = await createTestSession(app, { name: 'Resident' });
    submitted = [];
    carers = [];
    const submitCarers = async () =>
      carers.push(
        await submitTestAssessment(app, resident, 'CARERS', undefined, {
          personalDetails: { firstName: 'Carl', lastName: 'Carer' },
        }),
      );
    await submitCarers();
    for (const [firstName, lastName] of [
      ['Zoë', 'Brown'],
      ['Ann', 'Jones'],
      ['Ben', 'Smith'],
      ['Émile', 'Øvergård'],
    ] as const) {
      submitted.push(
        await submitTestAssessment(app, resident, 'CSA', undefined, {
          personalDetails: { firstName, lastName },
        }),
      );
      if (firstName === 'Ann') await submitCarers();
    }
  });
  afterAll(async () => close());

  /** A kept query with its values written in, to ask SQLite for its plan. */
  const inlined = (node: RootOperationNode): string => {
    const compiled = app.db.getExecutor().compileQuery(node, createQueryId());
    let index = 0;
    return compiled.sql.replace(/\?/g, () => {
      const value = compiled.parameters[index++];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    });
  };

  const listIds = async (filter: {
    formTypeCodes?: FormTypeCode[];
    q?: string;
    page?: number;
    pageSize?: number;
  }) =>
    (await cases.list({ formTypeCodes: ['CSA'], page: 1, pageSize: 25, ...filter })).rows.map(
      (row) => row.id,
    );

  it('opens the case in the submitting transaction, named and new, before anyone reads the inbox', async () => {
    const opened = await app.db
      .selectFrom('staff_case')
      .select(['form_id', 'status', 'resident_name', 'opened_at'])
      .where(
        'form_id',
        'in',
        submitted.map((form) => form.id),
      )
      .orderBy('opened_at')
      .execute();
    expect(opened).toEqual(
      submitted.map((form, index) => ({
        form_id: form.id,
        status: 'new',
        resident_name: ['Zoë Brown', 'Ann Jones', 'Ben Smith', 'Émile Øvergård'][index],
        opened_at: form.dateSubmitted,
      })),
    );
  });

  it('pages through the inbox oldest first, without skipping or repeating a submission', async () => {
    const [first, second, third] = submitted.map((form) => form.id);
    expect(await listIds({ page: 1, pageSize: 2 })).toEqual([first, second]);
    expect(await listIds({ page: 2, pageSize: 2 })).toEqual([third, submitted[3]?.id]);
    expect(await listIds({ page: 3, pageSize: 2 })).toEqual([]);
  });

  it("pages through both teams' cases in one order, oldest first, with their total", async () => {
    const [csa1, csa2, csa3, csa4] = submitted.map((form) => form.id);
    const [carers1, carers2] = carers.map((form) => form.id);
    const both: FormTypeCode[] = ['CSA', 'CARERS'];
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(await listIds({ formTypeCodes: both, page, pageSize: 2 }));
    }
    expect(pages).toEqual([[carers1, csa1], [csa2, carers2], [csa3, csa4], []]);
    const { total } = await cases.list({ formTypeCodes: both, page: 1, pageSize: 2 });
    expect(total).toBe(6);
  });

  it.runIf(database.name === 'sqlite')(
    'reads every filter and order from an index of staff_case, in order, never the form rows',
    async () => {
      const kept = new KeepQueries();
      const watched = new StaffCaseRepository(app.db.withPlugin(kept));
      for (const status of [undefined, 'new'] as const) {
        for (const isThresholdReached of [false, true]) {
          for (const sort of ['oldest', 'most-unmet'] as const) {
            for (const formTypeCodes of [['CSA'], ['CSA', 'CARERS']] as FormTypeCode[][]) {
              await watched.list({
                formTypeCodes,
                status,
                isThresholdReached,
                sort,
                page: 2,
                pageSize: 25,
              });
            }
          }
        }
      }
      // A page and a total for each of the 16, and the pathways' parts of a page of both.
      expect(kept.nodes.length).toBeGreaterThanOrEqual(32);
      for (const node of kept.nodes) {
        const statement = inlined(node);
        const plan = await sql<{
          detail: string;
        }>`explain query plan ${sql.raw(statement)}`.execute(app.db);
        // Once the page is chosen, reading more of its own rows by their key costs the same
        // however many cases there are.
        if (!/staff_case/.test(statement)) {
          for (const row of plan.rows) expect(row.detail, statement).toMatch(/\(id=\?\)$/);
          continue;
        }
        const steps = plan.rows.map((row) => row.detail);
        const reads = steps.filter((step) => /^(SCAN|SEARCH) /.test(step));
        expect(reads.length, statement).toBeGreaterThan(0);
        for (const read of reads) {
          // A subquery's rows are read as they came, already in order.
          if (/^SCAN (pathway_\d+|pathways)\b/.test(read)) continue;
          // A total is the sum of a few kept counts, never a count of the cases.
          if (/\bsum\(/i.test(statement)) {
            expect(read, statement).toMatch(/^SEARCH staff_case_count USING/);
            continue;
          }
          expect(read, statement).toMatch(/^SEARCH staff_case USING (COVERING )?INDEX staff_case_/);
          expect(statement).not.toMatch(/\bcount\(/i);
        }
        // A pathway's cases come in the index's order; only a caller of several teams has the
        // first cases of each pathway (each a query kept here too) merged into one page.
        if (!/union all/i.test(statement)) {
          expect(steps.join('\n'), statement).not.toMatch(/TEMP B-TREE/);
        }
      }
    },
  );

  it('finds a case by the start of its reference in any case, and by the start of any word of the name', async () => {
    const ben = submitted[2];
    const reference = ben?.reference ?? '';
    for (const q of [reference, reference.toLowerCase(), reference.slice(0, -1)]) {
      expect(await listIds({ q }), q).toContain(ben?.id);
    }
    expect(await listIds({ q: reference.toLowerCase() })).toEqual([ben?.id]);
    for (const q of ['ben', 'Smi', 'ben  smith', ' BEN SMITH ']) {
      expect(await listIds({ q }), q).toEqual([ben?.id]);
    }
    // The middle of a word is not where anyone starts typing a name.
    expect(await listIds({ q: 'mith' })).toEqual([]);
    expect(await listIds({ q: 'smith ben' })).toEqual([]);
  });

  it.runIf(database.name === 'sqlite')(
    'searches from the index of search terms, never a scan of the cases',
    async () => {
      const kept = new KeepQueries();
      const watched = new StaffCaseRepository(app.db.withPlugin(kept));
      for (const isThresholdReached of [false, true]) {
        for (const sort of ['oldest', 'most-unmet'] as const) {
          for (const formTypeCodes of [['CSA'], ['CSA', 'CARERS']] as FormTypeCode[][]) {
            await watched.list({
              formTypeCodes,
              q: 'Ben',
              isThresholdReached,
              sort,
              page: 1,
              pageSize: 25,
            });
          }
        }
      }
      for (const node of kept.nodes) {
        const statement = inlined(node);
        const plan = await sql<{
          detail: string;
        }>`explain query plan ${sql.raw(statement)}`.execute(app.db);
        // Once the page is chosen, reading more of its own rows by their key costs the same
        // however many cases there are.
        if (!/staff_case/.test(statement)) {
          for (const row of plan.rows) expect(row.detail, statement).toMatch(/\(id=\?\)$/);
          continue;
        }
        const reads = plan.rows
          .map((row) => row.detail)
          .filter(
            (step) =>
              /^(SCAN|SEARCH) /.test(step) && !/^SCAN (pathway_\d+|pathways|found)\b/.test(step),
          );
        expect(reads, statement).toContainEqual(
          expect.stringMatching(/^SEARCH staff_case_term USING/),
        );
        for (const read of reads) expect(read, statement).toMatch(/^SEARCH /);
        // Each match's case by its key, never a walk through the team's cases.
        for (const read of reads.filter((step) => /^SEARCH staff_case /.test(step))) {
          expect(read, statement).toMatch(/\(form_id=\?\)$/);
        }
      }
    },
  );

  it('finds a name with a letter outside ASCII as the resident wrote it', async () => {
    expect(await listIds({ q: 'zoë' })).toEqual([submitted[0]?.id]);
  });

  it('finds a name whatever the case of its accented capitals, as staff type it', async () => {
    const emile = submitted[3]?.id;
    for (const q of ['émile', 'ÉMILE', 'Émile øvergård', 'ØVERGÅRD']) {
      expect(await listIds({ q }), q).toEqual([emile]);
    }
  });

  it('keeps the total of every filter right as cases change status and lose their figures', async () => {
    const [first, second] = submitted;
    const changed = await cases.recordStatus(
      {
        formId: first?.id ?? '',
        previousStatus: 'new',
        status: 'contacted',
        note: null,
        actor: { id: 'staff', name: 'Case Worker', email: null },
        at: new Date(),
      },
      app.db,
    );
    expect(changed).toBe(true);
    // As erasure empties them.
    await app.db
      .updateTable('staff_case')
      .set({ care_act_unmet_count: null, care_act_threshold_reached: null })
      .where('form_id', '=', second?.id ?? '')
      .execute();
    for (const formTypeCodes of [['CSA'], ['CARERS'], ['CSA', 'CARERS']] as FormTypeCode[][]) {
      for (const status of [undefined, 'new', 'contacted', 'closed'] as const) {
        for (const isThresholdReached of [false, true]) {
          const filter = { formTypeCodes, status, isThresholdReached, page: 1 };
          const { rows } = await cases.list({ ...filter, pageSize: 1000 });
          const { total } = await cases.list({ ...filter, pageSize: 1 });
          expect(total, JSON.stringify(filter)).toBe(rows.length);
        }
      }
    }
    const { total: contacted } = await cases.list({
      formTypeCodes: ['CSA'],
      status: 'contacted',
      page: 1,
      pageSize: 1,
    });
    expect(contacted).toBe(1);
  });

  it('shows a caller of no team no submission at all', async () => {
    const { rows, total } = await cases.list({ formTypeCodes: [], page: 1, pageSize: 25 });
    expect(rows).toEqual([]);
    expect(total).toBe(0);
    expect(await cases.get(submitted[0]?.id ?? '', [])).toBeNull();
  });
});
