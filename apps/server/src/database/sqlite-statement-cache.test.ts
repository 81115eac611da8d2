import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteLock, StatementCache } from './sqlite-connection.ts';

describe('the SQLite statement cache', () => {
  let file: SQLite.Database;

  beforeEach(() => {
    file = new SQLite(':memory:');
    file.prepare('create table t (id integer primary key, v text)').run();
    file.prepare("insert into t (id, v) values (1, 'one')").run();
  });
  afterEach(() => file.close());

  it('compiles a text once and hands back the same statement', () => {
    const statements = new StatementCache(file);
    const first = statements.prepare('select v from t where id = ?');
    expect(statements.prepare('select v from t where id = ?')).toBe(first);
    expect(first.get(1)).toEqual({ v: 'one' });
  });

  it('drops the least recently used statement past its capacity, and only that one', () => {
    const statements = new StatementCache(file, 2);
    const one = statements.prepare('select 1');
    const two = statements.prepare('select 2');
    // Using `select 1` again makes `select 2` the least recently used.
    expect(statements.prepare('select 1')).toBe(one);
    statements.prepare('select 3');
    expect(statements.prepare('select 1')).toBe(one);
    expect(statements.prepare('select 2')).not.toBe(two);
  });

  it('keeps as many statements as its capacity', () => {
    const statements = new StatementCache(file, 2);
    const one = statements.prepare('select 1');
    const two = statements.prepare('select 2');
    expect(statements.prepare('select 2')).toBe(two);
    expect(statements.prepare('select 1')).toBe(one);
  });

  it('keeps raw statements (rows as arrays) apart from the others of the same text', () => {
    const statements = new StatementCache(file);
    const text = 'select id, v from t';
    expect(statements.prepareRaw(text).all()).toEqual([[1, 'one']]);
    expect(statements.prepare(text).all()).toEqual([{ id: 1, v: 'one' }]);
    expect(statements.prepareRaw(text).all()).toEqual([[1, 'one']]);
  });
});

describe('the SQLite connection lock', () => {
  it('hands the connection to waiters in the order they asked', async () => {
    const lock = new SqliteLock();
    await lock.acquire();
    const order: number[] = [];
    const waiters = [1, 2, 3].map((waiter) =>
      lock.acquire().then(() => {
        order.push(waiter);
        lock.release();
      }),
    );
    expect(lock.tryAcquire()).toBe(false);
    lock.release();
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    // The last release frees it.
    expect(lock.tryAcquire()).toBe(true);
    expect(lock.tryAcquire()).toBe(false);
  });
});
