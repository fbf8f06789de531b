import { LANGUAGE_TAGS, isLanguage, type Language } from '@portal/contracts/languages';
import { formatMoney } from '@portal/contracts/money';
import { formatPercent } from '@portal/contracts/numbers';
import { WEB_ROUTES } from '@portal/contracts/app-routes';
import type { MessageKind } from '@portal/contracts/messages';
import type { DataOf, StoredMessageData } from './messages.js';
import { MAIL_TEXTS } from './texts/index.js';
import type { MailTexts } from './texts/en.js';

export type WrittenMessage = { subject: string; text: string; html: string };
export type RenderSettings = { publicUrl: string; company: string };

/** A message's content as blocks, written once and turned into both the plain text and the HTML. */
type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'facts'; rows: [label: string, value: string][] }
  | { type: 'quote'; title: string; text: string }
  | { type: 'lines'; head: string[]; rows: string[][]; totals: [label: string, value: string][] }
  /** A table of figures: the first column names the row, the others are numbers (right-aligned). */
  | { type: 'table'; head: string[]; rows: string[][] }
  | { type: 'action'; label: string; url: string };

type Draft = { subject: string; blocks: Block[] };

const TIME_ZONE: Record<Language, string> = {
  en: 'Europe/Stockholm',
  sv: 'Europe/Stockholm',
  no: 'Europe/Oslo',
  dk: 'Europe/Copenhagen',
  de: 'Europe/Berlin',
  fi: 'Europe/Helsinki',
};

const fill = (template: string, values: Record<string, string> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function formatters(language: Language) {
  const locale = LANGUAGE_TAGS[language].locale;
  const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE[language],
  });
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    /** yyyy-mm-dd or yyyymmdd as a calendar day. */
    date: (value: string) => {
      const iso = /^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : value.slice(0, 10);
      const parsed = new Date(`${iso}T00:00:00Z`);
      return Number.isNaN(parsed.getTime()) ? value : day.format(parsed);
    },
    moment: (iso: string) => moment.format(new Date(iso)),
    quantity: (n: number) => quantity.format(n),
  };
}

type Writer<K extends MessageKind> = (
  data: DataOf<K>,
  ctx: { t: MailTexts; f: ReturnType<typeof formatters>; language: Language; settings: RenderSettings },
) => Draft;

const orderFacts = (t: MailTexts, d: { orderNumber: string; orderMark: string | null }): [string, string][] => [
  [t.order.number, d.orderNumber],
  ...(d.orderMark ? [[t.order.mark, d.orderMark] as [string, string]] : []),
];

/** Every order e-mail leads to the order's own page. */
const orderLink = (settings: RenderSettings, orderNumber: string) => `${settings.publicUrl}/orders/${encodeURIComponent(orderNumber)}`;
const quoteDeskLink = (settings: RenderSettings, quoteId: string) =>
  `${settings.publicUrl}/backoffice/quotes/${encodeURIComponent(quoteId)}`;
const complaintLink = (settings: RenderSettings, incidentId: string) => `${settings.publicUrl}/complaint/${encodeURIComponent(incidentId)}`;

