import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/support/ports';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tooling/browser/chromium';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'site',
      use: { ...devices['Desktop Chrome'], reducedMotion: 'no-preference' },
      testIgnore: /(redeploy|companyFacts|composedDev)\.spec\.ts/,
    },
    // The specs of things that move (toasts, strips, fade-ins, dialogs, side menu) again, for visitors who ask
    // for reduced motion, alongside 'site'. Left out: the contact spec's server-side checks, which involve no
    // motion and cannot run twice at once (the webhook tests switch the one shared receiver off and on; the
    // 429 check spends its address's allowance).
    {
      name: 'reduced-motion',
      use: { ...devices['Desktop Chrome'], reducedMotion: 'reduce' },
      testMatch: /(home|navigation|motion|contact|services|industries|company|careers|legal|firstPress)\.spec\.ts/,
      grepInvert: /webhook|the intake answers bad requests/,
    },
    // Rebuilds a remote in place, so it runs after everything else has used the original build.
    {
      name: 'redeploy',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /redeploy\.spec\.ts/,
      dependencies: ['site', 'reduced-motion'],
    },
    // Changes the company's phone number for the whole site, so it runs when nothing else does.
    {
      name: 'company-facts',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /companyFacts\.spec\.ts/,
      dependencies: ['redeploy'],
    },
    // Edits a group's source file while its composed dev site runs, so it comes last of all.
    {
      name: 'composed-dev',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /composedDev\.spec\.ts/,
      dependencies: ['company-facts'],
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    url: `http://localhost:${E2E_PORT}/remotes.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
