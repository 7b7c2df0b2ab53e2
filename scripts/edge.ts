/**
 * npm run edge: Varnish in front of the storefront's origins, in the foreground
 * (docs/decisions/021-http-cache-in-front.md). Settings: EDGE_ORIGINS, EDGE_PORT, EDGE_HOST,
 * EDGE_PURGE_ALLOW, EDGE_MEMORY (scripts/edge-vcl.ts). Stops on SIGTERM or Ctrl-C and
 * removes its working directory. Exit codes: varnishd's own, 1 on a configuration error.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { stopOnConfigError } from '../src/lib/config.ts';
import { edgeSharedCookies, readEdgeSettings, varnishdArgs, writeEdgeVcl } from './edge-vcl.ts';

const settings = stopOnConfigError(() => readEdgeSettings(process.env));
const sharedCookies = await edgeSharedCookies(settings.mockMode);

// varnishd started as root drops to its own users (varnish, vcache): they must read the VCL
// and write their part of this directory
const directory = mkdtempSync(join(tmpdir(), 'storefront-edge-'));
chmodSync(directory, 0o755);
writeEdgeVcl(directory, { ...settings, sharedCookies });

const varnishd = spawn(process.env.VARNISHD_PATH ?? 'varnishd', varnishdArgs(directory, settings), {
  stdio: ['ignore', 'inherit', 'inherit'],
});

const cleanUp = () => rmSync(directory, { recursive: true, force: true });

varnishd.once('error', (error) => {
  console.error(
    `[edge] varnishd did not start: ${error.message} (scripts/toolchain.sh edge installs it)`,
  );
  cleanUp();
  process.exit(1);
});
/** Resolves once the edge's port takes a connection (varnishd compiles its VCL first). */
const accepting = async () => {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const probe = connect({ host: settings.host, port: settings.port });
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    if (open) {
      return;
    }
    await delay(200);
  }
};

varnishd.once('spawn', () => {
  void accepting().then(() => {
    const origins = settings.origins.map(({ host, port }) => `${host}:${port}`).join(', ');
    const listen = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
    console.log(`[edge] listening on http://${listen}:${settings.port} in front of ${origins}`);
    console.log(
      `[edge] purge allowed from: ${settings.purgeAllow.join(', ') || 'nowhere'}; working directory ${directory}`,
    );
    console.log(`[edge] pages keyed on the cookies: ${sharedCookies.join(', ')}`);
    const intake = settings.beaconIntake;
    console.log(
      intake
        ? `[edge] monitoring beacons sent from here to http://${intake.host}:${intake.port}${intake.path}`
        : '[edge] monitoring beacons passed to the origins (no plain-HTTP MONITORING_INTAKE_URL)',
    );
  });
});
varnishd.once('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => varnishd.kill('SIGTERM'));
}
