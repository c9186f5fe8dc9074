import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compressAssets } from './web/scripts/compress-assets.mjs';
import { stampServiceWorker } from './web/scripts/stamp-service-worker.mjs';

const sharedDir = fileURLToPath(new URL('./api/src/shared', import.meta.url));

// The dev server forwards /api (REST and socket.io) to the API. The API refuses state-changing requests
// whose Origin is not its PUBLIC_URL, so the proxy presents the API's own origin.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * After the build: the service worker gets the build's version (it must change with the build), then .br and
 * .gz copies of every compressible file, served by the API by Accept-Encoding.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'plenum-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await stampServiceWorker(outDir);
      await compressAssets(outDir);
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), precompress()],
  resolve: {
    alias: [{ find: /^#shared\/(.*)$/, replacement: `${sharedDir}/$1` }],
  },
  server: {
    proxy: {
      '/api': {
        target: apiTarget,
        ws: true,
        headers: { origin: apiTarget },
      },
    },
  },
  build: {
    outDir: '../dist-web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // Read by web/scripts/bundle-size.mjs to add up what a route loads.
    manifest: true,
  },
  test: {
    root: 'web',
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    globals: true,
    setupFiles: ['./src/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Typing into antd forms key by key is slow in jsdom, and npm test runs vitest beside jest on two cores.
    testTimeout: 60000,
  },
});
