/**
 * GET load from wrk (Debian's package, written in C): bench:cluster's catalog load. On a 2-core
 * machine the load generator takes its CPU from the processes being measured; autocannon spent
 * ~0.25 ms of CPU per request (a quarter of a core at 1,200 requests/s), wrk a tenth of that, so
 * the sides differ by what the server does rather than by what the generator can send.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDebianBinary } from '../scripts/debian-package.mjs';

export interface WrkJob {
  url: string;
  /** Asked in turn, one per request. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface WrkMeasure {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** wrk's own CPU seconds (user + system) for the whole run. */
  cpuSeconds: number;
}

export const ensureWrk = () =>
  ensureDebianBinary({
    binary: process.env.WRK_PATH ?? '/usr/bin/wrk',
    packageName: 'wrk',
    pathVariable: 'WRK_PATH',
  });

/** The paths in turn, and one JSON line with the figures at the end (wrk's Lua API). */
function script(job: WrkJob): string {
  const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string here
  const headers = Object.entries(job.headers)
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(', ');
  return `local paths = { ${job.paths.map(lua).join(', ')} }
local headers = { ${headers} }
local next_path = 0
request = function()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path], headers)
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\nWRK_JSON {"requests":%d,"microseconds":%d,"p50":%d,"p99":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;
}

/** Children's CPU seconds that this process has waited for (cutime + cstime in /proc). */
function reapedChildrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the command: cutime and cstime are the 14th and 15th fields, i.e. indexes 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

export async function runWrk(binary: string, job: WrkJob): Promise<WrkMeasure> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const scriptFile = path.join(dir, 'load.lua');
  writeFileSync(scriptFile, script(job));
  const cpuBefore = reapedChildrenCpuSeconds();
  try {
    const output = await new Promise<string>((resolve, reject) => {
      // One thread: its cost is one core at most, however many connections it holds.
      const child = spawn(binary, [
        '-t1',
        `-c${job.connections}`,
        `-d${job.durationSeconds}s`,
        '--timeout',
        '10s',
        '-s',
        scriptFile,
        job.url,
      ]);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve(stdout) : reject(new Error(`wrk exited with ${code}: ${stderr}`)),
      );
    });
    const line = output.split('\n').find((candidate) => candidate.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk gave no figures:\n${output}`);
    const figures = JSON.parse(line.slice('WRK_JSON '.length)) as {
      requests: number;
      microseconds: number;
      p50: number;
      p99: number;
      errors: number;
      non2xx: number;
    };
    return {
      requestsPerSecond: Math.round(figures.requests / (figures.microseconds / 1e6)),
      p50Ms: Math.round(figures.p50 / 1_000),
      p99Ms: Math.round(figures.p99 / 1_000),
      errors: figures.errors,
      non2xx: figures.non2xx,
      cpuSeconds: reapedChildrenCpuSeconds() - cpuBefore,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
