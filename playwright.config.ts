/**
 * E2E against dist served by embed/ with the built-in mock (the tests).
 * Debian's Chromium only (its headless shell where installed): Playwright never downloads a browser here.
 *
 * One webServer builds once (into E2E_DIST, default .tmp/e2e-dist-PORT) and serves it on
 * E2E_PORT (4173); a second one serves the same files on E2E_PORT + 1 with the
 * mock's chaos switch on, for the robustness crawl (the quality bars); a third on
 * E2E_PORT + 2 serves them with the large fleet (MOCK_FLEET=large) for
 * the `scale` project (e2e/scale/*.spec.ts), which runs beside the rest; a fourth on E2E_PORT + 3 is a rack
 * of the newest released API version (MOCK_API_VERSION), for the `older-release` project. E2E_OUTPUT moves
 * test-results/ so that parallel runs on one machine stay apart.
 */
import { defineConfig } from '@playwright/test'
import { e2eBrowserPath } from './scripts/ensure-chromium'

const port = Number(process.env.E2E_PORT ?? 4173)
const chaosPort = port + 1
const largePort = port + 2
// a rack of the newest released API version (MOCK_API_VERSION), older than the console's: e2e/older-release.spec.ts
const olderPort = port + 3
export const OLDER_RELEASE_VERSION = '2026073100.0.0'
const ci = !!process.env.CI
// A dist of its own: `npm run build` elsewhere (another terminal, another person)
// must not pull the files from under a running suite.
const dist = process.env.E2E_DIST ?? `.tmp/e2e-dist-${port}`

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
]

// Read by e2e/crawler.spec.ts.
process.env.E2E_CHAOS_URL = `http://127.0.0.1:${chaosPort}`

export default defineConfig({
  testDir: 'e2e',
  // Several people may run e2e on one machine: E2E_OUTPUT keeps results apart.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  // Two workers on two cores: measured over the whole suite, a third was no faster, and a machine left some room is
  // one where waits do not run out.
  workers: 2,
  retries: ci ? 1 : 0,
  timeout: 30_000,
  // A cap, not a wait: a green run is no slower for it, and a 2-core machine running the suite's own workers and three
  // servers needs more than 5 s for a first paint now and then.
  expect: { timeout: 10_000 },
  forbidOnly: ci,
  // the slowest specs and tests are printed at the end of every run
  reporter: ci
    ? [['list'], ['html', { open: 'never' }], ['./e2e/support/slowest-reporter.ts']]
    : [['list'], ['./e2e/support/slowest-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Debian's headless shell of the same Chromium when installed (scripts/ensure-chromium.ts): the suite in 16.2 min
    // instead of 24.4 on 2 cores; else /usr/bin/chromium
    launchOptions: { executablePath: e2eBrowserPath(), args: chromiumArgs },
    // A trace (actions, DOM snapshots, network; no screencast) is recorded when CI retries a failed test. A run
    // without retries records none: recording one for every test, to keep the failures', cost about 5% of the suite
    // (one shard at three workers: 149 s against 141), and the screencast a third more (e2e/instances.spec.ts used 55 CPU-s with
    // it, 37 with no trace; ). A failure still gets its screenshot and its page's accessibility snapshot
    // (error-context.md); `--trace retain-on-failure` records traces for a run that needs them.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'default', testIgnore: [/e2e\/scale\//, /e2e\/older-release\.spec\.ts$/] },
    // the main flows against a control plane of the released API version: the console falls back to it
    {
      name: 'older-release',
      testMatch: /e2e\/older-release\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${olderPort}` },
    },
    // the large fleet (web/mock/README.md): pickers, search and lists at rack scale
    // Its first page loads read thousands of rows from a server the other project's workers share:
    // on a loaded 2-core machine they have outlasted the default waits, so they get more.
    {
      name: 'scale',
      testMatch: /e2e\/scale\/[^/]+\.spec\.ts$/,
      timeout: 60_000,
      expect: { timeout: 10_000 },
      use: { baseURL: `http://127.0.0.1:${largePort}` },
    },
  ],
  webServer: [
    {
      // also answers for maze-war's DNS name (a silo's is `{silo}.sys.{zone}`; a browser resolves *.localhost to
      // this machine): the mock finds the silo of a sign-in from the Host, as Nexus does (e2e/saml.spec.ts)
      command: `node --import tsx build.ts --outdir ${dist} && node --import tsx embed/cli.ts --dist ${dist} --allowed-host maze-war.sys.localhost`,
      url: `http://127.0.0.1:${port}/`,
      env: { HOST: '127.0.0.1', PORT: String(port), MOCK_LATENCY: '0', MOCK_TEST_HOOKS: '1' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Started after the first one is up, so dist exists.
      command: `node --import tsx embed/cli.ts --dist ${dist}`,
      url: `http://127.0.0.1:${chaosPort}/`,
      env: { HOST: '127.0.0.1', PORT: String(chaosPort), MOCK_LATENCY: '0', MOCK_CHAOS: '0.25', MOCK_TEST_HOOKS: '1' },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx embed/cli.ts --dist ${dist}`,
      url: `http://127.0.0.1:${largePort}/`,
      env: { HOST: '127.0.0.1', PORT: String(largePort), MOCK_LATENCY: '0', MOCK_FLEET: 'large', MOCK_TEST_HOOKS: '1' },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node --import tsx embed/cli.ts --dist ${dist}`,
      url: `http://127.0.0.1:${olderPort}/`,
      env: {
        HOST: '127.0.0.1',
        PORT: String(olderPort),
        MOCK_LATENCY: '0',
        MOCK_API_VERSION: OLDER_RELEASE_VERSION,
        MOCK_TEST_HOOKS: '1',
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
