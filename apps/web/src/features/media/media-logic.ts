import type { FileContentType } from '@portal/contracts/content';

/** The five file-list screens and the content types each shows (spec 001 §2, §7). */
export const MEDIA_FILE_PAGES = {
  documents: { titleKey: 'menu.documents', introKey: 'media.intro.documents', contentTypes: ['doc', 'dts'] },
  campaign: { titleKey: 'menu.campaign-material', introKey: 'media.intro.campaign', contentTypes: ['camp'] },
  dop: { titleKey: 'menu.dop', introKey: 'media.intro.dop', contentTypes: ['dop'] },
  manuals: { titleKey: 'menu.manuals', introKey: 'media.intro.manuals', contentTypes: ['iav'] },
  signs: { titleKey: 'menu.signs', introKey: 'media.intro.signs', contentTypes: ['ps'] },
} as const satisfies Record<string, { titleKey: string; introKey: string; contentTypes: readonly FileContentType[] }>;
export type MediaFilePage = keyof typeof MEDIA_FILE_PAGES;

const KINDS = ['pdf', 'jpg', 'jpeg', 'png', 'svg', 'webm', 'mp4'] as const;
export type FileKind = (typeof KINDS)[number] | 'other';

/** What kind of file an address points at, from its extension; the key of its label is media.kind.<kind>. */
export function fileKind(url: string): FileKind {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return (KINDS as readonly string[]).includes(extension ?? '') ? (extension as FileKind) : 'other';
}
