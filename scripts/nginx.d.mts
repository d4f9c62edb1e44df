// Types of nginx.mjs for the TypeScript that imports it (bench/cluster.ts).
export interface NginxConfigOptions {
  listenPort: number;
  upstreamPorts: number[];
  runDir: string;
  workerProcesses?: number | 'auto';
  user?: string;
  accessLog?: boolean;
  maxFails?: number;
  failTimeoutSeconds?: number;
  keepalive?: number;
}
export function nginxConfig(options: NginxConfigOptions): string;
export function nginxPath(): string;
export function ensureNginx(): string | null;
export function nginxUser(): string | undefined;
export function nginxArgs(runDir: string, configFile: string): string[];
