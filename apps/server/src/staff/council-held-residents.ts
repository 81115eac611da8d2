import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  constants,
  type CallerSummary,
  type TeamRoleName,
  type startCallerRequestSchema,
} from '@csa/contracts';
import type { z } from 'zod';
import type { Database } from '../database/index.ts';
import { FormRepository } from '../forms/index.ts';
import type { StaffActor } from '../audit/index.ts';
import { formTypesFor, teamFor } from './staff-teams.ts';

export type StartCaller = z.output<typeof startCallerRequestSchema>;

/** Open council-held records a team's list shows at most. */
const listLimit = 100;

/**
 * Council-held residents (assisted digital, docs/decisions/0135): people who phoned, whose
 * assessment a member of staff takes. Each is an app_user row that owns the assessment, with no
 * password, no sign-in address and no mobile, so nobody can sign in as it, and a
 * council_held_resident row of the same id that says which team's staff may act for it. Every
 * read here names the teams the caller of it works in: another team's record is not found.
 */
export class CouncilHeldResidents {
  private readonly forms: FormRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.forms = new FormRepository(db);
  }

  /** The record, its owner row and its new, empty assessment, written in one transaction. */
  async start(caller: StartCaller, actor: StaffActor, at: Date): Promise<CallerSummary> {
    const userId = randomUUID();
    const team = teamFor(caller.formTypeCode);
    const callerName = `${caller.callerFirstName} ${caller.callerLastName}`;
    const now = at.toISOString();
    const form = await this.db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('app_user')
        .values({
          id: userId,
          name: callerName,
          // Where the council's receipt goes; never a sign-in address.
          email: caller.email ?? null,
          login_email: null,
          password_hash: null,
          postcode: null,
          image_url: null,
          registration_time: now,
          mobile_phone_number: null,
          date_of_birth: null,
        })
        .execute();
      await transaction
        .insertInto('council_held_resident')
        .values({
          user_id: userId,
          team,
          caller_name: callerName,
          caller_phone: caller.phone ?? null,
          caller_email: caller.email ?? null,
          caller_address: caller.postalAddress ?? null,
          is_caller_the_person: caller.isCallerThePerson ? 1 : 0,
          relationship: caller.isCallerThePerson ? null : (caller.relationship ?? null),
          relationship_other:
            !caller.isCallerThePerson && caller.relationship === 'other'
              ? (caller.relationshipOther ?? null)
              : null,
          has_consent: 1,
          started_by_id: actor.id,
          started_by_name: actor.name,
          created_at: now,
          handed_over_at: null,
        })
        .execute();
      return this.forms.create(
        {
          ownerId: userId,
          formTypeCode: caller.formTypeCode,
          formName: constants.assessmentTitle,
          title: constants.assessmentTitle,
          pageCount: 0,
        },
        transaction,
      );
    });
    return {
      id: userId,
      callerName,
      formTypeCode: caller.formTypeCode,
      formId: form.id,
      startedAt: now,
      startedByName: actor.name,
      isStartedByMe: true,
      isFinished: false,
    };
  }

  /** One record of `teams` that staff may still act for (not handed over); null otherwise. */
  async findForTeams(
    userId: string,
    teams: readonly TeamRoleName[],
    staffId: string,
  ): Promise<(CallerSummary & { team: TeamRoleName }) | null> {
    if (teams.length === 0) return null;
    const rows = await this.#summaries(teams)
      .where('council_held_resident.user_id', '=', userId)
      .execute();
    const row = rows[0];
    return row ? this.#toSummary(row, staffId) : null;
  }

  /** The open records of `teams`, newest first: the ones started by `staffId` and those a
   * colleague may take over. */
  async listOpenForTeams(
    teams: readonly TeamRoleName[],
    staffId: string,
  ): Promise<CallerSummary[]> {
    if (teams.length === 0) return [];
    const rows = await this.#summaries(teams)
      .where('form.submitted_fields', 'is', null)
      .where((eb) =>
        eb.or([eb('form.status', 'is', null), eb('form.status', '!=', constants.abandonedStatus)]),
      )
      .orderBy('council_held_resident.created_at', 'desc')
      .orderBy('council_held_resident.user_id')
      .limit(listLimit)
      .execute();
    return rows.map((row) => this.#toSummary(row, staffId));
  }

  /** Sets the council-held record a staff session acts for; the resident form calls read it
   * with the session (accounts/authenticate.ts). */
  async actFor(sessionId: string, userId: string, team: TeamRoleName): Promise<void> {
    await this.db
      .updateTable('app_session')
      .set({ acting_for_user_id: userId, acting_for_team: team })
      .where('id', '=', sessionId)
      .execute();
  }

  /** Ends a session's acting for anyone; the council-held record it acted for, if any. */
  async stopActing(sessionId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('app_session')
      .select('acting_for_user_id')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    await this.db
      .updateTable('app_session')
      .set({ acting_for_user_id: null, acting_for_team: null })
      .where('id', '=', sessionId)
      .execute();
    return row?.acting_for_user_id ?? null;
  }

  #summaries(teams: readonly TeamRoleName[]) {
    return this.db
      .selectFrom('council_held_resident')
      .leftJoin('form', 'form.owner_id', 'council_held_resident.user_id')
      .select([
        'council_held_resident.user_id as id',
        'council_held_resident.team as team',
        'council_held_resident.caller_name as callerName',
        'council_held_resident.created_at as startedAt',
        'council_held_resident.started_by_id as startedById',
        'council_held_resident.started_by_name as startedByName',
        'council_held_resident.handed_over_at as handedOverAt',
        'form.id as formId',
        'form.submitted_fields as submittedFields',
        'form.status as status',
      ])
      .where('council_held_resident.team', 'in', teams)
      .where('council_held_resident.handed_over_at', 'is', null);
  }

  #toSummary(
    row: {
      id: string;
      team: string;
      callerName: string;
      startedAt: string;
      startedById: string;
      startedByName: string;
      handedOverAt: string | null;
      formId: string | null;
      submittedFields: string | null;
      status: string | null;
    },
    staffId: string,
  ): CallerSummary & { team: TeamRoleName } {
    return {
      id: row.id,
      team: row.team as TeamRoleName,
      callerName: row.callerName,
      // A team works one pathway, so the record's team names it.
      formTypeCode: formTypesFor([row.team])[0] ?? 'CSA',
      formId: row.formId,
      startedAt: row.startedAt,
      startedByName: row.startedByName,
      isStartedByMe: row.startedById === staffId,
      isFinished:
        row.submittedFields !== null ||
        row.status === constants.abandonedStatus ||
        row.handedOverAt !== null,
    };
  }
}
