/** The route table lives in paths.ts; this name stays for the browser journeys (e2e/shell.e2e.ts). */
export * from './paths';
