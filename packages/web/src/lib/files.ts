import { NetworkError } from './graphql';
import { getToken } from './session';

/** The file name the server gives a download (Content-Disposition), if any. */
export function dispositionName(header: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/** A file served to its allowed readers only, fetched with the bearer token (000 §7), with the server's name. */
export async function fetchFile(url: string): Promise<Blob & { fileName?: string }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob: Blob & { fileName?: string } = await response.blob();
  blob.fileName = dispositionName(response.headers.get('content-disposition')) ?? undefined;
  return blob;
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** Downloads a file under the server's fixed name (else `fallbackName`). */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const blob = await fetchFile(url);
  saveBlob(blob, blob.fileName ?? fallbackName);
}
