import { PDF_MIME_TYPE } from '@portal/contracts';

/** The type of a file as its first bytes say, whatever its name claims; null when unknown. */
export function detectFileType(bytes: Buffer): string | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  const ascii = (text: string, offset = 0) => starts([...Buffer.from(text, 'latin1')], offset);

  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  // ISO base media file with a HEIF brand: ....ftypheic / heix / mif1 ...
  if (ascii('ftyp', 4) && ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].some((brand) => ascii(brand, 8))) return 'image/heic';
  if (ascii('%PDF-')) return PDF_MIME_TYPE;
  return null;
}

/**
 * A file name safe for keys and headers: the last path segment, letters without their
 * accents, anything else but digits, dot, dash and underscore as "_", at most 100 characters.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._-]+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 100 - ext.length) + ext;
}
