import { randomBytes } from 'node:crypto';
import { CERTIFICATE_MAX_BYTES } from '@setledger/shared/green/carbon-removals.constants';
import type { Actor } from '../../core/actor';
import { badInput, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import { withTransaction } from '../../core/transaction';
import type { Tx } from '../../db/client';
import { editableWhere, visibleWhere } from './carbon-removals.policy';
import * as sqlq from './carbon-removals.sql';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The type of a certificate from its first bytes (its name and declared type are not trusted). */
export function detectCertificateType(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  const ascii = (from: number, text: string) =>
    [...text].every((char, i) => bytes[from + i] === char.charCodeAt(0));
  if (ascii(0, '%PDF-')) return 'application/pdf';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

/**
 * AddCarbonRemovalCertificate: the certificate of a removal (a PDF or a photo of at most 10 MB, checked by its
 * content), stored through the file storage; it replaces the previous one, whose file goes after the commit.
 */
export async function addCarbonRemovalCertificate(
  services: Services,
  actor: Actor,
  input: { removalId: number; file: File },
) {
  // Who may attach first: nobody else's upload is read.
  if (!(await sqlq.findRemoval(services.db, editableWhere(actor), input.removalId))) throw notFound();
  if (input.file.size === 0) throw badInput('File', 'required');
  if (input.file.size > CERTIFICATE_MAX_BYTES) throw badInput('File', 'fileTooLarge');
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const contentType = detectCertificateType(bytes);
  if (!contentType) throw badInput('File', 'fileType');
  const storageKey = `carbon-certificates/${randomBytes(18).toString('base64url')}.${EXTENSIONS[contentType]}`;
  await services.storage.put(storageKey, bytes, { contentType });
  try {
    return await withTransaction(services, async (tx, afterCommit) => {
      const before = await sqlq.findRemoval(tx, editableWhere(actor), input.removalId);
      if (!before) throw notFound();
      const row = await sqlq.updateRemoval(tx, editableWhere(actor), input.removalId, {
        certificateKey: storageKey,
        certificateName: input.file.name.slice(0, 200) || 'certificate',
        certificateType: contentType,
        certificateSize: bytes.length,
      });
      const old = before.certificateKey;
      if (old) afterCommit('certificate', () => services.storage.delete(old));
      return row!;
    });
  } catch (error) {
    await services.storage.delete(storageKey);
    throw error;
  }
}

/** DelCarbonRemovalCertificate: the removal keeps its facts, the file goes. */
export async function delCarbonRemovalCertificate(
  services: Services,
  actor: Actor,
  input: { removalId: number },
) {
  return withTransaction(services, async (tx, afterCommit) => {
    const before = await sqlq.findRemoval(tx, editableWhere(actor), input.removalId);
    if (!before) throw notFound();
    const row = await sqlq.updateRemoval(tx, editableWhere(actor), input.removalId, {
      certificateKey: null,
      certificateName: null,
      certificateType: null,
      certificateSize: null,
    });
    const old = before.certificateKey;
    if (old) afterCommit('certificate', () => services.storage.delete(old));
    return row!;
  });
}

/**
 * GET /files/carbon-certificates/{removalId}: the certificate for people who may read the removals of its project
 * (carbon-removals.policy). Anyone else: not found, the row is never loaded.
 */
export async function readCarbonCertificate(services: Services, actor: Actor, removalId: number) {
  const row = await sqlq.findRemoval(services.db, visibleWhere(actor), removalId);
  if (!row?.certificateKey || !row.certificateType) return null;
  const body = await services.storage.get(row.certificateKey);
  return {
    body,
    contentType: row.certificateType,
    fileName: `certificate-${row.id}.${EXTENSIONS[row.certificateType] ?? 'bin'}`,
  };
}

/** The certificates of a project being deleted: their files leave the storage once the delete has committed. */
export const projectCertificateKeys = (tx: Tx, projectId: number) =>
  sqlq.projectCertificateKeys(tx, projectId);
