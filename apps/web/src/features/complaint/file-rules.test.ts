import { describe, expect, it } from 'vitest';
import { COMPLAINT_ERROR_KEYS, MAX_FILE_BYTES, MAX_FILES } from '@portal/contracts/complaint';
import {
  MAX_EDGE,
  MAX_ROUNDS,
  MIN_EDGE,
  MIN_QUALITY,
  START_QUALITY,
  decideFile,
  effectiveType,
  fileKind,
  firstStep,
  fitsSizeLimit,
  jpegName,
  nextStep,
  splitBySlots,
  validateFileCount,
  type EncodeStep,
} from './file-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('file kinds', () => {
  it('takes the claimed type, or the extension when the system gave none', () => {
    expect(effectiveType(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(effectiveType(file('IMG_0001.HEIC', ''))).toBe('image/heic');
    expect(effectiveType(file('invoice.pdf', 'application/octet-stream'))).toBe('application/pdf');
    expect(effectiveType(file('notes', ''))).toBe('');
  });

  it('tells images the server takes from convertible images, PDFs and everything else', () => {
    expect(fileKind(file('a.png', 'image/png'))).toBe('image');
    expect(fileKind(file('a.webp', 'image/webp'))).toBe('image');
    expect(fileKind(file('a.bmp', 'image/bmp'))).toBe('convertible');
    expect(fileKind(file('a.svg', 'image/svg+xml'))).toBe('other');
    expect(fileKind(file('a.pdf', 'application/pdf'))).toBe('pdf');
    expect(fileKind(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe('other');
  });
});

describe('size limit (spec 000 §9)', () => {
  it('is strictly below 4,000,000 bytes', () => {
    expect(fitsSizeLimit(MAX_FILE_BYTES - 1)).toBe(true);
    expect(fitsSizeLimit(MAX_FILE_BYTES)).toBe(false);
  });
});

describe('decideFile (spec 000 §5)', () => {
  it('accepts an image below the limit on both forms', () => {
    expect(decideFile(file('a.jpg', 'image/jpeg', MAX_FILE_BYTES - 1), 'new-complaint')).toEqual({ action: 'accept' });
    expect(decideFile(file('a.jpg', 'image/jpeg'), 'existing-complaint')).toEqual({ action: 'accept' });
  });

  it('makes a too large image smaller instead of refusing it; failing that the size is the reason', () => {
    expect(decideFile(file('a.jpg', 'image/jpeg', MAX_FILE_BYTES), 'new-complaint')).toEqual({
      action: 'shrink',
      failKey: COMPLAINT_ERROR_KEYS.fileSize,
    });
  });

  it('converts an image type the server does not take; failing that the type is the reason', () => {
    expect(decideFile(file('a.bmp', 'image/bmp'), 'new-complaint')).toEqual({ action: 'shrink', failKey: COMPLAINT_ERROR_KEYS.fileType });
  });

  it('refuses a PDF on a new complaint and takes it on an existing one', () => {
    expect(decideFile(file('a.pdf', 'application/pdf'), 'new-complaint')).toEqual({ action: 'reject', key: COMPLAINT_ERROR_KEYS.fileType });
    expect(decideFile(file('a.pdf', 'application/pdf'), 'existing-complaint')).toEqual({ action: 'accept' });
  });

  it('refuses a PDF of 4,000,000 bytes or more by size: a PDF cannot be made smaller', () => {
    expect(decideFile(file('a.pdf', 'application/pdf', MAX_FILE_BYTES), 'existing-complaint')).toEqual({
      action: 'reject',
      key: COMPLAINT_ERROR_KEYS.fileSize,
    });
  });

  it('refuses anything that is neither image nor PDF by type', () => {
    for (const context of ['new-complaint', 'existing-complaint'] as const) {
      expect(decideFile(file('a.exe', 'application/x-msdownload'), context)).toEqual({
        action: 'reject',
        key: COMPLAINT_ERROR_KEYS.fileType,
      });
      expect(decideFile(file('a.svg', 'image/svg+xml'), context)).toEqual({ action: 'reject', key: COMPLAINT_ERROR_KEYS.fileType });
    }
  });
});

describe('file count (spec 000 §5: fewer than 5)', () => {
  it('takes files while there are slots and refuses the rest', () => {
    expect(splitBySlots(0, ['a', 'b'])).toEqual({ taken: ['a', 'b'], refused: [] });
    expect(splitBySlots(3, ['a', 'b'])).toEqual({ taken: ['a'], refused: ['b'] });
    expect(splitBySlots(MAX_FILES, ['a'])).toEqual({ taken: [], refused: ['a'] });
    expect(splitBySlots(0, ['a', 'b', 'c', 'd', 'e'])).toEqual({ taken: ['a', 'b', 'c', 'd'], refused: ['e'] });
  });

  it('allows 0 to 4 files on a new complaint', () => {
    for (const n of [0, 1, 4]) expect(validateFileCount(n, 'new-complaint')).toBeNull();
    expect(validateFileCount(5, 'new-complaint')).toEqual({ key: COMPLAINT_ERROR_KEYS.tooManyFiles, values: { maxFiles: 4 } });
  });

  it('requires at least one file on an existing complaint', () => {
    expect(validateFileCount(0, 'existing-complaint')).toEqual({ key: COMPLAINT_ERROR_KEYS.fileRequired });
    expect(validateFileCount(1, 'existing-complaint')).toBeNull();
    expect(validateFileCount(5, 'existing-complaint')?.key).toBe(COMPLAINT_ERROR_KEYS.tooManyFiles);
  });
});

describe('jpegName', () => {
  it('replaces the extension of a re-encoded image', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('photo.large.png')).toBe('photo.large.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});

describe('downscale steps', () => {
  it('starts at the image size capped at MAX_EDGE, keeping the aspect ratio', () => {
    expect(firstStep(3000, 2000)).toEqual({ width: 3000, height: 2000, quality: START_QUALITY, round: 0 });
    const capped = firstStep(8000, 6000);
    expect(Math.max(capped.width, capped.height)).toBe(MAX_EDGE);
    expect(capped.height).toBe(3072);
  });

  it('stops once the result fits', () => {
    expect(nextStep(firstStep(4000, 3000), MAX_FILE_BYTES - 1)).toBeNull();
  });

  it('lowers the quality a step when the result is only slightly too large', () => {
    const next = nextStep(firstStep(4000, 3000), MAX_FILE_BYTES * 1.1)!;
    expect(next).toEqual({ width: 4000, height: 3000, quality: 0.75, round: 1 });
  });

  it('shrinks the edges when the result is far too large, by about the square root of the ratio', () => {
    const next = nextStep(firstStep(4000, 3000), MAX_FILE_BYTES * 4)!;
    // sqrt(1/4) × 0.9 = 0.45, held at the 0.5 floor of one step.
    expect(next).toMatchObject({ width: 2000, height: 1500, quality: START_QUALITY, round: 1 });
  });

  it('shrinks once the quality has reached its floor, even when only slightly too large', () => {
    const next = nextStep({ width: 2000, height: 1000, quality: MIN_QUALITY, round: 2 }, MAX_FILE_BYTES * 1.1)!;
    expect(next.quality).toBe(MIN_QUALITY);
    expect(next.width).toBeLessThan(2000);
    expect(next.width / next.height).toBeCloseTo(2, 1);
  });

  it('never goes below MIN_EDGE and gives up at it', () => {
    const last = nextStep({ width: 700, height: 500, quality: MIN_QUALITY, round: 1 }, MAX_FILE_BYTES * 10)!;
    expect(last.width).toBe(MIN_EDGE);
    expect(nextStep(last, MAX_FILE_BYTES * 2)).toBeNull();
  });

  it('gives up after MAX_ROUNDS encodings', () => {
    expect(nextStep({ width: 4000, height: 3000, quality: START_QUALITY, round: MAX_ROUNDS - 1 }, MAX_FILE_BYTES * 2)).toBeNull();
  });

  it('always ends: from any start, every step is smaller or of lower quality, within MAX_ROUNDS', () => {
    let step: EncodeStep | null = firstStep(12_000, 9_000);
    let rounds = 0;
    // A pathological encoder whose output never fits.
    while (step) {
      rounds++;
      const previous: EncodeStep = step;
      step = nextStep(step, MAX_FILE_BYTES * 3);
      if (step) expect(step.width * step.height * step.quality).toBeLessThan(previous.width * previous.height * previous.quality);
    }
    expect(rounds).toBeLessThanOrEqual(MAX_ROUNDS);
  });

  it('treats a failed encoding (no size) as far too large', () => {
    const next = nextStep(firstStep(4000, 3000), Number.POSITIVE_INFINITY)!;
    expect(next.width).toBe(2000);
  });
});
