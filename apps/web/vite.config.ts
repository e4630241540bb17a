/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdGuard, precompress } from './build/vite-plugins';

export default defineConfig({
  plugins: [react(), antdGuard(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The manifest tells the server which chunks a page needs, so it can preload them from the HTML head.
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // zod is for forms only: in a chunk of its own, it never rides along with a small shared module
        // (the validation message keys) into a page that has no form.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/external_api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
