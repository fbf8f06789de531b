/**
 * What the complaint forms do with a chosen file (spec 000 §5, §9): which files are
 * taken as they are, which images are made smaller first and which are refused.
 * Pure functions; the canvas work lives in image-downscale.ts.
 */
import { COMPLAINT_ERROR_KEYS, MAX_FILE_BYTES, MAX_FILES, PDF_MIME_TYPE } from '@portal/contracts/complaint';

/** A new complaint takes images only; an existing one also takes PDFs. */
export type FileContext = 'new-complaint' | 'existing-complaint';

/** A translation key with its values; translated only where it is shown. */
export type FieldError = { key: string; values?: Record<string, string | number> };

/** Image types the server accepts as they are (it checks the content too). */
const SERVER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic', 'image/heif'];
const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  pdf: PDF_MIME_TYPE,
};

/**
 * image: a type the server takes; convertible: another image the browser may decode
 * (BMP, TIFF …) and that becomes a JPEG; pdf; other. SVG is a document, not a photo.
 */
export type FileKind = 'image' | 'convertible' | 'pdf' | 'other';

/** The type a file claims, or, when the system gave none, the one its extension names. */
export function effectiveType(file: { name: string; type: string }): string {
  const type = file.type.trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? type;
}

export function fileKind(file: { name: string; type: string }): FileKind {
  const type = effectiveType(file);
  if (SERVER_IMAGE_TYPES.includes(type)) return 'image';
  if (type === PDF_MIME_TYPE) return 'pdf';
  if (type.startsWith('image/') && !type.startsWith('image/svg')) return 'convertible';
  return 'other';
}

/** Strictly below the limit: the server refuses a file of exactly 4,000,000 bytes. */
export const fitsSizeLimit = (bytes: number) => bytes < MAX_FILE_BYTES;

export type FileDecision =
  | { action: 'accept' }
  /** Re-encode as a smaller JPEG; failKey is the message when that cannot be done. */
  | { action: 'shrink'; failKey: string }
  | { action: 'reject'; key: string };

export function decideFile(file: { name: string; type: string; size: number }, context: FileContext): FileDecision {
  const kind = fileKind(file);
  if (kind === 'other' || (kind === 'pdf' && context === 'new-complaint')) return { action: 'reject', key: COMPLAINT_ERROR_KEYS.fileType };
  if (kind === 'pdf') return fitsSizeLimit(file.size) ? { action: 'accept' } : { action: 'reject', key: COMPLAINT_ERROR_KEYS.fileSize };
  // A type the server would refuse must be converted whatever its size; failing that, the type is the problem.
  if (kind === 'convertible') return { action: 'shrink', failKey: COMPLAINT_ERROR_KEYS.fileType };
  return fitsSizeLimit(file.size) ? { action: 'accept' } : { action: 'shrink', failKey: COMPLAINT_ERROR_KEYS.fileSize };
}

/** What the file input offers; the rules above still decide. */
export const ACCEPT: Record<FileContext, string> = {
  'new-complaint': 'image/*,.heic,.heif',
  'existing-complaint': `image/*,.heic,.heif,${PDF_MIME_TYPE},.pdf`,
};

/** Of the files chosen at once, those that still fit beside the ones already there (at most 4). */
export function splitBySlots<T>(alreadyChosen: number, incoming: readonly T[]): { taken: T[]; refused: T[] } {
  const free = Math.max(0, MAX_FILES - alreadyChosen);
  return { taken: incoming.slice(0, free), refused: incoming.slice(free) };
}

export const tooManyFilesError = (): FieldError => ({ key: COMPLAINT_ERROR_KEYS.tooManyFiles, values: { maxFiles: MAX_FILES } });

/** The count rule before sending: more than 4 is refused; an existing complaint needs at least one. */
export function validateFileCount(count: number, context: FileContext): FieldError | null {
  if (count > MAX_FILES) return tooManyFilesError();
  if (count === 0 && context === 'existing-complaint') return { key: COMPLAINT_ERROR_KEYS.fileRequired };
  return null;
}

/** "photo.HEIC" → "photo.jpg", for an image that was re-encoded. */
export function jpegName(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${stem}.jpg`;
}

// --- downscaling: the steps of re-encoding until the image fits

/** A camera photo at full size is never needed for a complaint; start from this longest edge. */
export const MAX_EDGE = 4096;
/** Below this longest edge a photo no longer shows the damage; give up instead. */
export const MIN_EDGE = 640;
export const START_QUALITY = 0.85;
export const MIN_QUALITY = 0.65;
export const QUALITY_STEP = 0.1;
export const MAX_ROUNDS = 8;

export type EncodeStep = { width: number; height: number; quality: number; round: number };

function scaled(width: number, height: number, factor: number) {
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** The first encoding: the image's own size, capped at MAX_EDGE, at a good JPEG quality. */
export function firstStep(width: number, height: number): EncodeStep {
  const longest = Math.max(width, height);
  const factor = longest > MAX_EDGE ? MAX_EDGE / longest : 1;
  return { ...scaled(width, height, factor), quality: START_QUALITY, round: 0 };
}

/**
 * The next encoding after one came out at `producedBytes`, or null when none is worth trying.
 * Slightly too large: lower the quality a step. Clearly too large: shrink the edges by about
 * the square root of the size ratio (bytes grow with the area), a little more for a margin.
 */
export function nextStep(previous: EncodeStep, producedBytes: number, limit: number = MAX_FILE_BYTES): EncodeStep | null {
  if (producedBytes < limit || previous.round + 1 >= MAX_ROUNDS) return null;
  const round = previous.round + 1;
  const ratio = limit / producedBytes;
  const lowerQuality = Math.round((previous.quality - QUALITY_STEP) * 100) / 100;
  if (ratio > 0.8 && lowerQuality >= MIN_QUALITY) return { ...previous, quality: lowerQuality, round };

  const longest = Math.max(previous.width, previous.height);
  if (longest <= MIN_EDGE) return null;
  const factor = Math.min(0.9, Math.max(0.5, Math.sqrt(ratio) * 0.9));
  // Never below MIN_EDGE: one last try at the smallest useful size.
  const edgeFactor = Math.max(factor, MIN_EDGE / longest);
  return { ...scaled(previous.width, previous.height, edgeFactor), quality: previous.quality, round };
}
