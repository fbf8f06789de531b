import { useTranslation } from 'react-i18next';
import { getStaffQuoteAttachment, type StaffQuoteDetail } from '@portal/contracts/quotes';
import { AttachmentTable } from '@portal/ui';

/** The dealer's drawings on a quote, each to download as it was attached. */
export function QuoteAttachmentList({ quote }: { quote: StaffQuoteDetail }) {
  const { t } = useTranslation();
  return (
    <AttachmentTable
      files={quote.attachments}
      label={t('quote-desk.attachments.title')}
      noneText={t('quote-desk.attachments.none')}
      failedKey="quote-desk.attachments.failed"
      accept={getStaffQuoteAttachment.contentTypes}
      path={(a) =>
        getStaffQuoteAttachment.path.replace('{id}', encodeURIComponent(quote.id)).replace('{attachmentId}', encodeURIComponent(a.id))
      }
    />
  );
}
