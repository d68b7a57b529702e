import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadChunks } from './scripts/first-load-chunks.ts';

// The API process (npm run dev starts it on :3000) answers /v1 and the dev-only /dev pages;
// Vite serves everything else with hot reload.
const api = 'http://127.0.0.1:3000';
const chunks = firstLoadChunks();

export default defineConfig({
  root: 'web',
  plugins: [react(), chunks.plugin],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: which chunks each page needs (scripts/check-bundle.ts reads it).
    manifest: true,
    rollupOptions: {
      // The app, and the public event page's small first download (web/public-page).
      input: { app: 'web/index.html', publicEvent: 'web/public-event.html' },
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/v1': { target: api },
      '^/dev(/|$)': { target: api },
    },
  },
});
