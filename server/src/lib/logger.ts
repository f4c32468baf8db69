import type { FastifyServerOptions } from 'fastify';
import PinoPretty from 'pino-pretty';
import type { Env } from '../env.ts';

/**
 * Log lines are JSON for machines (files, collectors) and readable lines for a person at a terminal.
 * LOG_FORMAT=auto picks by whether stdout is a TTY.
 */
export function loggerOptions(
  env: Pick<Env, 'LOG_LEVEL' | 'LOG_FORMAT'>,
  isTTY = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT === 'auto' && isTTY);
  return {
    level: env.LOG_LEVEL,
    serializers: {
      // Live subscriptions carry the session token in the query string, and emailed links
      // (unsubscribe, confirmations) a token of their own: never write either to a log.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(/\b(connectionParams|token)=[^&]*/gi, '$1=[redacted]'),
        remoteAddress: req.ip,
      }),
    },
    ...(pretty
      ? {
          stream: PinoPretty({
            colorize: isTTY,
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname',
            singleLine: true,
          }),
        }
      : {}),
  };
}
