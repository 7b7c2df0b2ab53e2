// Preloaded into the profiled server by bench/profile.mjs. SIGTERM becomes a clean exit, so
// `--cpu-prof` writes its profile; SIGUSR2 records when the measured load starts, on the
// monotonic clock the profile's timestamps use (µs), so start-up and warm-up are left out.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  writeFileSync(process.env.PROFILE_MARK_FILE, String(process.hrtime.bigint() / 1000n));
});
process.on('SIGTERM', () => process.exit(0));
