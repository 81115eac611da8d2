import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../is-postgres.ts';

/**
 * How many cases each pathway has in each status, by whether they reach the indicative
 * threshold (-1 where the outcomes were not kept), kept by the database itself as cases are
 * opened, change status, are emptied by erasure or removed (docs/decisions/0121). The inbox's
 * total for a page without a search is then a sum of at most a few dozen rows, where it was a
 * count of every case of the team. Triggers keep it, so no writer of staff_case can forget it.
 * On PostgreSQL a change that moves a case between two counts updates them in the order of
 * their keys, so two opposite changes at once wait for each other rather than deadlock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table staff_case_count (
      form_type_code text not null,
      status text not null,
      threshold_reached integer not null,
      cases integer not null,
      primary key (form_type_code, status, threshold_reached)
    )`.execute(db);
  await sql`insert into staff_case_count (form_type_code, status, threshold_reached, cases)
    select coalesce(form_type_code, ''), status, coalesce(care_act_threshold_reached, -1),
      count(*)
    from staff_case
    group by coalesce(form_type_code, ''), status, coalesce(care_act_threshold_reached, -1)`.execute(
    db,
  );
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function staff_case_count_change() returns trigger language plpgsql as $$
        declare
          old_key text;
          new_key text;
        begin
          if tg_op <> 'INSERT' then
            old_key := concat_ws('|', coalesce(old.form_type_code, ''), old.status,
              coalesce(old.care_act_threshold_reached, -1));
          end if;
          if tg_op <> 'DELETE' then
            new_key := concat_ws('|', coalesce(new.form_type_code, ''), new.status,
              coalesce(new.care_act_threshold_reached, -1));
          end if;
          if old_key is not distinct from new_key then return null; end if;
          if old_key is not null and (new_key is null or old_key < new_key) then
            update staff_case_count set cases = cases - 1
              where form_type_code = coalesce(old.form_type_code, '') and status = old.status
                and threshold_reached = coalesce(old.care_act_threshold_reached, -1);
            old_key := null;
          end if;
          if new_key is not null then
            insert into staff_case_count (form_type_code, status, threshold_reached, cases)
              values (coalesce(new.form_type_code, ''), new.status,
                coalesce(new.care_act_threshold_reached, -1), 1)
              on conflict (form_type_code, status, threshold_reached)
              do update set cases = staff_case_count.cases + 1;
          end if;
          if old_key is not null then
            update staff_case_count set cases = cases - 1
              where form_type_code = coalesce(old.form_type_code, '') and status = old.status
                and threshold_reached = coalesce(old.care_act_threshold_reached, -1);
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger staff_case_count after insert or update or delete on staff_case
      for each row execute function staff_case_count_change()`.execute(db);
    return;
  }
  const add = `insert into staff_case_count (form_type_code, status, threshold_reached, cases)
      values (coalesce(new.form_type_code, ''), new.status,
        coalesce(new.care_act_threshold_reached, -1), 1)
      on conflict (form_type_code, status, threshold_reached) do update set cases = cases + 1;`;
  const remove = `update staff_case_count set cases = cases - 1
      where form_type_code = coalesce(old.form_type_code, '') and status = old.status
        and threshold_reached = coalesce(old.care_act_threshold_reached, -1);`;
  await sql
    .raw(
      `create trigger staff_case_count_insert after insert on staff_case
    begin ${add} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger staff_case_count_delete after delete on staff_case
    begin ${remove} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger staff_case_count_update
    after update of form_type_code, status, care_act_threshold_reached on staff_case
    when old.form_type_code is not new.form_type_code or old.status is not new.status
      or old.care_act_threshold_reached is not new.care_act_threshold_reached
    begin ${remove} ${add} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger staff_case_count on staff_case`.execute(db);
    await sql`drop function staff_case_count_change()`.execute(db);
  } else {
    for (const change of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger staff_case_count_${change}`).execute(db);
    }
  }
  await sql`drop table staff_case_count`.execute(db);
}
