/**
 * Summarises a `node --cpu-prof` profile (e.g. from `npm --workspace @csa/bench run load --
 * --profile`): the functions with the most time of their own, and the most time including
 * what they call, as shares of busy (non-idle) time.
 *
 *   npm --workspace @csa/bench run profile-summary -- FILE.cpuprofile [--top 25] [--match forms/]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, match: { type: 'string' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: profile-summary FILE.cpuprofile [--top 25] [--match text]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  samples: number[];
};
const top = Number(values.top);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

function nameOf(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (!url) return functionName || '(anonymous)';
  const short = url.includes('node_modules')
    ? url.slice(url.lastIndexOf('node_modules') + 13)
    : path.relative(process.cwd(), url.replace(/^file:\/\//, ''));
  return `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`;
}

const idle = new Set(['(idle)', '(program)']);
const hits = new Map<number, number>();
for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1);

let busy = 0;
const self = new Map<string, number>();
const total = new Map<string, number>();
for (const [id, count] of hits) {
  const node = byId.get(id);
  if (!node || idle.has(node.callFrame.functionName)) continue;
  busy += count;
  const own = nameOf(node);
  self.set(own, (self.get(own) ?? 0) + count);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const onStack = byId.get(at);
    if (!onStack) break;
    const name = nameOf(onStack);
    if (seen.has(name)) continue;
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + count);
  }
}

function print(title: string, counts: Map<string, number>) {
  console.log(`\n${title}`);
  const rows = [...counts]
    .filter(([name]) => !values.match || name.includes(values.match))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  for (const [name, count] of rows) {
    console.log(`  ${((100 * count) / busy).toFixed(1).padStart(5)}%  ${name}`);
  }
}

console.log(`${file}: ${busy} busy samples of ${profile.samples.length}`);
print('self time (share of busy)', self);
print('total time including callees (share of busy)', total);
