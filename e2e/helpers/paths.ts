/** The browser suite's git-ignored output: traces, screenshots, the HTML report, the server log. */
export const RESULTS_DIR = 'e2e-results';

/** Everything the storefront under test prints, for tests that check what happened on its side. */
export const SERVER_LOG = `${RESULTS_DIR}/server.log`;
