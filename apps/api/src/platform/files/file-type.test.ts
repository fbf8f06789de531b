import { describe, expect, it } from 'vitest';
import { cleanFileName, detectFileType, detectMediaType, storedFileName, withTypeExtension } from './file-type.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectFileType', () => {
  it('knows the images and PDF by their first bytes', () => {
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(detectFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(detectFileType(bytes('GIF87a', [1, 0]))).toBe('image/gif');
    expect(detectFileType(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(detectFileType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(detectFileType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('image/heic');
    expect(detectFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('knows nothing else, whatever the name', () => {
    expect(detectFileType(bytes('MZ', [0x90, 0, 3, 0]))).toBeNull();
    expect(detectFileType(bytes([0x7f], 'ELF'))).toBeNull();
    expect(detectFileType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    expect(detectFileType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectFileType(bytes('GIF88a'))).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps the last segment, drops accents and odd characters', () => {
    expect(cleanFileName('C:\\Users\\Åsa\\Skadad lucka (1).JPG')).toBe('Skadad_lucka_1_.JPG');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('Glödhus ränna.png')).toBe('Glodhus_ranna.png');
    expect(cleanFileName('...')).toBe('file');
    expect(cleanFileName('a"b<c>.jpg')).toBe('a_b_c_.jpg');
    const long = cleanFileName(`${'x'.repeat(300)}.jpeg`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});

describe('detectMediaType', () => {
  it('adds zip archives, Office documents by their name, and MP4 video', () => {
    const zip = bytes('PK', [3, 4, 20, 0]);
    expect(detectMediaType(zip, 'Prislista 2027.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(detectMediaType(zip, 'manual.DOCX')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(detectMediaType(zip, 'bilder.zip')).toBe('application/zip');
    expect(detectMediaType(zip, 'no-extension')).toBe('application/zip');
    expect(detectMediaType(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'film.mp4')).toBe('video/mp4');
    expect(detectMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), 'film.webm')).toBe('video/webm');
    expect(detectMediaType(bytes('%PDF-1.4\n'), 'a.pdf')).toBe('application/pdf');
  });

  it('refuses programs and unknown bytes whatever the name', () => {
    expect(detectMediaType(bytes('MZ', [0x90, 0, 3, 0]), 'setup.zip')).toBeNull();
    expect(detectMediaType(bytes('<html>'), 'page.pdf')).toBeNull();
  });
});

describe('storedFileName', () => {
  it('gives a file the extension of the type its bytes show, whatever the name claimed', () => {
    expect(storedFileName('evil.html', 'image/jpeg')).toBe('evil.jpg');
    expect(storedFileName('Foto från köket.JPEG', 'image/jpeg')).toBe('Foto_fran_koket.jpg');
    expect(storedFileName('kvitto', 'application/pdf')).toBe('kvitto.pdf');
    expect(storedFileName('offert.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('offert.docx');
    expect(storedFileName('film.mov', 'video/mp4')).toBe('film.mp4');
    expect(storedFileName(`${'a'.repeat(120)}.png`, 'image/png')).toHaveLength(100);
  });
});

describe('withTypeExtension', () => {
  it('keeps the name as it came but takes the extension of the type, within the length', () => {
    expect(withTypeExtension('passwd.html', 'image/gif', 255)).toBe('passwd.gif');
    expect(withTypeExtension('Foto från köket.JPEG', 'image/jpeg', 255)).toBe('Foto från köket.jpg');
    expect(withTypeExtension('', 'image/png', 255)).toBe('file.png');
    expect(withTypeExtension(`${'a'.repeat(300)}.png`, 'image/png', 255)).toHaveLength(255);
    expect(withTypeExtension('x'.repeat(300), 'text/plain', 255)).toHaveLength(255);
  });
});
