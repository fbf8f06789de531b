import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as a viewer finds it: its page (from 1), its text, and where its baseline starts, in PDF points from the bottom left. */
export type PdfRun = { page: number; text: string; x: number; y: number };

/**
 * The runs of text of a PDF the portal wrote, read as a viewer reads them (pdf.js, through the
 * fonts' maps back to text), in the order they were drawn; and the page count.
 */
export async function pdfRuns(file: Uint8Array): Promise<{ count: number; runs: PdfRun[] }> {
  // pdf.js takes the bytes over, so it gets a copy; the text is left as the file maps it, not normalised.
  const document = await getDocument({ data: new Uint8Array(file), verbosity: 0, isEvalSupported: false, useSystemFonts: false }).promise;
  try {
    const runs: PdfRun[] = [];
    for (let page = 1; page <= document.numPages; page++) {
      const { items } = await (await document.getPage(page)).getTextContent({ disableNormalization: true });
      for (const item of items) {
        if ('str' in item && item.str.trim() !== '') runs.push({ page, text: item.str, x: item.transform[4], y: item.transform[5] });
      }
    }
    return { count: document.numPages, runs };
  } finally {
    await document.destroy();
  }
}

/** The page count, each page's runs of text, and all the text one run a line. */
export async function pdfContents(file: Uint8Array): Promise<{ count: number; pages: string[][]; text: string }> {
  const { count, runs } = await pdfRuns(file);
  const pages = Array.from({ length: count }, (_, i) => runs.filter((run) => run.page === i + 1).map((run) => run.text));
  return { count, pages, text: runs.map((run) => run.text).join('\n') };
}
