import type { ServerLanguage } from '../../platform/i18n.js';
import { BusinessDocument, documentFileName, documentTexts, MARGIN, RIGHT, RETURN_ADDRESS } from '../../platform/pdf/business-document.js';

export type ReturnLabelInput = {
  language: ServerLanguage;
  returnNumber: string;
  caseNumber: string;
  createdAt: Date;
  sender: { customerNumber: string; name: string; address: string[] };
  lines: readonly { itemNumber: string; description: string; quantity: number }[];
};

/** The label's file name in the reader's language: returetikett-R300001.pdf. */
export const returnLabelFileName = (language: ServerLanguage, returnNumber: string): string =>
  documentFileName(language, 'complaints.return-label.file-name', 'return-label', returnNumber);

/**
 * A return's label, to print and put on the parcel: the manufacturer's return address large, the
 * sender, the return number and the complaint's case number the goods receipt looks for, and the
 * articles in the parcel.
 */
export function renderReturnLabelPdf(input: ReturnLabelInput): Promise<Buffer> {
  const { language, sender } = input;
  const document = new BusinessDocument({
    language,
    textKeys: 'invoices.pdf',
    title: documentTexts(language)('complaints.return-label.title'),
    number: input.returnNumber,
    customer: sender,
    createdAt: input.createdAt,
  });
  const { t, format } = document;
  const y = document.header([
    [t('complaints.return-label.return-number'), input.returnNumber],
    [t('complaints.return-label.case-number'), input.caseNumber],
    [t('complaints.return-label.date'), format.date(input.createdAt.toISOString())],
    [t('invoices.pdf.customer-number'), sender.customerNumber],
  ]);
  // The address the carrier reads, in a frame, with the return number under it for the goods receipt.
  const top = Math.max(y + 30, 170);
  const frame = { width: 1.5 };
  const [left, bottom] = [MARGIN, top + 150];
  document.page.line(left, top, RIGHT, top, frame);
  document.page.line(left, bottom, RIGHT, bottom, frame);
  document.page.line(left, top, left, bottom, frame);
  document.page.line(RIGHT, top, RIGHT, bottom, frame);
  document.page.text(t('complaints.return-label.send-to'), MARGIN + 14, top + 20, { size: 9 });
  RETURN_ADDRESS.forEach((line, i) =>
    document.page.text(line, MARGIN + 14, top + 44 + i * 18, { size: 15, font: i === 0 ? 'bold' : 'regular' }),
  );
  document.page.text(input.returnNumber, RIGHT - 14, top + 125, { size: 24, font: 'bold', align: 'right' });
  document.y = document.address(MARGIN, top + 175, t('complaints.return-label.from'), [sender.name, ...sender.address]);

  // The articles in the parcel.
  let row = document.y + 24;
  document.page.text(t('complaints.return-label.contents'), MARGIN, row, { size: 11, font: 'bold' });
  row += 18;
  document.page.text(t('invoices.detail.item'), MARGIN, row, { size: 9, font: 'bold' });
  document.page.text(t('invoices.detail.description'), MARGIN + 110, row, { size: 9, font: 'bold' });
  document.page.text(t('invoices.detail.quantity'), RIGHT, row, { size: 9, font: 'bold', align: 'right' });
  for (const line of input.lines) {
    row += 14;
    document.page.text(line.itemNumber, MARGIN, row, { size: 9 });
    document.page.text(line.description.slice(0, 70), MARGIN + 110, row, { size: 9 });
    document.page.text(format.quantity(line.quantity), RIGHT, row, { size: 9, align: 'right' });
  }
  document.y = row + 10;
  document.paragraph(t('complaints.return-label.instructions', { number: input.returnNumber }), 20);
  return document.finish();
}
