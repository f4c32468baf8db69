// No two files import each other, even through others (conventions.md, review principle 1):
// fails, naming each circle, when server/src or client/src holds one. Type-only and lazy imports
// count too. Seed data is left out (its article lists and their index are one data set).
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '..');

async function circles(workspace) {
  const result = await madge(path.join(root, workspace, 'src'), {
    baseDir: path.join(root, workspace, 'src'),
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, workspace, 'tsconfig.json'),
    excludeRegExp: [/^seed\//],
  });
  return result.circular().map((files) => `${workspace}/src: ${[...files, files[0]].join(' > ')}`);
}

const found = (await Promise.all([circles('server'), circles('client')])).flat();
if (found.length > 0) {
  console.error(`Files that import each other in a circle (${found.length}):`);
  for (const circle of found) console.error(`  ${circle}`);
  process.exit(1);
}
