// Bundles the server (with the shared and migrations workspaces) into dist/; npm packages stay external.
import { build } from 'esbuild';
import { cpSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Vite too: only the development pages load it (src/http/dev-pages.ts), never the build.
const external = [...Object.keys(pkg.dependencies), 'vite'].filter(
  (name) => !name.startsWith('@hercircle/'),
);

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The demo podcast audio (src/seed/media): the bundle finds it beside itself, as the sources do.
cpSync(new URL('./src/seed/media/', import.meta.url), new URL('./dist/media/', import.meta.url), {
  recursive: true,
});
