// Reads one bench/load.ts log and prints, per round, the ratios bench/ablate.sh compares:
// GET as % of bare Fastify, PUT as % of the raw one-commit loop, /healthz p99 during the PUTs,
// a save's p99 at the fixed rate, and which of issue 37's floors the round missed.
import fs from 'node:fs';

const [name, run, file] = process.argv.slice(2);
const rounds = [];
let round;
let database;
for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
  const roundStart = /^round (\d+)/.exec(line);
  if (roundStart) {
    round = { number: roundStart[1], parts: [] };
    rounds.push(round);
    continue;
  }
  if (!round) continue;
  const get = /^\s+(SQLite|PostgreSQL)\s+GET \/form\/\{id\}\s+\d+\/s = ([\d.]+)% of bare/.exec(
    line,
  );
  if (get) {
    database = get[1];
    round.parts.push(`${database} GET ${get[2]}%`);
  }
  const put = /PUT \/form\/\{id\}\s+\d+\/s = .*?([\d.]+)% of raw (?:pg )?durable/.exec(line);
  if (put && database) round.parts.push(`PUT ${put[1]}%`);
  const health = /\/healthz during the PUTs: .*p99 ([\d.]+ ms)/.exec(line);
  if (health && database) round.parts.push(`healthz p99 ${health[1]}`);
  const fixed = /at a fixed rate, .*?: PUT .*?p99 ([\d.]+ ms)/.exec(line);
  if (fixed && database) round.parts.push(`fixed-rate save p99 ${fixed[1]}`);
  const missed = line.match(/[^:;]+ MISSED/g);
  if (/issue 37's floors/.test(line) && missed) {
    round.parts.push(
      `MISSED ${missed.map((floor) => floor.replace(/ MISSED$/, '').trim()).join(' / ')}`,
    );
  }
  if (/OTHER FAILURES/.test(line)) round.parts.push('OTHER FAILURES');
}
if (rounds.length === 0) console.log(`${name} run ${run}: no rounds in ${file}`);
for (const { number, parts } of rounds) {
  console.log(`${name} run ${run} round ${number}: ${parts.join(', ')}`);
}
