import { type ChildProcess, spawn } from 'node:child_process';

/**
 * What both benchmarks need to run servers beside themselves: start them, stop them all (also
 * when the script dies), and wait until they answer.
 */
export class ServerProcesses {
  #children: ChildProcess[] = [];
  #stopping = false;
  /** Children stopped one by one through `stop`: their exit is expected. */
  #stopped = new WeakSet<ChildProcess>();

  constructor() {
    process.on('exit', () => this.stopAll());
  }

  /** Runs `command`; an unexpected exit (not one we asked for) is reported on stderr. */
  start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code && code !== 0 && !this.#stopping && !this.#stopped.has(child)) {
        console.error(`${command} ${args.join(' ')} exited with ${code}`);
      }
    });
    this.#children.push(child);
    return child;
  }

  /**
   * Stops one child and resolves once it has exited — so what it held is released (an embedded
   * database's folder, a `--cpu-prof` profile written at exit); SIGKILL after `graceMs`.
   */
  async stop(child: ChildProcess, graceMs = 15_000): Promise<void> {
    this.#stopped.add(child);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  stopAll(): void {
    this.#stopping = true;
    this.#children.forEach((child) => child.kill('SIGTERM'));
  }
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}
