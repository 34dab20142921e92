import type { ExportRequestInput } from '@setledger/shared/exports/exports.schemas';
import { dispositionName } from '../../lib/files';
import { type GraphQLErrorItem, GraphQLRequestError, NetworkError } from '../../lib/graphql';
import { getToken, logout } from '../../lib/session';

/** Bytes received so far and the expected total (null when the server did not say: indeterminate). */
export interface ExportProgress {
  loaded: number;
  total: number | null;
}

/**
 * POST /files/exports with the bearer token, reading the answer as a stream to report progress (001 §9:
 * long exports show progress). Errors arrive as GraphQL-like errors with the message in the user's language.
 */
export async function fetchExport(
  body: ExportRequestInput,
  onProgress: (progress: ExportProgress) => void,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/files/exports', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-version': __APP_VERSION__,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { errors?: GraphQLErrorItem[] } | null;
    if (response.status === 401 && token) logout();
    throw new GraphQLRequestError(
      response.status,
      answer?.errors ?? [{ message: `HTTP ${response.status}` }],
    );
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = dispositionName(response.headers.get('content-disposition'));
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  const reader = response.body?.getReader();
  if (!reader) return { blob: new Blob([await response.arrayBuffer()], { type }), fileName };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress({ loaded, total });
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}
