import { languageCodeToTag } from '@setledger/shared/i18n/languages';
import type { MailAttachment } from '../../core/mailer';
import { asciiFileName, attachmentDisposition, encodeRfc8187 } from '../../lib/content-disposition';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LINK = /https?:\/\/[^\s<>"]+/g;

/** A line of the text as HTML: escaped, its web links made clickable. */
function lineToHtml(line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    out += escapeHtml(line.slice(last, match.index));
    const url = escapeHtml(match[0]);
    out += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(line.slice(last));
}

/**
 * The HTML part sent beside the text (issue 12 item 25): the same words, paragraphs at blank lines, links
 * clickable, every character of the text escaped; in the reader's language for screen readers.
 */
export function textToHtml(text: string, language: number | undefined): string {
  const lang = languageCodeToTag(language ?? 0);
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<p>${p.split(/\r?\n/).map(lineToHtml).join('<br>\n')}</p>`);
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head><meta charset="utf-8"><meta name="color-scheme" content="light dark"></head>',
    '<body style="font-family: -apple-system, Segoe UI, Roboto, Arial, sans-serif; font-size: 15px; line-height: 1.5">',
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}

/** The longest name part kept so that the encoded header stays far below the 998-character line limit. */
const MAX_ENCODED = 700;

function shortened(fileName: string): string {
  if (encodeRfc8187(fileName).length <= MAX_ENCODED) return fileName;
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot) : '';
  let stem = [...fileName.slice(0, dot > 0 ? dot : undefined)];
  while (stem.length > 1 && encodeRfc8187(stem.join('') + extension).length > MAX_ENCODED)
    stem = stem.slice(0, -1);
  return stem.join('') + extension;
}

/**
 * An attachment as a whole MIME part, so its name is one RFC 8187 `filename*` with an ASCII `filename`
 * fallback (nodemailer would split a long name into RFC 2231 continuations, which many readers do not join).
 */
export function attachmentPart(attachment: MailAttachment): { raw: string } {
  const name = shortened(attachment.filename);
  const base64 = attachment.content.replace(/\s+/g, '').replace(/.{1,76}/g, '$&\r\n');
  return {
    raw: [
      `Content-Type: ${attachment.contentType}; name="${asciiFileName(name)}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: ${attachmentDisposition(name, '\r\n ')}`,
      '',
      base64,
    ].join('\r\n'),
  };
}
