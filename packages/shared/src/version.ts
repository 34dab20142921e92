/** The product's version: written into the web build's version.json and answered by GetBackEndVersion. */
export const APP_VERSION = '0.1.0';
/** Clients older than this get HTTP 505 from the API (001 §8): bump it when the API breaks old clients. */
export const REQUIRED_CLIENT_VERSION = '0.1.0';

/** Compares dotted numeric versions: negative when a < b, 0 when equal, positive when a > b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
