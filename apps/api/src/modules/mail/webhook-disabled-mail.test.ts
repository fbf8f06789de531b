import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/contracts/languages';
import { renderMessage } from './render.js';
import { MAIL_TEXTS } from './texts/index.js';

describe('the e-mail about a webhook endpoint turned off', () => {
  it('is written in each of the six languages with the address, the hours and the link to the webhooks screen', () => {
    for (const language of LANGUAGES) {
      const mail = renderMessage(
        {
          kind: 'webhook-disabled',
          url: 'https://erp.example.com/hook',
          description: 'SAP',
          failingSince: '2026-11-25T10:00:00.000Z',
          hours: 72,
          recipientName: 'Britt',
        },
        language,
        { publicUrl: 'https://portal.example.com', company: 'Nordflamme' },
      );
      expect(mail.subject, language).toBe(MAIL_TEXTS[language].webhookDisabled.subject);
      expect(mail.text, language).toContain('https://erp.example.com/hook');
      expect(mail.text, language).toContain('72');
      expect(mail.text, language).toContain('SAP');
      expect(mail.html, language).toContain('https://portal.example.com/backoffice/integrations/webhooks');
    }
  });
});