const WRITERS: { [K in MessageKind]: Writer<K> } = {
  'order-confirmation': (d, { t, f, language, settings }) => {
    const money = (n: number) => formatMoney(n, language, d.currency);
    return {
      subject: fill(t.orderConfirmation.subject, { orderNumber: d.orderNumber }),
      blocks: [
        { type: 'paragraph', text: t.orderConfirmation.intro },
        {
          type: 'facts',
          rows: [
            ...orderFacts(t, d),
            [t.order.date, f.date(d.orderDate)],
            [t.order.paymentMethod, t.order.invoice],
            [t.order.deliveryType, d.deliveryType === 'SAMLEV' ? t.order.coDelivery : t.order.standardDelivery],
            ...(d.requestedDate ? [[t.order.requestedDate, f.date(d.requestedDate)] as [string, string]] : []),
            ...(d.promiseDate ? [[t.order.promiseDate, f.date(d.promiseDate)] as [string, string]] : []),
            [t.order.deliveryAddress, d.deliveryAddress.join('\n')],
            [t.order.billingAddress, d.billingAddress.join('\n')],
          ],
        },
        {
          type: 'lines',
          head: [t.order.item, t.order.description, t.order.quantity, t.order.unitPrice, t.order.amount],
          rows: d.lines.map((l) => [l.itemNumber, l.description, f.quantity(l.quantity), money(l.unitPrice), money(l.amount)]),
          totals: [
            [t.order.itemSum, money(d.itemSum)],
            [t.order.freight, money(d.freight)],
            [t.order.total, money(d.total)],
          ],
        },
        { type: 'paragraph', text: t.orderConfirmation.attachment },
        { type: 'action', label: t.order.view, url: orderLink(settings, d.orderNumber) },
      ],
    };
  },
  'order-confirmed': (d, { t, settings }) => ({
    subject: fill(t.orderConfirmed.subject, { orderNumber: d.orderNumber, week: d.promiseWeek }),
    blocks: [
      { type: 'paragraph', text: fill(t.orderConfirmed.intro, { orderNumber: d.orderNumber, week: d.promiseWeek }) },
      { type: 'facts', rows: orderFacts(t, d) },
      { type: 'action', label: t.order.view, url: orderLink(settings, d.orderNumber) },
    ],
  }),
  'order-dispatched': (d, { t, settings }) => ({
    subject: fill(t.orderDispatched.subject, { orderNumber: d.orderNumber }),
    blocks: [
      { type: 'paragraph', text: fill(t.orderDispatched.intro, { orderNumber: d.orderNumber, carrier: d.carrier }) },
      { type: 'facts', rows: [...orderFacts(t, d), [t.orderDispatched.tracking, d.trackingId]] },
      ...(d.trackingUrl ? [{ type: 'action', label: t.orderDispatched.track, url: d.trackingUrl } as Block] : []),
      { type: 'action', label: t.order.view, url: orderLink(settings, d.orderNumber) },
    ],
  }),
  'order-cancelled': (d, { t, settings }) => ({
    subject: fill(t.orderCancelled.subject, { orderNumber: d.orderNumber }),
    blocks: [
      { type: 'paragraph', text: fill(t.orderCancelled.intro, { orderNumber: d.orderNumber }) },
      { type: 'facts', rows: orderFacts(t, d) },
      // Only what staff wrote to the dealer on purpose; the internal reason never leaves the order desk.
      ...(d.message ? [{ type: 'quote', title: t.orderCancelled.message, text: d.message } as Block] : []),
      { type: 'action', label: t.order.view, url: orderLink(settings, d.orderNumber) },
    ],
  }),
  'order-changed': (d, { t, f, language, settings }) => {
    const money = (n: number | null) => (n === null ? '–' : formatMoney(n, language, d.change.currency));
    const c = d.change;
    const quantity = (before: number | null, after: number | null) =>
      before === null
        ? `${f.quantity(after!)} (${t.orderChanged.added})`
        : after === null
          ? `${f.quantity(before)} → 0 (${t.orderChanged.removed})`
          : `${f.quantity(before)} → ${f.quantity(after)}`;
    const totals = (label: string, key: 'itemSum' | 'freight' | 'vat' | 'total'): [string, string] => [
      label,
      `${money(c.totalsBefore?.[key] ?? null)} → ${money(c.totalsAfter?.[key] ?? null)}`,
    ];
    const delivery = c.deliveryAfter;
    const changedAddress = delivery && JSON.stringify(delivery.address) !== JSON.stringify(c.deliveryBefore?.address);
    const changedDate = delivery && delivery.requestedDate !== c.deliveryBefore?.requestedDate && delivery.requestedDate;
    const blocks: Block[] =
      c.kind === 'lines'
        ? [
            { type: 'paragraph', text: fill(t.orderChanged.intro, { orderNumber: d.orderNumber }) },
            { type: 'facts', rows: orderFacts(t, d) },
            {
              type: 'lines',
              head: [t.order.item, t.order.description, t.order.quantity, t.orderChanged.before, t.orderChanged.after],
              rows: c.lines.map((l) => [
                l.itemNumber,
                l.description,
                quantity(l.quantityBefore, l.quantityAfter),
                money(l.amountBefore),
                money(l.amountAfter),
              ]),
              totals: [
                totals(t.order.itemSum, 'itemSum'),
                totals(t.order.freight, 'freight'),
                totals(t.orderChanged.vat, 'vat'),
                totals(t.orderChanged.totalWithVat, 'total'),
              ],
            },
          ]
        : [
            { type: 'paragraph', text: fill(t.orderChanged.deliveryIntro, { orderNumber: d.orderNumber }) },
            {
              type: 'facts',
              rows: [
                ...orderFacts(t, d),
                ...(changedAddress
                  ? [
                      [
                        t.orderChanged.newAddress,
                        [
                          delivery.address.name,
                          ...delivery.address.lines,
                          [delivery.address.postalCode, delivery.address.city].filter(Boolean).join(' '),
                          delivery.address.country,
                        ]
                          .filter((v): v is string => !!v)
                          .join('\n'),
                      ] as [string, string],
                    ]
                  : []),
                ...(changedDate ? [[t.orderChanged.newRequestedDate, f.date(changedDate)] as [string, string]] : []),
              ],
            },
          ];
    return {
      subject: fill(t.orderChanged.subject, { orderNumber: d.orderNumber }),
      blocks: [...blocks, { type: 'action', label: t.order.view, url: orderLink(settings, d.orderNumber) }],
    };
  },
  'order-credit-hold': (d, { t, language, settings }) => {
    const money = (n: number) => formatMoney(n, language, d.currency);
    return {
      subject: fill(t.orderCreditHold.subject, { orderNumber: d.orderNumber }),
      blocks: [
        { type: 'paragraph', text: fill(t.orderCreditHold.intro, { orderNumber: d.orderNumber }) },
        { type: 'paragraph', text: d.reason === 'overdue' ? t.orderCreditHold.overdue : t.orderCreditHold.limit },
        {
          type: 'facts',
          rows: [
            ...orderFacts(t, d),
            [t.orderCreditHold.orderTotal, money(d.orderTotal)],
            ...(d.available !== null ? [[t.orderCreditHold.available, money(d.available)] as [string, string]] : []),
          ],
        },
        { type: 'paragraph', text: t.orderCreditHold.next },
        { type: 'action', label: t.order.view, url: orderLink(settings, d.orderNumber) },
      ],
    };
  },
  'complaint-received': (d, { t, settings }) => ({
    subject: fill(t.complaintReceived.subject, { caseNumber: d.caseNumber }),
    blocks: [
      { type: 'paragraph', text: t.complaintReceived.intro },
      {
        type: 'facts',
        rows: [
          [t.complaint.caseNumber, d.caseNumber],
          ...(d.orderNumber ? [[t.complaint.orderNumber, d.orderNumber] as [string, string]] : []),
        ],
      },
      { type: 'action', label: t.complaint.view, url: complaintLink(settings, d.incidentId) },
    ],
  }),
  'complaint-updated': (d, { t, settings }) => {
    const statusName: Record<string, string> = {
      registered: t.complaint.statusRegistered,
      ongoing: t.complaint.statusOngoing,
      waiting: t.complaint.statusWaiting,
      completed: t.complaint.statusCompleted,
    };
    return {
      subject: fill(t.complaintUpdated.subject, { caseNumber: d.caseNumber }),
      blocks: [
        { type: 'paragraph', text: fill(t.complaintUpdated.intro, { caseNumber: d.caseNumber }) },
        {
          type: 'facts',
          rows: [
            [t.complaint.caseNumber, d.caseNumber],
            ...(d.status ? [[t.complaint.status, statusName[d.status] ?? d.status] as [string, string]] : []),
          ],
        },
        ...(d.reply
          ? [
              {
                type: 'quote',
                title: d.staffName ? fill(t.complaint.reply, { name: d.staffName }) : t.complaint.replyNoName,
                text: d.reply,
              } as Block,
            ]
          : []),
        { type: 'action', label: t.complaint.view, url: complaintLink(settings, d.incidentId) },
      ],
    };
  },
  'invoice-issued': (d, { t, f, language, settings }) => ({
    subject: fill(t.invoiceIssued.subject, { invoiceNumber: d.invoiceNumber }),
    blocks: [
      { type: 'paragraph', text: t.invoiceIssued.intro },
      {
        type: 'facts',
        rows: [
          [t.invoiceIssued.number, d.invoiceNumber],
          ...(d.orderNumber ? [[t.invoiceIssued.orderNumber, d.orderNumber] as [string, string]] : []),
          [t.invoiceIssued.date, f.date(d.invoiceDate)],
          [t.invoiceIssued.dueDate, f.date(d.dueDate)],
          [t.invoiceIssued.total, formatMoney(d.total, language, d.currency)],
        ],
      },
      { type: 'paragraph', text: t.invoiceIssued.attachment },
      { type: 'action', label: t.invoiceIssued.view, url: `${settings.publicUrl}/invoices` },
    ],
  }),
  invitation: (d, { t, f, settings }) => ({
    subject: t.invitation.subject,
    blocks: [
      {
        type: 'paragraph',
        text: d.companyName
          ? fill(t.invitation.introCompany, { company: settings.company, customer: d.companyName })
          : fill(t.invitation.intro, { company: settings.company }),
      },
      { type: 'action', label: t.invitation.action, url: d.link },
      { type: 'paragraph', text: fill(t.invitation.validUntil, { date: f.moment(d.expiresAt) }) },
    ],
  }),
  'invitation-in-use': (d, { t, settings }) => ({
    subject: t.invitationInUse.subject,
    blocks: [
      {
        type: 'paragraph',
        text: d.companyName
          ? fill(t.invitationInUse.introCompany, { company: settings.company, customer: d.companyName })
          : fill(t.invitationInUse.intro, { company: settings.company }),
      },
      { type: 'paragraph', text: t.invitationInUse.other },
    ],
  }),
  'password-reset': (d, { t, f }) => ({
    subject: t.passwordReset.subject,
    blocks: [
      { type: 'paragraph', text: t.passwordReset.intro },
      { type: 'action', label: t.passwordReset.action, url: d.link },
      { type: 'paragraph', text: fill(t.passwordReset.validFor, { time: f.moment(d.expiresAt) }) },
      { type: 'paragraph', text: t.passwordReset.ignore },
    ],
  }),
  'email-change-confirm': (d, { t, f }) => ({
    subject: t.emailChangeConfirm.subject,
    blocks: [
      { type: 'paragraph', text: fill(t.emailChangeConfirm.intro, { email: d.newEmail }) },
      { type: 'action', label: t.emailChangeConfirm.action, url: d.link },
      { type: 'paragraph', text: fill(t.emailChangeConfirm.validUntil, { date: f.moment(d.expiresAt) }) },
    ],
  }),
  'email-change-notice': (d, { t }) => ({
    subject: t.emailChangeNotice.subject,
    blocks: [
      { type: 'paragraph', text: fill(t.emailChangeNotice.intro, { email: d.newEmail }) },
      { type: 'paragraph', text: t.emailChangeNotice.notYou },
    ],
  }),
  'sign-in-locked': (d, { t }) => ({
    subject: t.signInLocked.subject,
    blocks: [
      { type: 'paragraph', text: fill(t.signInLocked.intro, { minutes: String(d.minutes) }) },
      { type: 'paragraph', text: t.signInLocked.ifYou },
      { type: 'paragraph', text: t.signInLocked.notYou },
    ],
  }),
  'approval-requested': (d, { t, language, settings }) => ({
    subject: fill(t.approvalRequested.subject, { orderNumber: d.orderNumber }),
    blocks: [
      { type: 'paragraph', text: fill(t.approvalRequested.intro, { name: d.requestedBy }) },
      {
        type: 'facts',
        rows: [
          ...orderFacts(t, d),
          [t.approvalRequested.requestedBy, d.requestedBy],
          [t.approvalRequested.itemSum, formatMoney(d.itemSum, language, d.currency)],
          [t.approvalRequested.limit, d.limit === null ? t.approvalRequested.always : formatMoney(d.limit, language, d.currency)],
        ],
      },
      { type: 'action', label: t.approvalRequested.action, url: `${settings.publicUrl}${WEB_ROUTES.approvals}` },
    ],
  }),
  'approval-decided': (d, { t, settings }) => {
    const values = { orderNumber: d.orderNumber, name: d.decidedBy };
    return {
      subject: fill(d.approved ? t.approvalDecided.approvedSubject : t.approvalDecided.rejectedSubject, values),
      blocks: [
        { type: 'paragraph', text: fill(d.approved ? t.approvalDecided.approvedIntro : t.approvalDecided.rejectedIntro, values) },
        { type: 'facts', rows: orderFacts(t, d) },
        ...(d.reason ? [{ type: 'quote', title: t.approvalDecided.reason, text: d.reason } as Block] : []),
        { type: 'action', label: t.order.view, url: `${settings.publicUrl}/orders/${encodeURIComponent(d.orderNumber)}` },
      ],
    };
  },
  'insight-weekly': (d, { t, f, language, settings }) => {
    const w = t.insightWeekly;
    const month = new Intl.DateTimeFormat(LANGUAGE_TAGS[language].locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const cell = (value: string | number | null, format: DataOf<'insight-weekly'>['columns'][number]['format']) => {
      if (value === null) return '–';
      if (typeof value === 'string') return format === 'month' ? month.format(new Date(`${value}-01T00:00:00Z`)) : value;
      if (format === 'money' && d.currency) return formatMoney(value, language, d.currency);
      if (format === 'percent') return formatPercent(value, language);
      return f.quantity(value);
    };
    const fact = ({ label, value }: DataOf<'insight-weekly'>['facts'][number]): [string, string] => {
      if (label === 'period') return [w.facts.period, value.split('/').map(f.date).join(' – ')];
      if (label === 'market') return [w.facts.market, w.markets[value as keyof typeof w.markets] ?? value];
      if (label === 'groupBy') return [w.facts.groupBy, w.groups[value as keyof typeof w.groups] ?? value];
      return [w.facts[label], value];
    };
    return {
      subject: fill(w.subject, { dashboard: w.dashboards[d.dashboard] }),
      blocks: [
        { type: 'paragraph', text: fill(w.intro, { dashboard: w.dashboards[d.dashboard] }) },
        { type: 'facts', rows: d.facts.map(fact) },
        d.rows.length === 0
          ? { type: 'paragraph', text: w.empty }
          : {
              type: 'table',
              head: d.columns.map((c) => w.columns[c.label]),
              rows: d.rows.map((row) => row.map((value, i) => cell(value, d.columns[i]!.format))),
            },
        { type: 'action', label: w.action, url: `${settings.publicUrl}/backoffice${d.path}` },
        { type: 'paragraph', text: w.cancel },
      ],
    };
  },
  'webhook-disabled': (d, { t, f, settings }) => ({
    subject: t.webhookDisabled.subject,
    blocks: [
      { type: 'paragraph', text: fill(t.webhookDisabled.intro, { hours: String(d.hours) }) },
      {
        type: 'facts',
        rows: [
          [t.webhookDisabled.address, d.url],
          ...(d.description ? [[t.webhookDisabled.description, d.description] as [string, string]] : []),
          [t.webhookDisabled.failingSince, f.moment(d.failingSince)],
        ],
      },
      { type: 'paragraph', text: t.webhookDisabled.turnOn },
      { type: 'action', label: t.webhookDisabled.action, url: `${settings.publicUrl}/backoffice/integrations/webhooks` },
    ],
  }),
  'quote-requested': (d, { t, settings }) => ({
    subject: fill(t.quoteRequested.subject, { number: d.number, customer: d.customerName }),
    blocks: [
      {
        type: 'paragraph',
        text: fill(d.revision > 1 ? t.quoteRequested.introRevised : t.quoteRequested.intro, {
          customer: d.customerName,
          project: d.projectName,
          revision: String(d.revision),
        }),
      },
      {
        type: 'facts',
        rows: [
          [t.quote.number, d.number],
          [t.quote.project, d.projectName],
          [t.quote.dealer, d.customerName],
          [t.quote.revision, String(d.revision)],
        ],
      },
      ...(d.message ? [{ type: 'quote', title: t.quote.message, text: d.message } as Block] : []),
      { type: 'action', label: t.quote.open, url: quoteDeskLink(settings, d.quoteId) },
    ],
  }),
  'quote-sent': (d, { t, f, language, settings }) => ({
    subject: fill(t.quoteSent.subject, { number: d.number }),
    blocks: [
      { type: 'paragraph', text: fill(t.quoteSent.intro, { project: d.projectName }) },
      {
        type: 'facts',
        rows: [
          [t.quote.number, d.number],
          [t.quote.project, d.projectName],
          [t.quote.total, formatMoney(d.total, language, d.currency)],
          [t.quote.validUntil, f.date(d.validUntil)],
        ],
      },
      ...(d.message ? [{ type: 'quote', title: fill(t.quote.messageFrom, { name: d.staffName }), text: d.message } as Block] : []),
      { type: 'paragraph', text: t.quoteSent.pdf },
      { type: 'action', label: t.quote.view, url: `${settings.publicUrl}/quotes/${encodeURIComponent(d.quoteId)}` },
    ],
  }),
  'quote-answered': (d, { t, settings }) => {
    const values = { number: d.number, customer: d.customerName, project: d.projectName, orderNumber: d.orderNumber ?? '' };
    const [subject, intro] =
      d.answer === 'accepted'
        ? [t.quoteAnswered.subjectAccepted, t.quoteAnswered.introAccepted]
        : d.answer === 'called-off'
          ? [t.quoteAnswered.subjectCalledOff, t.quoteAnswered.introCalledOff]
          : [t.quoteAnswered.subjectDeclined, t.quoteAnswered.introDeclined];
    return {
      subject: fill(subject, values),
      blocks: [
        { type: 'paragraph', text: fill(intro, values) },
        {
          type: 'facts',
          rows: [
            [t.quote.number, d.number],
            [t.quote.project, d.projectName],
            [t.quote.dealer, d.customerName],
            ...(d.orderNumber ? [[t.quote.orderNumber, d.orderNumber] as [string, string]] : []),
          ],
        },
        ...(d.message ? [{ type: 'quote', title: t.quote.message, text: d.message } as Block] : []),
        { type: 'action', label: t.quote.open, url: quoteDeskLink(settings, d.quoteId) },
      ],
    };
  },
  offer: (d, { t, f, language }) => ({
    subject: fill(t.offer.subject, { number: d.offerNumber, company: d.sender.name }),
    blocks: [
      ...(d.message ? [{ type: 'paragraph', text: d.message } as Block] : []),
      { type: 'paragraph', text: fill(t.offer.intro, { company: d.sender.name }) },
      {
        type: 'facts',
        rows: [
          [t.offer.number, d.offerNumber],
          [t.offer.validUntil, f.date(d.validUntil)],
          [t.offer.total, formatMoney(d.totalInclVat, language, d.currency)],
        ],
      },
      { type: 'paragraph', text: fill(t.offer.reply, { company: d.sender.name }) },
    ],
  }),
  'email-change-in-use': (_d, { t }) => ({
    subject: t.emailChangeInUse.subject,
    blocks: [
      { type: 'paragraph', text: t.emailChangeInUse.intro },
      { type: 'paragraph', text: t.emailChangeInUse.forgot },
    ],
  }),
};

/** The messages about a user's own business say where the user chooses which to receive. */
const HAS_PREFERENCE = new Set<MessageKind>([
  'order-confirmation',
  'order-confirmed',
  'order-dispatched',
  'order-cancelled',
  'order-changed',
  'order-credit-hold',
  'complaint-received',
  'complaint-updated',
  'invoice-issued',
]);

/** Writes a message from its data in the given language: subject, plain text and HTML with the portal's look. */
export function renderMessage(data: StoredMessageData, language: string, settings: RenderSettings): WrittenMessage {
  const lang: Language = isLanguage(language) ? language : 'sv';
  const t = MAIL_TEXTS[lang];
  const write = WRITERS[data.kind] as Writer<MessageKind>;
  const draft = write(data as never, { t, f: formatters(lang), language: lang, settings });
  const greeting = data.recipientName ? fill(t.common.greeting, { name: data.recipientName }) : t.common.greetingNoName;
  // A dealer's offer is the dealer's letter: its signature, replies welcome, no word of the portal.
  const closing =
    data.kind === 'offer'
      ? [fill(t.common.signature, { company: `${data.sender.userName}\n${data.sender.name}` })]
      : [
          fill(t.common.signature, { company: settings.company }),
          ...(HAS_PREFERENCE.has(data.kind) ? [t.common.preferences] : []),
          t.common.noReply,
          fill(t.common.footer, { company: settings.company }),
        ];
  const shown = data.kind === 'offer' ? { ...settings, company: data.sender.name } : settings;
  return {
    subject: draft.subject,
    text: plainText(greeting, draft.blocks, closing, shown),
    html: html(lang, draft.subject, greeting, draft.blocks, closing, shown),
  };
}

function plainText(greeting: string, blocks: Block[], closing: string[], settings: RenderSettings): string {
  const out: string[] = [greeting, ''];
  for (const block of blocks) {
    switch (block.type) {
      case 'paragraph':
        out.push(block.text, '');
        break;
      case 'facts':
        for (const [label, value] of block.rows) out.push(`${label}: ${value.split('\n').join(', ')}`);
        out.push('');
        break;
      case 'quote':
        out.push(`${block.title}:`, ...block.text.split('\n').map((l) => `> ${l}`), '');
        break;
      case 'lines':
        for (const row of block.rows) out.push(`${row[2]} × ${row[0]} ${row[1]} — ${row[4]}`);
        out.push('');
        for (const [label, value] of block.totals) out.push(`${label}: ${value}`);
        out.push('');
        break;
      case 'table':
        for (const row of block.rows) out.push(row.map((c, i) => (i === 0 ? c : `${block.head[i]}: ${c}`)).join(' · '));
        out.push('');
        break;
      case 'action':
        out.push(`${block.label}: ${block.url}`, '');
        break;
    }
  }
  out.push(closing[0]!, '', '--', ...closing.slice(1), settings.publicUrl);
  return out.join('\n');
}

// E-mail clients ignore style sheets: the look is in the elements' own style attributes.
const ACCENT = '#a83b17';
const INK = '#1f2328';
const MUTED = '#57606a';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function html(language: Language, subject: string, greeting: string, blocks: Block[], closing: string[], settings: RenderSettings): string {
  const e = escapeHtml;
  const lines = (s: string) => e(s).replace(/\n/g, '<br>');
  const body = blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p style="margin:0 0 16px">${lines(block.text)}</p>`;
        case 'facts':
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${block.rows
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:${MUTED};font-weight:normal;white-space:nowrap">${e(label)}</th><td style="padding:4px 0">${lines(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'quote':
          return `<p style="margin:0 0 4px;font-weight:bold">${e(block.title)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid ${ACCENT};background:#f6f3f1">${lines(block.text)}</blockquote>`;
        case 'lines': {
          const cell = 'padding:6px 8px;border-bottom:1px solid #d0d7de';
          const right = (i: number) => (i >= 2 ? 'text-align:right;white-space:nowrap;' : 'text-align:left;');
          return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%;font-size:14px"><thead><tr>${block.head
            .map((h, i) => `<th scope="col" style="${right(i)}${cell};background:#f6f8fa">${e(h)}</th>`)
            .join('')}</tr></thead><tbody>${block.rows
            .map((row) => `<tr>${row.map((c, i) => `<td style="${right(i)}${cell}">${e(c)}</td>`).join('')}</tr>`)
            .join('')}</tbody><tfoot>${block.totals
            .map(
              ([label, value], i) =>
                `<tr><th scope="row" colspan="4" style="text-align:right;padding:4px 8px;${i === block.totals.length - 1 ? 'font-weight:bold' : 'font-weight:normal'}">${e(label)}</th><td style="text-align:right;white-space:nowrap;padding:4px 8px;${i === block.totals.length - 1 ? 'font-weight:bold' : ''}">${e(value)}</td></tr>`,
            )
            .join('')}</tfoot></table>`;
        }
        case 'table': {
          const cell = 'padding:6px 8px;border-bottom:1px solid #d0d7de';
          const align = (i: number) => (i > 0 ? 'text-align:right;white-space:nowrap;' : 'text-align:left;');
          return `<table style="border-collapse:collapse;margin:0 0 16px;width:100%;font-size:14px"><thead><tr>${block.head
            .map((h, i) => `<th scope="col" style="${align(i)}${cell};background:#f6f8fa">${e(h)}</th>`)
            .join('')}</tr></thead><tbody>${block.rows
            .map(
              (row) =>
                `<tr>${row.map((c, i) => (i === 0 ? `<th scope="row" style="${align(i)}${cell};font-weight:normal">${e(c)}</th>` : `<td style="${align(i)}${cell}">${e(c)}</td>`)).join('')}</tr>`,
            )
            .join('')}</tbody></table>`;
        }
        case 'action':
          return `<p style="margin:8px 0 24px"><a href="${e(block.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;font-weight:bold">${e(block.label)}</a></p>`;
      }
    })
    .join('\n');
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language].html}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f1ef;${FONT};color:${INK};font-size:15px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;padding:16px">
<div style="background:${ACCENT};color:#ffffff;padding:14px 20px;font-size:18px;font-weight:bold">${e(settings.company)}</div>
<div style="background:#ffffff;padding:24px 20px">
<p style="margin:0 0 16px">${e(greeting)}</p>
${body}
<p style="margin:0">${lines(closing[0]!)}</p>
</div>
<div style="padding:12px 20px;color:${MUTED};font-size:12px">${closing
    .slice(1)
    .map((c) => `<p style="margin:0 0 6px">${e(c)}</p>`)
    .join('')}<p style="margin:0"><a href="${e(settings.publicUrl)}" style="color:${MUTED}">${e(settings.publicUrl)}</a></p></div>
</div>
</body>
</html>`;
}
