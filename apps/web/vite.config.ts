import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
  css: {
    preprocessorOptions: {
      scss: {
        loadPaths: [path.resolve(here, '../../node_modules')],
        quietDeps: true,
        // GOV.UK Frontend 5 still uses @import and global Sass functions.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    target: 'es2020',
    // An inline module-preload polyfill would break the strict CSP; modern browsers need none.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/internal': 'http://localhost:3000',
      '/auth': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/config.json': 'http://localhost:3000',
    },
  },
});
