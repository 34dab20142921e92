/** A vCard 4.0 (RFC 6350) of one person. */
export interface VCardPerson {
  name: string;
  firstName: string;
  email: string;
  phone: string | null;
  organization: string;
  title: string;
  street: string;
  city: string;
  zip: string;
  state: string;
  country: string;
}

/** RFC 6350 §3.4: backslash, comma, semicolon and newline are escaped in values. */
const escapeValue = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n');

/** RFC 6350 §3.2: lines longer than 75 octets are folded with CRLF and a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function toVCard(person: VCardPerson): string {
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${escapeValue(`${person.firstName} ${person.name}`.trim())}`,
    `N:${escapeValue(person.name)};${escapeValue(person.firstName)};;;`,
    `EMAIL;TYPE=work:${escapeValue(person.email)}`,
  ];
  if (person.phone) lines.push(`TEL;VALUE=uri;TYPE="voice,cell":tel:${person.phone.replace(/[^\d+]/g, '')}`);
  if (person.organization) lines.push(`ORG:${escapeValue(person.organization)}`);
  if (person.title) lines.push(`TITLE:${escapeValue(person.title)}`);
  if (person.street || person.city || person.zip || person.country)
    lines.push(
      `ADR;TYPE=home:;;${[person.street, person.city, person.state, person.zip, person.country].map(escapeValue).join(';')}`,
    );
  lines.push('END:VCARD');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
