import { PDFDict, PDFDocument as PdfLibDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfContents, pdfRuns } from '../../test/pdf-text.js';
import { A4, PdfDocument, textWidth, wrapText } from './pdf-document.js';

describe('PdfDocument', () => {
  it('writes a PDF with its information in Unicode and the font embedded', async () => {
    const doc = new PdfDocument({
      title: 'Faktura 700001',
      author: 'Nordflamme Glödhus AB',
      subject: 'Żółć Kominki (20001)',
      creationDate: new Date('2025-03-04T05:06:07Z'),
    });
    doc.addPage().text('Hello', 50, 50);
    const file = await doc.toBuffer();
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const read = await PdfLibDocument.load(file, { updateMetadata: false });
    expect(read.getTitle()).toBe('Faktura 700001');
    expect(read.getSubject()).toBe('Żółć Kominki (20001)');
    expect(read.getProducer()).toBe('Dealer portal');
    expect(read.getCreationDate()?.toISOString()).toBe('2025-03-04T05:06:07.000Z');
    // Both faces are embedded as TrueType font files.
    const embedded = read.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    expect(embedded).toHaveLength(2);
    // A subset of the glyphs, not the whole font (about 300 KB a face).
    expect(file.length).toBeLessThan(20_000);
  });

  it('keeps the page count and the order of several pages', async () => {
    const doc = new PdfDocument();
    for (const n of [1, 2, 3]) doc.addPage().text(`Page ${n}`, 50, 50);
    expect(doc.pageCount).toBe(3);
    const { count, pages } = await pdfContents(await doc.toBuffer());
    expect(count).toBe(3);
    expect(pages).toEqual([['Page 1'], ['Page 2'], ['Page 3']]);
  });

  it('prints the letters of European names as they are written', async () => {
    const names = [
      'Żółć Kominki Łódź Sp. z o.o.',
      'Čeněk Šťastný, Ústí nad Labem',
      'Ğüşİıö Şömine, Beşiktaş',
      'Őrség Kft. – Ștefan Țurcanu',
      'Müller & Söhne, Straße 5',
      'Ærø, Skåne, Þórður, Glödhus',
      'Café (5 €) “quoted” ‘single’ …',
    ];
    const doc = new PdfDocument();
    const page = doc.addPage();
    names.forEach((name, i) => page.text(name, 40, 100 + i * 20, { font: i % 2 ? 'bold' : 'regular' }));
    const { pages } = await pdfContents(await doc.toBuffer());
    expect(pages[0]).toEqual(names);
  });

  it('writes what the font lacks as the letter without its accent or a question mark, and line breaks as spaces', async () => {
    const doc = new PdfDocument();
    doc.addPage().text('日本 Tab\there\nnext', 40, 100);
    const { pages } = await pdfContents(await doc.toBuffer());
    expect(pages[0]).toEqual(['?? Tab here next']);
  });

  it('draws lines and filled rectangles beside text', async () => {
    const doc = new PdfDocument();
    doc.addPage().text('Plain', 10, 10).line(10, 20, 100, 20).rect(10, 30, 50, 10, [0.9, 0.9, 0.9]);
    const { pages } = await pdfContents(await doc.toBuffer());
    expect(pages[0]).toEqual(['Plain']);
  });

  it('puts an empty page into a document without pages, so it still opens', async () => {
    const { count } = await pdfContents(await new PdfDocument().toBuffer());
    expect(count).toBe(1);
  });

  it('turns top-left positions into PDF coordinates, and aligns right and centred by the font metrics', async () => {
    const doc = new PdfDocument();
    doc
      .addPage()
      .text('A', 100, 41.89, { size: 12 })
      .text('AA', 200, 50, { align: 'right', size: 10 })
      .text('AA', 200, 60, { align: 'center', size: 10 });
    const { runs } = await pdfRuns(await doc.toBuffer());
    const at = (i: number) => [runs[i]!.x, runs[i]!.y];
    expect(at(0)[0]).toBeCloseTo(100, 2);
    expect(at(0)[1]).toBeCloseTo(A4.height - 41.89, 2);
    // "A" is 667 thousandths wide, as in Helvetica: two at 10 pt are 13.34 pt.
    expect(at(1)[0]).toBeCloseTo(186.66, 1);
    expect(at(1)[1]).toBeCloseTo(A4.height - 50, 2);
    expect(at(2)[0]).toBeCloseTo(193.33, 1);
  });

  it('gives the same bytes for the same document', async () => {
    const make = () => {
      const doc = new PdfDocument({ title: 'Å', creationDate: new Date('2025-03-04T05:06:07Z') });
      doc.addPage().text('Łódź', 50, 50, { font: 'bold' }).text('Växjö', 50, 70);
      return doc.toBuffer();
    };
    expect((await make()).equals(await make())).toBe(true);
  });
});

describe('text helpers', () => {
  it('measures text with the font, whose widths are Helvetica’s', () => {
    expect(textWidth('A', 10)).toBeCloseTo(6.67, 2);
    expect(textWidth('ö', 10)).toBeCloseTo(5.56, 2);
    expect(textWidth('ø', 10, 'bold')).toBeCloseTo(6.11, 2);
    expect(textWidth('0123456789', 9)).toBeCloseTo(50.05, 2);
    // Letters beyond Latin-1 have widths of their own, not a fallback's.
    expect(textWidth('Ł', 10)).toBeCloseTo(textWidth('L', 10), 2);
    expect(textWidth('ı', 10)).toBeLessThan(textWidth('o', 10));
  });

  it('wraps at spaces and cuts a word longer than a line', () => {
    const lines = wrapText('Nordflamme Oslo 7 svart med beklädnad i täljsten', 80, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => textWidth(l, 10) <= 80)).toBe(true);
    expect(lines.join(' ')).toBe('Nordflamme Oslo 7 svart med beklädnad i täljsten');
    const cut = wrapText('X'.repeat(40), 50, 10);
    expect(cut.join('')).toBe('X'.repeat(40));
    expect(cut.every((l) => textWidth(l, 10) <= 50)).toBe(true);
  });
});
