import { Hono } from 'hono';
import { health } from '../middleware/endpoints/health.ts';

const operator = new Hono();
operator.use(health());

/**
 * The value of one series as `GET /metrics` shows it (0 when it has no sample yet): the
 * sample named `name` whose labels include every one of `labels`.
 */
export const readMetric = async (name: string, labels: Record<string, string>) => {
  const text = await (await operator.request('/metrics')).text();
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = text
    .split('\n')
    .find(
      (sample) => sample.startsWith(`${name}{`) && wanted.every((pair) => sample.includes(pair)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};
