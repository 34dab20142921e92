/// <reference types="vite/client" />

/** The build's version (packages/shared/src/version.ts), injected by Vite. */
declare const __APP_VERSION__: string;
