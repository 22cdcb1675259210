export declare const FULL_CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
/** The browser the e2e tests launch: CHROMIUM_PATH, else the headless shell if installed, else the full Chromium. */
export declare function e2eChromiumPath(): string;
