// nginx in front of several API processes (issue 32): the configuration, written from a few
// options by a pure function (tested in nginx.test.mjs), and Debian's nginx found or installed.
// Used by `npm run cluster` (scripts/cluster.mjs) and `npm run bench:cluster` (bench/cluster.ts).
import path from 'node:path';
import { ensureDebianBinary } from './debian-package.mjs';

/**
 * The whole nginx.conf for a balancer on `listenPort` over `upstreamPorts` (API processes on
 * 127.0.0.1), every path it writes under `runDir`, so it runs as any user beside a system nginx.
 *
 * @param {{
 *   listenPort: number;
 *   upstreamPorts: number[];
 *   runDir: string;
 *   workerProcesses?: number | 'auto';
 *   user?: string;
 *   accessLog?: boolean;
 *   maxFails?: number;
 *   failTimeoutSeconds?: number;
 *   keepalive?: number;
 * }} options
 * @returns {string}
 */
export function nginxConfig(options) {
  const {
    listenPort,
    upstreamPorts,
    runDir,
    workerProcesses = 'auto',
    user,
    accessLog = false,
    maxFails = 2,
    failTimeoutSeconds = 10,
    keepalive = 32,
  } = options;
  if (upstreamPorts.length === 0) throw new Error('nginxConfig: at least one upstream port');
  for (const port of [listenPort, ...upstreamPorts]) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`nginxConfig: invalid port ${port}`);
    }
  }
  const at = (name) => path.join(runDir, name);
  const servers = upstreamPorts
    .map(
      (port) =>
        `    server 127.0.0.1:${port} max_fails=${maxFails} fail_timeout=${failTimeoutSeconds}s;`,
    )
    .join('\n');
  return `# Written by scripts/nginx.mjs (npm run cluster / bench:cluster); not a system file.
${user ? `user ${user};\n` : ''}daemon off;
worker_processes ${workerProcesses};
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;

events {
  worker_connections 4096;
}

http {
  ${accessLog ? `access_log ${at('access.log')};` : '# The API logs every request itself.\n  access_log off;'}
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};

  server_tokens off;
  # Event pictures are at most 5 MB (MAX_IMAGE_BYTES); the API refuses more with its own message.
  client_max_body_size 8m;

  upstream bilheteria_api {
    # Passive health check: a process that fails ${maxFails} times in ${failTimeoutSeconds} s gets no requests
    # for ${failTimeoutSeconds} s. A process that is up but has lost its database answers 503 on
    # /api/health, which a balancer with active checks (HAProxy, a cloud balancer) polls.
    least_conn;
${servers}
    keepalive ${keepalive};
    # nginx's default (1000) closes a busy kept-alive connection every second or so.
    keepalive_requests 10000;
  }

  server {
    listen ${listenPort};
    # The same for the clients' connections (browsers, a balancer in front).
    keepalive_requests 10000;

    location / {
      proxy_pass http://bilheteria_api;
      # Kept-alive connections to the processes need HTTP/1.1 and no "Connection: close".
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The API runs with TRUST_PROXY=1: it takes the client's address and scheme from these.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      proxy_connect_timeout 2s;
      # Reports and exports stream for a while.
      proxy_read_timeout 300s;
      # Another process is tried when one is down or answers 502-504 — for GET and HEAD only:
      # nginx never sends a POST again (non_idempotent is off), so an order is never placed twice.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      # Big answers (a CSV export) stream to the client instead of into temporary files.
      proxy_max_temp_file_size 0;
    }
  }
}
`;
}

/** Where Debian puts nginx, or NGINX_PATH. */
export const nginxPath = () => process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The nginx binary, installed with apt-get when missing and we are root (as scripts/test.mjs
 * does for Chromium); null, after saying how to install it, otherwise.
 * @returns {string | null}
 */
export function ensureNginx() {
  return ensureDebianBinary({
    binary: nginxPath(),
    packageName: 'nginx',
    pathVariable: 'NGINX_PATH',
    note: 'only the binary is used: no system configuration is read or changed',
  });
}

/**
 * The `user` line nginx needs when started by root: without it root's workers run as `nobody`,
 * which cannot write to the run folder.
 * @returns {string | undefined}
 */
export function nginxUser() {
  if (process.getuid?.() !== 0) return undefined;
  return 'root';
}

/**
 * The arguments that run nginx on `configFile` with its prefix and startup error log in
 * `runDir` (before reading its configuration nginx would open /var/log/nginx/error.log).
 * @param {string} runDir
 * @param {string} configFile
 * @returns {string[]}
 */
export function nginxArgs(runDir, configFile) {
  return ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', configFile];
}
