import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { z } from 'zod';

const PackageSchema = z.object({ dependencies: z.record(z.string(), z.string()) });
const LockSchema = z.object({
  packages: z.record(z.string(), z.object({ version: z.string().optional() })),
});
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

// React 19.3.1 hardened how server function (Server Action) payloads are decoded
const FLOOR = [19, 3, 1] as const;

const isAtLeastFloor = (version: string) => {
  const parts = /^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1).map(Number) ?? [];
  const first = FLOOR.findIndex((floor, index) => parts[index] !== floor);
  return first === -1 || (parts[first] ?? -1) > FLOOR[first]!;
};

test.each(['react', 'react-dom', 'react-server-dom-webpack'])(
  '%s can neither be declared nor installed below 19.3.1',
  (name) => {
    const range = PackageSchema.parse(read('package.json')).dependencies[name] ?? '';
    // a tilde or caret range's lowest version is the one it names
    expect(range).toMatch(/^[~^]\d+\.\d+\.\d+$/);
    expect(isAtLeastFloor(range.slice(1))).toBe(true);
    const installed = LockSchema.parse(read('package-lock.json')).packages[`node_modules/${name}`];
    expect(isAtLeastFloor(installed?.version ?? '')).toBe(true);
  },
);
