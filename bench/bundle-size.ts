/**
 * Prints the gzipped JavaScript and CSS the browser loads for `/`: the entry script, its
 * modulepreloads and stylesheets, as listed in the built index.html. Everything else is
 * lazy-loaded per route and reported separately. Exits 1 over the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const budget = { javascriptKb: 110, cssKb: 25 };
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const initialFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (match) => match[1] as string,
);
const gzippedKb = (file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const sum = (extension: string) =>
  initialFiles
    .filter((file) => file.endsWith(extension))
    .reduce((total, file) => total + gzippedKb(file), 0);
const javascriptKb = sum('.js');
const cssKb = sum('.css');

console.log('Loaded for / (gzipped):');
for (const file of initialFiles)
  console.log(`  ${file.padEnd(52)} ${gzippedKb(file).toFixed(1)} KB`);
console.log(`JavaScript: ${javascriptKb.toFixed(1)} KB (budget ${budget.javascriptKb} KB)`);
console.log(`CSS:        ${cssKb.toFixed(1)} KB (budget ${budget.cssKb} KB)`);

const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((file) => !initialFiles.includes(`assets/${file}`) && /\.(js|css)$/.test(file));
const lazyKb = lazy.reduce((total, file) => total + gzippedKb(`assets/${file}`), 0);
console.log(`Lazy chunks: ${lazy.length} files, ${lazyKb.toFixed(1)} KB gzipped in all`);

if (javascriptKb > budget.javascriptKb || cssKb > budget.cssKb) {
  console.error('Over budget.');
  process.exit(1);
}
