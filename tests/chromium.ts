import type {LaunchOptions} from '@playwright/test';

/**
 * How every tool here starts Chromium: Debian's binary (no test tool downloads a browser of its
 * own), headless, with background networking off so that it never calls outside the machine.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
