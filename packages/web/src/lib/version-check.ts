/**
 * 001 §4: fetch the site's version file without cache (skipped when installed as an app); needUpdate when it
 * differs from this build. A failed fetch means no update.
 */
export async function checkNeedUpdate(current = __APP_VERSION__): Promise<boolean> {
  if (window.matchMedia?.('(display-mode: standalone)').matches) return false;
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return false;
    const { version } = (await response.json()) as { version?: string };
    return typeof version === 'string' && version !== current;
  } catch (error) {
    console.warn('Version file could not be read; treated as no update', error);
    return false;
  }
}
