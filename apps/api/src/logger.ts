import pino, { type Logger } from 'pino';
import type { AppConfig } from './config';

/** The process's one logger (pino, JSON lines; pretty only for a developer's terminal). */
export function createLogger(config: Pick<AppConfig, 'env' | 'logLevel'>): Logger {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
