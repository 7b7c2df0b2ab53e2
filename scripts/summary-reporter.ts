import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one closing line, `<suite>: N passed, N failed` (plus skipped), that CI
 * tooling reads the same way for every runner.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') {
          counts.passed += 1;
        } else if (state === 'failed') {
          counts.failed += 1;
        } else {
          counts.skipped += 1;
        }
      }
    }
    counts.failed += unhandledErrors.length;
    const suite = process.env.TEST_SUITE_NAME ?? 'tests';
    console.log(
      `\n${suite}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
    );
  }
}
