import { describe, expect, it } from 'vitest';
import type { StaffArticle, StaffContactText, StaffContentFile } from '@portal/contracts/staff-content';
import { ApiError } from '@portal/ui/auth';
import { firstError } from '@portal/ui/form';
import { readFilters } from '../../lib/list-page-logic';
import { toLocalInput } from '../../lib/local-time';
import {
  ARTICLE_FIELD_ORDER,
  ARTICLE_FILTERS,
  ARTICLE_STATUS_COLOR,
  articleProblems,
  articleRequest,
  articleSaveError,
  articleValues,
  CONTACT_FIELDS,
  CONTACT_TABS,
  contactHintKey,
  contactProblems,
  contactValues,
  deleteRefusalKey,
  FILE_FILTERS,
  fieldsOf,
  fileProblems,
  fileSaveError,
  fileSize,
  fileValues,
  nameFromFile,
  ownTexts,
  pictureFields,
  pictureRefusalKey,
  replaceRefusalKey,
  sharedTexts,
  whereKeys,
  type ContactValues,
  type FileValues,
} from './content-logic';

const from = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};

const article: StaffArticle = {
  id: 'a1',
  market: 'no',
  language: 'no',
  title: 'Ny ovn',
  status: 'published',
  flagged: true,
  publishedAt: '2026-03-02T08:30:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  updatedBy: 'Eva',
  abstract: 'Kort',
  content: '<p>Tekst</p>',
  youtubeId: 'dQw4w9WgXcQ',
  imageId: '0b7f5d8e-93c1-4c7a-9f55-3e2d1a0b6c4d',
  imageUrl: '/mediaApi/file/0b7f5d8e/bilde.jpg',
};

const storedFile: StaffContentFile = {
  id: '5d0c3f4e-2b1a-4f6e-8d7c-9a8b7c6d5e4f',
  kind: 'video',
  name: 'Montering',
  folder: null,
  market: 'se',
  language: null,
  fileName: 'montering.mp4',
  mimeType: 'video/mp4',
  sizeBytes: 5_000_000,
  url: '/mediaApi/file/5d0c/montering.mp4',
  thumbnailId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  thumbnailUrl: '/mediaApi/file/1b4e/bild.jpg',
  createdAt: '2026-03-01T10:00:00.000Z',
};

const file = (over: Partial<FileValues> = {}): FileValues => ({ ...fileValues(undefined), name: 'Prislista', folder: 'Priser', ...over });

describe('the news list', () => {
  it('filters by market, language and status', () => {
    expect(readFilters(ARTICLE_FILTERS, from('market=no&language=en&status=draft'))).toEqual({
      market: 'no',
      language: 'en',
      status: 'draft',
    });
    expect(readFilters(ARTICLE_FILTERS, from('language=de&status=gone'))).toEqual({});
  });

  it('colours each status', () => {
    expect(ARTICLE_STATUS_COLOR).toEqual({ draft: 'gray', published: 'green', archived: 'orange' });
  });
});

