/** The product's version: written into the web build's version.json and answered by GetBackEndVersion. */
export const APP_VERSION = '0.1.0';
/** Clients older than this get HTTP 505 from the API (001 §8): bump it when the API breaks old clients. */
export const REQUIRED_CLIENT_VERSION = '0.1.0';
