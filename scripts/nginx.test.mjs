import { describe, expect, it } from 'vitest';
import { nginxArgs, nginxConfig } from './nginx.mjs';

describe('nginxConfig', () => {
  const config = nginxConfig({
    listenPort: 3000,
    upstreamPorts: [3001, 3002],
    runDir: '/tmp/run',
    workerProcesses: 1,
  });

  it('balances over every process with keep-alive and a passive health check', () => {
    expect(config).toContain('server 127.0.0.1:3001 max_fails=2 fail_timeout=10s;');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=2 fail_timeout=10s;');
    expect(config).toMatch(/keepalive 32;/);
    expect(config.match(/keepalive_requests 10000;/g)).toHaveLength(2);
    expect(config).toContain('proxy_http_version 1.1;');
    expect(config).toContain('proxy_set_header Connection "";');
    expect(config).toContain('listen 3000;');
    expect(config).toContain('worker_processes 1;');
  });

  it('tells the API who the client is', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  });

  it('runs in the foreground and writes only under its run folder', () => {
    expect(config).toContain('daemon off;');
    const paths = [...config.matchAll(/^\s*(?:pid|error_log|\w+_temp_path) ([^\s;]+)/gm)];
    expect(paths.length).toBeGreaterThanOrEqual(7);
    for (const [, file] of paths) expect(file.startsWith('/tmp/run/')).toBe(true);
    expect(config).toContain('access_log off;');
    expect(config).not.toContain('/var/');
    expect(config).not.toMatch(/^user /m);
    expect(nginxArgs('/tmp/run', '/tmp/run/nginx.conf')).toEqual([
      '-p',
      '/tmp/run',
      '-e',
      '/tmp/run/error.log',
      '-c',
      '/tmp/run/nginx.conf',
    ]);
  });

  it('never sends a POST to a second process', () => {
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(config).not.toMatch(/^\s*proxy_next_upstream .*non_idempotent/m);
  });

  it('takes the options it is given', () => {
    const custom = nginxConfig({
      listenPort: 8080,
      upstreamPorts: [9001],
      runDir: '/srv/run',
      user: 'root',
      accessLog: true,
      maxFails: 3,
      failTimeoutSeconds: 5,
      keepalive: 8,
    });
    expect(custom).toMatch(/^user root;$/m);
    expect(custom).toContain('access_log /srv/run/access.log;');
    expect(custom).toContain('server 127.0.0.1:9001 max_fails=3 fail_timeout=5s;');
    expect(custom).toContain('keepalive 8;');
    expect(custom).toContain('worker_processes auto;');
  });

  it('refuses no process or a bad port', () => {
    expect(() => nginxConfig({ listenPort: 3000, upstreamPorts: [], runDir: '/r' })).toThrow();
    expect(() => nginxConfig({ listenPort: 0, upstreamPorts: [3001], runDir: '/r' })).toThrow();
  });
});
