#!/bin/sh
# Builds the web app and the server, then replaces this shell with the server, so the one
# process left running is node itself (docs/decisions/0064). `npm start` runs this script too,
# under an npm process of its own.
set -e
cd "$(dirname "$0")"
npm run --silent build
# glibc gives each thread that allocates (the PDF worker, V8's helpers) a malloc arena of its
# own; two are enough for this service and keep a few MB of idle memory down.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
NODE_ENV=${NODE_ENV:-production} exec node --enable-source-maps apps/server/dist/server.mjs
