import type { MailTexts } from './en.js';

/** The e-mails' texts in German. */
export const de: MailTexts = {
  common: {
    greeting: 'Hallo {{name}},',
    greetingNoName: 'Guten Tag,',
    signature: 'Mit freundlichen Grüßen\n{{company}}',
    openPortal: 'Händlerportal öffnen',
    footer: 'Diese Nachricht wurde über das Händlerportal von {{company}} versendet.',
    preferences: 'Welche E-Mails zu Bestellungen, Reklamationen und Rechnungen Sie erhalten, legen Sie im Portal unter Konto fest.',
    noReply: 'Bitte antworten Sie nicht auf diese E-Mail, sondern nutzen Sie die Kontaktseite im Portal.',
  },
  order: {
    number: 'Bestellnummer',
    mark: 'Kommission',
    date: 'Bestelldatum',
    deliveryType: 'Lieferart',
    requestedDate: 'Gewünschtes Lieferdatum',
    promiseDate: 'Voraussichtliches Lieferdatum',
    deliveryAddress: 'Lieferadresse',
    billingAddress: 'Rechnungsadresse',
    paymentMethod: 'Zahlungsart',
    invoice: 'Rechnung',
    item: 'Art.-Nr.',
    description: 'Bezeichnung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    itemSum: 'Warenwert',
    freight: 'Fracht',
    total: 'Gesamt ohne MwSt.',
    view: 'Bestellung ansehen',
    standardDelivery: 'Standardlieferung',
    coDelivery: 'Sammellieferung',
  },
  orderConfirmation: {
    subject: 'Bestellbestätigung {{orderNumber}}',
    intro: 'Vielen Dank für Ihre Bestellung. Sie ist bei uns eingegangen; die Versandwoche teilen wir Ihnen in Kürze mit.',
    attachment: 'Die Bestellbestätigung finden Sie als PDF im Anhang.',
  },
  orderConfirmed: {
    subject: 'Bestellung {{orderNumber}} bestätigt: Versand in KW {{week}}',
    intro: 'Ihre Bestellung {{orderNumber}} wurde bestätigt. Der Versand ist für KW {{week}} geplant.',
  },
  orderDispatched: {
    subject: 'Bestellung {{orderNumber}} wurde versandt',
    intro: 'Ihre Bestellung {{orderNumber}} ist mit {{carrier}} unterwegs zu Ihnen.',
    tracking: 'Sendungsnummer',
    track: 'Sendung verfolgen',
  },
  orderCancelled: {
    subject: 'Bestellung {{orderNumber}} wurde storniert',
    intro: 'Ihre Bestellung {{orderNumber}} wurde storniert.',
    message: 'Eine Nachricht von uns',
  },
  complaint: {
    caseNumber: 'Vorgangsnummer',
    orderNumber: 'Bestellnummer',
    view: 'Reklamation ansehen',
    status: 'Status',
    statusRegistered: 'Erfasst',
    statusOngoing: 'In Bearbeitung',
    statusWaiting: 'Wartet auf Ihre Angaben',
    statusCompleted: 'Abgeschlossen',
    reply: 'Antwort von {{name}}',
    replyNoName: 'Antwort des Kundenservice',
  },
  complaintReceived: {
    subject: 'Reklamation {{caseNumber}} eingegangen',
    intro: 'Ihre Reklamation ist bei uns eingegangen. Unser Kundenservice prüft sie und meldet sich im Portal bei Ihnen.',
  },
  complaintUpdated: {
    subject: 'Reklamation {{caseNumber}} aktualisiert',
    intro: 'Es gibt Neuigkeiten zu Ihrer Reklamation {{caseNumber}}.',
  },
  invoiceIssued: {
    subject: 'Rechnung {{invoiceNumber}}',
    intro: 'Für Ihr Unternehmen wurde eine neue Rechnung ausgestellt.',
    number: 'Rechnungsnummer',
    orderNumber: 'Bestellnummer',
    date: 'Rechnungsdatum',
    dueDate: 'Fälligkeitsdatum',
    total: 'Zu zahlender Betrag',
    attachment: 'Die Rechnung finden Sie als PDF im Anhang.',
    view: 'Rechnungen ansehen',
  },
  invitation: {
    subject: 'Ihr Konto im Händlerportal',
    intro: 'Sie wurden zum Händlerportal von {{company}} eingeladen.',
    introCompany: 'Sie wurden als Benutzer für {{customer}} zum Händlerportal von {{company}} eingeladen.',
    action: 'Passwort festlegen',
    validUntil: 'Der Link kann einmal verwendet werden und ist gültig bis {{date}}.',
  },
  invitationInUse: {
    subject: 'Ihre E-Mail-Adresse im Händlerportal',
    intro:
      'Jemand hat versucht, diese E-Mail-Adresse zum Händlerportal von {{company}} einzuladen. Die Adresse gehört bereits zu einem Konto, daher wurde kein neues Konto angelegt.',
    introCompany:
      '{{customer}} hat versucht, diese E-Mail-Adresse zum Händlerportal von {{company}} einzuladen. Die Adresse gehört bereits zu einem Konto, daher wurde kein neues Konto angelegt.',
    other:
      'Eine Adresse kann nur zu einem Konto gehören. Falls die Einladung Ihnen galt, bitten Sie darum, eine andere Ihrer Adressen einzuladen; falls Sie Ihr Passwort vergessen haben, nutzen Sie auf der Anmeldeseite „Passwort vergessen?“.',
  },
  passwordReset: {
    subject: 'Passwort zurücksetzen',
    intro:
      'Für Ihr Konto im Händlerportal wurde das Zurücksetzen des Passworts angefordert. Wenn Sie das waren, legen Sie über den folgenden Link ein neues Passwort fest.',
    action: 'Neues Passwort festlegen',
    validFor: 'Der Link kann einmal verwendet werden und ist 30 Minuten lang gültig, also bis {{time}}.',
    ignore: 'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren. Ihr Passwort bleibt unverändert.',
  },
  emailChangeConfirm: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    intro:
      'Sie möchten sich künftig mit {{email}} im Händlerportal anmelden. Bitte bestätigen Sie die neue Adresse über den folgenden Link.',
    action: 'Neue Adresse bestätigen',
    validUntil: 'Der Link ist gültig bis {{date}}. Solange Sie ihn nicht aufrufen, bleibt Ihre bisherige Adresse bestehen.',
  },
  emailChangeNotice: {
    subject: 'Ihre E-Mail-Adresse wurde geändert',
    intro: 'Die E-Mail-Adresse Ihres Kontos im Händlerportal wurde in {{email}} geändert. Ab sofort melden Sie sich mit dieser Adresse an.',
    notYou: 'Falls Sie diese Änderung nicht vorgenommen haben, wenden Sie sich bitte umgehend an uns.',
  },
  emailChangeInUse: {
    subject: 'Ihre E-Mail-Adresse im Händlerportal',
    intro:
      'Es wurde angefordert, die E-Mail-Adresse eines Kontos im Händlerportal in diese Adresse zu ändern. Da diese Adresse bereits zu einem Konto gehört, wurde nichts geändert.',
    forgot: 'Falls Sie das Passwort Ihres Kontos vergessen haben, nutzen Sie auf der Anmeldeseite „Passwort vergessen?“.',
  },
  signInLocked: {
    subject: 'Anmeldung bei Ihrem Konto vorübergehend gesperrt',
    intro:
      'Jemand hat mehrmals versucht, sich mit einem falschen Passwort bei Ihrem Konto im Händlerportal anzumelden. Die Anmeldung ist daher für {{minutes}} Minuten gesperrt.',
    ifYou:
      'Falls Sie das waren, warten Sie bitte und versuchen Sie es erneut, oder wählen Sie auf der Anmeldeseite über „Passwort vergessen?“ ein neues Passwort.',
    notYou: 'Falls Sie es nicht waren, ist Ihr Passwort weiterhin sicher; wählen Sie dennoch am besten ein neues, längeres Passwort.',
  },
  approvalRequested: {
    subject: 'Auftrag {{orderNumber}} wartet auf Ihre Freigabe',
    intro:
      '{{name}} hat einen Auftrag über dem eigenen Bestelllimit aufgegeben. Er geht an den Hersteller, sobald ein Freigebender ihn freigibt.',
    requestedBy: 'Bestellt von',
    itemSum: 'Auftragswert ohne MwSt. und Fracht',
    limit: 'Bestelllimit',
    always: 'Jeder Auftrag braucht eine Freigabe',
    action: 'Freigaben öffnen',
  },
  approvalDecided: {
    approvedSubject: 'Auftrag {{orderNumber}} wurde freigegeben',
    approvedIntro: '{{name}} hat Ihren Auftrag {{orderNumber}} freigegeben. Er wurde jetzt an den Hersteller gesendet.',
    rejectedSubject: 'Auftrag {{orderNumber}} wurde abgelehnt',
    rejectedIntro: '{{name}} hat Ihren Auftrag {{orderNumber}} abgelehnt. Er wurde nicht an den Hersteller gesendet.',
    reason: 'Begründung',
  },
  webhookDisabled: {
    subject: 'Ein Webhook-Endpunkt wurde abgeschaltet',
    intro:
      'Der folgende Webhook-Endpunkt hat {{hours}} Stunden lang jede Zustellung verfehlt, daher hat das Portal ihn abgeschaltet. Seine Ereignisse werden nicht mehr gesendet; die Integration kann sie über den Ereignis-Feed nachholen.',
    address: 'Adresse',
    description: 'Beschreibung',
    failingSince: 'Fehlerhaft seit',
    turnOn: 'Prüfen Sie den Empfänger und schalten Sie den Endpunkt danach im Backoffice unter Integrationen → Webhooks wieder ein.',
    action: 'Webhooks öffnen',
  },
  quote: {
    number: 'Angebotsnummer',
    project: 'Projekt',
    dealer: 'Händler',
    revision: 'Version',
    validUntil: 'Gültig bis',
    total: 'Summe ohne MwSt.',
    orderNumber: 'Auftragsnummer',
    message: 'Nachricht',
    messageFrom: 'Nachricht von {{name}}',
    view: 'Angebot ansehen',
    open: 'Angebot öffnen',
  },
  quoteRequested: {
    subject: 'Angebotsanfrage {{number}} von {{customer}}',
    intro: '{{customer}} bittet um ein Projektangebot: {{project}}.',
    introRevised: '{{customer}} hat seine Anfrage zum Projektangebot {{project}} geändert (Version {{revision}}).',
  },
  quoteSent: {
    subject: 'Ihr Angebot {{number}} ist fertig',
    intro:
      'Wir haben Ihre Anfrage für das Projekt {{project}} bepreist. Im Portal können Sie das Angebot annehmen, ablehnen oder mit einer geänderten Anfrage antworten.',
    pdf: 'Das Angebot liegt im Portal als PDF bereit.',
  },
  quoteAnswered: {
    subjectAccepted: 'Angebot {{number}} von {{customer}} angenommen',
    subjectCalledOff: 'Abruf aus Angebot {{number}} von {{customer}}',
    subjectDeclined: 'Angebot {{number}} von {{customer}} abgelehnt',
    introAccepted: '{{customer}} hat das Angebot für {{project}} angenommen und den Auftrag {{orderNumber}} erteilt.',
    introCalledOff: '{{customer}} hat einen Teil des Angebots für {{project}} abgerufen: Auftrag {{orderNumber}}.',
    introDeclined: '{{customer}} hat das Angebot für {{project}} abgelehnt.',
  },
};
