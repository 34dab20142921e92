import { randomBytes } from 'node:crypto';
import {
  LOCATION_FILE_KINDS,
  LOCATION_FILE_MAX_BYTES,
  LOCATION_FILES_MAX,
  type LocationFileKind,
} from '@setledger/shared/locations/locations.constants';
import type { Actor } from '../../core/actor';
import { AppError, badInput, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import { detectUploadType, UPLOAD_EXTENSIONS } from '../expenses';
import { editableWhere, visibleWhere } from './locations.policy';
import * as sqlq from './locations.sql';

/** Kinds that hold one picture: a new one replaces the old (a meter's start, its end, the generator, the map). */
const SINGLE_KINDS: readonly LocationFileKind[] = LOCATION_FILE_KINDS.filter(
  (kind) => kind !== 'image' && kind !== 'document',
);

/**
 * AddLocationFile: a meter's or the generator's picture, the map, a picture or a document of a location the
 * caller may change; checked as receipts are (type by its first bytes, at most 10 MB), kept in the file storage.
 */
export async function addLocationFile(
  services: Services,
  actor: Actor,
  input: { locationId: number; kind: string; file: File },
) {
  const location = await sqlq.findLocation(services.db, editableWhere(actor), input.locationId);
  if (!location) throw notFound();
  const kind = input.kind as LocationFileKind;
  if (!LOCATION_FILE_KINDS.includes(kind)) throw badInput('Kind', 'outOfRange');
  if (input.file.size === 0) throw badInput('File', 'required');
  if (input.file.size > LOCATION_FILE_MAX_BYTES) throw badInput('File', 'locationFileTooLarge');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const contentType = detectUploadType(bytes);
  if (!contentType) throw badInput('File', 'fileType');
  const storageKey = `locations/${randomBytes(18).toString('base64url')}.${UPLOAD_EXTENSIONS[contentType]}`;
  await services.storage.put(storageKey, bytes, { contentType });
  try {
    return await withTransaction(services, async (tx, afterCommit) => {
      const replaced = SINGLE_KINDS.includes(kind)
        ? (await sqlq.filesOf(tx, [location.id])).filter((file) => file.kind === kind)
        : [];
      if ((await sqlq.fileCount(tx, location.id)) - replaced.length >= LOCATION_FILES_MAX)
        throw new AppError('BAD_USER_INPUT', 'tooManyLocationFiles', 'File', {
          max: String(LOCATION_FILES_MAX),
        });
      await sqlq.deleteFiles(
        tx,
        replaced.map((file) => file.id),
      );
      afterCommit('replaced location files', async () => {
        for (const file of replaced) await services.storage.delete(file.storageKey);
      });
      return sqlq.insertFile(tx, {
        projectId: actor.projectId,
        locationId: location.id,
        kind,
        uploadedBy: actor.userId,
        originalName: input.file.name.slice(0, 200) || kind,
        contentType,
        size: bytes.length,
        storageKey,
      });
    });
  } catch (error) {
    await services.storage.delete(storageKey);
    throw error;
  }
}

/** DelLocationFile: the file of a location the caller may change; its stored bytes go after the commit. */
export function delLocationFile(services: Services, actor: Actor, input: { fileId: number }) {
  return withTransaction(services, async (tx, afterCommit) => {
    const found = await sqlq.findFile(tx, editableWhere(actor), input.fileId);
    if (!found) throw notFound();
    await sqlq.deleteFiles(tx, [found.file.id]);
    afterCommit('location file', () => services.storage.delete(found.file.storageKey));
    return found.file.id;
  });
}

/**
 * GET /files/locations/{id}: the file for who reads its location (locations.policy); anyone else, another
 * project included, gets not found and the row is never loaded.
 */
export async function readLocationFile(services: Services, actor: Actor, fileId: number) {
  const found = await sqlq.findFile(services.db, visibleWhere(actor), fileId);
  if (!found) return null;
  const { file } = found;
  return {
    body: await services.storage.get(file.storageKey),
    contentType: file.contentType,
    fileName: `location-${file.locationId}-${file.kind}-${file.id}.${UPLOAD_EXTENSIONS[file.contentType] ?? 'bin'}`,
  };
}