describe('the article editor', () => {
  it('opens a new article as a Swedish draft for every market, from now', () => {
    const now = new Date('2026-03-02T10:15:00.000Z');
    expect(articleValues(null, now)).toEqual({
      title: '',
      abstract: '',
      content: '',
      market: 'all',
      language: 'sv',
      status: 'draft',
      publishedAt: toLocalInput(now.toISOString()),
      flagged: false,
      youtube: '',
      picture: null,
    });
  });

  it('holds a stored article with its video as an address and its picture', () => {
    const v = articleValues(article);
    expect(v.market).toBe('no');
    expect(v.youtube).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(v.picture).toEqual({ id: article.imageId, url: article.imageUrl });
    expect(articleValues({ ...article, imageUrl: null }).picture).toBeNull();
  });

  it('sends every market as none, the time as a moment and no video as none', () => {
    const request = articleRequest({ ...articleValues(article), market: 'all', youtube: '  ', picture: null });
    expect(request).toMatchObject({ market: null, youtube: null, imageId: null, publishedAt: '2026-03-02T08:30:00.000Z' });
    expect(articleRequest(articleValues(article))).toMatchObject({ market: 'no', youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
  });

  it('finds nothing wrong with a stored article', () => {
    expect(articleProblems(articleValues(article))).toEqual({});
  });

  it('words the contract’s problems in the desk’s texts, and focus goes to the first field', () => {
    const problems = articleProblems({ ...articleValues(article), title: '', abstract: 'a <b>b</b>', publishedAt: '' });
    expect(problems).toEqual({
      title: { key: 'content-desk.validation.required' },
      abstract: { key: 'content-desk.validation.plain-text' },
      publishedAt: { key: 'content-desk.validation.date' },
    });
    expect(firstError(ARTICLE_FIELD_ORDER, problems)).toBe('title');
  });

  it('shows a refused picture at the picture, and other refusals on their field', () => {
    expect(articleSaveError(new ApiError(400, 'VALIDATION_FAILED', 'no picture', 'imageId', 'content-desk.validation.picture'))).toEqual({
      field: 'picture',
      key: 'content-desk.validation.picture',
    });
    expect(articleSaveError(new ApiError(400, 'VALIDATION_FAILED', 'bad', 'youtube'))).toEqual({ field: 'youtube', key: 'form.other' });
    expect(articleSaveError(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBeNull();
  });
});

describe('media files', () => {
  it('filter by kind and market', () => {
    expect(readFilters(FILE_FILTERS, from('kind=video&market=dk'))).toEqual({ kind: 'video', market: 'dk' });
    expect(readFilters(FILE_FILTERS, from('kind=movie'))).toEqual({});
  });

  it('give their size in kilobytes, or megabytes from one megabyte', () => {
    expect(fileSize(1, 'en')).toBe('1 kB');
    expect(fileSize(1536, 'en')).toBe('2 kB');
    expect(fileSize(1024 * 1024, 'en')).toBe('1 MB');
    expect(fileSize(5_000_000, 'en')).toBe('4.8 MB');
  });

  it('say where they show', () => {
    expect(whereKeys({ market: null, language: null })).toEqual(['content-desk.every-market']);
    expect(whereKeys({ market: 'se', language: 'sv' })).toEqual(['markets.se', 'content-desk.language.sv']);
  });

  it('open a new file as a document for every market and language', () => {
    expect(fileValues(undefined)).toEqual({
      kind: 'doc',
      name: '',
      folder: '',
      market: 'all',
      language: 'all',
      thumbnailId: null,
      file: null,
    });
    expect(fileValues(storedFile)).toMatchObject({
      kind: 'video',
      folder: '',
      market: 'se',
      language: 'all',
      thumbnailId: storedFile.thumbnailId,
    });
  });

  it('send every market and language as none, and a thumbnail only for a video', () => {
    expect(fieldsOf(fileValues(storedFile))).toEqual({
      kind: 'video',
      name: 'Montering',
      folder: null,
      market: 'se',
      language: null,
      thumbnailId: storedFile.thumbnailId,
    });
    expect(fieldsOf({ ...fileValues(storedFile), kind: 'picture', folder: ' Bilder ' })).toMatchObject({
      folder: 'Bilder',
      thumbnailId: null,
    });
  });

  it('need a name, a folder for the listed kinds, and a file when new', () => {
    expect(fileProblems(file({ file: null }), true)).toEqual({});
    expect(fileProblems(file({ name: ' ', folder: '' }), false)).toEqual({
      name: { key: 'content-desk.validation.required' },
      folder: { key: 'content-desk.validation.required' },
      file: { key: 'content-desk.validation.file' },
    });
    expect(fileProblems(file({ kind: 'video', folder: '' }), true)).toEqual({});
  });

  it('are named after their file, without its extension', () => {
    expect(nameFromFile('prislista-2026.pdf')).toBe('prislista-2026');
    expect(nameFromFile('arkiv.tar.gz')).toBe('arkiv.tar');
    expect(nameFromFile('README')).toBe('README');
    expect(nameFromFile(`${'x'.repeat(250)}.pdf`)).toHaveLength(200);
  });

  it('put the server’s refusal on its field in its own words', () => {
    expect(fileSaveError(new ApiError(400, 'VALIDATION_FAILED', 'no', 'thumbnailId', 'content-desk.validation.thumbnail'))).toEqual({
      field: 'thumbnailId',
      key: 'content-desk.validation.thumbnail',
    });
    expect(fileSaveError(new Error('offline'))).toBeNull();
  });

  it('explain why a replacement or a deletion failed', () => {
    expect(replaceRefusalKey(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'type', 'file', 'content-desk.validation.type'))).toBe(
      'content-desk.validation.type',
    );
    expect(replaceRefusalKey(new Error('offline'))).toBe('content-desk.files.failed');
    expect(deleteRefusalKey(new ApiError(409, 'FILE_IN_USE', 'used'))).toBe('content-desk.files.in-use');
    expect(deleteRefusalKey(new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe('content-desk.files.failed');
  });
});

describe('an article’s picture', () => {
  it('is uploaded for every market, listed nowhere, named as its file', () => {
    expect(pictureFields('ugn.jpg')).toEqual({ kind: 'picture', name: 'ugn.jpg', folder: null, market: null, language: null });
    expect(pictureFields(`${'p'.repeat(210)}.jpg`).name).toHaveLength(200);
  });

  it('refused, says whether the file or the upload was at fault', () => {
    expect(pictureRefusalKey(new ApiError(400, 'VALIDATION_FAILED', 'type', 'file'))).toBe('content-desk.picture.refused');
    expect(pictureRefusalKey(new ApiError(400, 'VALIDATION_FAILED', 'name', 'data'))).toBe('content-desk.picture.failed');
    expect(pictureRefusalKey(new Error('offline'))).toBe('content-desk.picture.failed');
  });
});

describe('the contact page’s texts', () => {
  const shared: StaffContactText = {
    market: null,
    texts: {
      CustomerServiceEmail: 'kundservice@example.test',
      CustomerServicePhone: '010-123 00 00',
      ServiceEmail: null,
      ServicePhone: null,
      MarketingCommunicationEmail: null,
      MarketingCommunicationPhone: null,
    },
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
  const norway: StaffContactText = { ...shared, market: 'no', texts: { ...shared.texts, CustomerServicePhone: '+47 22 00 00 00' } };
  const valid = (over: Partial<ContactValues> = {}): ContactValues => ({ ...contactValues(shared), ...over });

  it('have every market’s tab first, then each market’s', () => {
    expect(CONTACT_TABS).toEqual(['all', 'se', 'no', 'dk', 'de', 'fi']);
    expect(CONTACT_FIELDS.map(([field]) => field)).toEqual(Object.keys(shared.texts));
  });

  it('are found as every market’s and a market’s own', () => {
    expect(sharedTexts([norway, shared])).toBe(shared);
    expect(ownTexts([norway, shared], 'no')).toBe(norway);
    expect(ownTexts([norway, shared], 'all')).toBe(shared);
    expect(ownTexts([norway, shared], 'dk')).toBeUndefined();
  });

  it('fill the form, with what is missing empty', () => {
    expect(contactValues(shared)).toMatchObject({ CustomerServiceEmail: 'kundservice@example.test', ServiceEmail: '' });
    expect(Object.values(contactValues(undefined)).every((v) => v === '')).toBe(true);
  });

  it('refuse an e-mail address that is not one', () => {
    expect(contactProblems(valid())).toEqual({});
    expect(contactProblems(valid({ ServiceEmail: 'service.example.test' }))).toEqual({
      ServiceEmail: { key: 'contact-texts.invalid-email' },
    });
    expect(contactProblems(valid({ ServicePhone: '+46 8 12\n34' }))).toEqual({
      ServicePhone: { key: 'form.line-break', values: { max: undefined } },
    });
  });

  it('say what each tab holds', () => {
    expect(contactHintKey('all', shared)).toBe('contact-texts.all-hint');
    expect(contactHintKey('no', norway)).toBe('contact-texts.own-hint');
    expect(contactHintKey('dk', undefined)).toBe('contact-texts.shared-hint');
  });
});
