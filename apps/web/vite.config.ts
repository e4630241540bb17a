/// <reference types="vitest/config" />
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdGuard, countryFlags, precompress } from './build/vite-plugins.ts';

const config: UserConfig = {
  plugins: [react(), antdGuard(), countryFlags(), precompress()],
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
};

export default defineConfig(({ command }) => {
  // A build is always the production build: with NODE_ENV=development in the shell (the server's documented
  // default) Vite would otherwise bundle React's development build, almost twice the entry's size. Vite reads
  // NODE_ENV again after loading this file, and its own message says to set it here. Tests keep theirs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
