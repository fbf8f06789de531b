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

/** The Office formats are zip archives; which one the name says. */
const ZIP_KINDS: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

/**
 * The type of a media file marketing publishes: the images and PDF that complaints take, plus
 * zip archives (Office documents by their name) and MP4 or WebM video; null for anything else.
 */
export function detectMediaType(bytes: Buffer, fileName: string): string | null {
  const known = detectFileType(bytes);
  if (known) return known;
  const starts = (text: string, offset = 0) =>
    bytes.length >= offset + text.length && bytes.toString('latin1', offset, offset + text.length) === text;
  if (starts('PK\u0003\u0004')) {
    const ext = fileName.toLowerCase().split('.').pop() ?? '';
    return ZIP_KINDS[ext] ?? 'application/zip';
  }
  if (starts('ftyp', 4) && ['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V '].some((brand) => starts(brand, 8))) return 'video/mp4';
  // Matroska's EBML header; the portal's player takes WebM.
  if (starts('\u001a\u0045\u00df\u00a3')) return 'video/webm';
  return null;
}

/** The extension each type the portal takes is stored under. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heic',
  [PDF_MIME_TYPE]: 'pdf',
  'application/zip': 'zip',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  ...Object.fromEntries(Object.entries(ZIP_KINDS).map(([ext, type]) => [type, ext])),
};

/**
 * The name with the extension its bytes' type has in place of the one it claimed, at most `max`
 * characters with the extension kept: a JPEG named evil.html is evil.jpg. A name claims nothing
 * about the file, so no one opens a picture or a PDF as the page its name promised.
 */
export function withTypeExtension(name: string, mimeType: string, max: number): string {
  const ext = EXTENSIONS[mimeType];
  if (!ext) return name.slice(0, max);
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name) || 'file';
  return `${stem.slice(0, max - ext.length - 1)}.${ext}`;
}

/** A clean file name with its type's extension, as a file is stored and served: evil.html of a JPEG is evil.jpg. */
export const storedFileName = (name: string, mimeType: string): string => withTypeExtension(cleanFileName(name), mimeType, 100);

/** Uploaded files typed by their content, as the contracts' file rules read them (complaints', quotes'): what is allowed where is theirs. */
export function describeFiles(files: readonly { filename: string; bytes: Buffer }[]) {
  return files.map((f) => {
    const type = detectFileType(f.bytes);
    return { filename: f.filename || 'file', mimetype: type ?? 'application/octet-stream', size: f.bytes.length };
  });
}
