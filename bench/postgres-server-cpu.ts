import fs from 'node:fs';

/** Linux's USER_HZ, the unit of /proc's CPU times: 100 on every architecture Node runs on. */
const ticksPerSecond = 100;

/**
 * The CPU time PostgreSQL's processes on this machine have used so far (user and system), in
 * microseconds, or NaN where there is no /proc or no such process (a database elsewhere). Exited
 * backends count too: the postmaster's children's times hold them. Read before and after a run,
 * it tells what the database server spent on the service's requests, which the service's own
 * figure leaves out although both share the machine's cores.
 */
export function postgresServerCpuMicros(): number {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return NaN;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    // The name is in parentheses and may hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    // utime, stime, cutime and cstime: the 14th to 17th fields, 12th to 15th after the name.
    ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    found = true;
  }
  return found ? (ticks / ticksPerSecond) * 1_000_000 : NaN;
}
