import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoadScript } from './vite-plugins/first-load';
import { pageShells } from './vite-plugins/page-shells';
import { themeWithoutTooltip } from './vite-plugins/theme-without-tooltip';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// The API server serves frontend/dist in production; in development Vite forwards API and upload calls to it.
export default defineConfig({
  root: frontendDir,
  plugins: [
    react(),
    themeWithoutTooltip(),
    // Brotli and gzip copies of every hashed asset, served as they are by the API server (ADR 0023);
    // index.html is compressed on the fly, since it is small and not cached.
    stylesheetsAfterShell(),
    firstLoadScript(`${frontendDir}src`),
    pageShells(`${frontendDir}src/app/shells`),
    compression({ include: /^assets\/.*\.(?:js|css|svg|json)$/, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
});

/**
 * Moves the stylesheet links Vite writes into <head> to the end of <body>: content before an
 * in-body stylesheet paints without waiting for it, so the inline-styled shell in #root shows while
 * the stylesheet loads; the app's script still runs only once the stylesheet is there.
 */
function stylesheetsAfterShell(): Plugin {
  return {
    name: 'stylesheets-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const withoutLinks = links.reduce((page, link) => page.replace(link, ''), html);
        return withoutLinks.replace('</body>', `${links.map((link) => `  ${link}\n`).join('')}  </body>`);
      },
    },
  };
}
