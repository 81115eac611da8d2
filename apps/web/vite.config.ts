import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ command }) => {
  // A build is always the production bundle: NODE_ENV=development left in an operator's shell
  // would otherwise ship React's development build (half as large again, and slower).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

const config = {
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
} satisfies UserConfig;
