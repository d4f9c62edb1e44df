// Writes .br and .gz next to each compressible file of the build, so the server sends
// pre-compressed assets instead of compressing on every request. Source maps (11 MB, fetched
// only by developer tools) get gzip alone: brotli at quality 11 spent most of the build on them.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  if (!compressible.test(file) || (await stat(file)).size < 1024) continue;
  const content = await readFile(file);
  if (!file.endsWith('.map')) {
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`precompress: ${count} files`);
