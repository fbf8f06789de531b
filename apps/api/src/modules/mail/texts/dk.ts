import type { MailTexts } from './en.js';

/** The e-mails' texts in Danish. */
export const dk: MailTexts = {
  common: {
    greeting: 'Hej {{name}},',
    greetingNoName: 'Hej,',
    signature: 'Med venlig hilsen\n{{company}}',
    openPortal: 'Åbn forhandlerportalen',
    footer: 'Denne besked er sendt fra forhandlerportalen hos {{company}}.',
    preferences: 'Under Konto i portalen kan du vælge, hvilke e-mails om ordrer, reklamationer og fakturaer du vil modtage.',
    noReply: 'Svar venligst ikke på denne e-mail, men brug kontaktsiden i portalen.',
  },
  order: {
    number: 'Ordrenummer',
    mark: 'Ordremærkning',
    date: 'Ordredato',
    deliveryType: 'Leveringsmåde',
    requestedDate: 'Ønsket leveringsdato',
    promiseDate: 'Forventet leveringsdato',
    deliveryAddress: 'Leveringsadresse',
    billingAddress: 'Faktureringsadresse',
    paymentMethod: 'Betalingsmåde',
    invoice: 'Faktura',
    item: 'Varenr.',
    description: 'Beskrivelse',
    quantity: 'Antal',
    unitPrice: 'Stykpris',
    amount: 'Beløb',
    itemSum: 'Varesum',
    freight: 'Fragt',
    total: 'I alt ekskl. moms',
    view: 'Se ordren',
    standardDelivery: 'Standardlevering',
    coDelivery: 'Samlet levering',
  },
  orderConfirmation: {
    subject: 'Ordrebekræftelse {{orderNumber}}',
    intro: 'Tak for din ordre. Vi har modtaget den og bekræfter snarest, hvilken uge den bliver afsendt.',
    attachment: 'Ordrebekræftelsen er vedhæftet som PDF.',
  },
  orderConfirmed: {
    subject: 'Ordre {{orderNumber}} er bekræftet – afsendes i uge {{week}}',
    intro: 'Din ordre {{orderNumber}} er bekræftet. Vi planlægger at afsende den i uge {{week}}.',
  },
  orderDispatched: {
    subject: 'Ordre {{orderNumber}} er afsendt',
    intro: 'Din ordre {{orderNumber}} er på vej med {{carrier}}.',
    tracking: 'Sporingsnummer',
    track: 'Spor forsendelsen',
  },
  orderCancelled: {
    subject: 'Ordre {{orderNumber}} er annulleret',
    intro: 'Din ordre {{orderNumber}} er blevet annulleret.',
    message: 'Besked fra os',
  },
  complaint: {
    caseNumber: 'Sagsnummer',
    orderNumber: 'Ordrenummer',
    view: 'Se reklamationen',
    status: 'Status',
    statusRegistered: 'Registreret',
    statusOngoing: 'Under behandling',
    statusWaiting: 'Afventer oplysninger fra dig',
    statusCompleted: 'Afsluttet',
    reply: 'Svar fra {{name}}',
    replyNoName: 'Svar fra kundeservice',
  },
  complaintReceived: {
    subject: 'Reklamation {{caseNumber}} er modtaget',
    intro: 'Vi har modtaget din reklamation. Kundeservice ser på den og vender tilbage til dig i portalen.',
  },
  complaintUpdated: {
    subject: 'Reklamation {{caseNumber}} er opdateret',
    intro: 'Der er nyt i din reklamation {{caseNumber}}.',
  },
  invoiceIssued: {
    subject: 'Faktura {{invoiceNumber}}',
    intro: 'Der er udstedt en ny faktura til jeres virksomhed.',
    number: 'Fakturanummer',
    orderNumber: 'Ordrenummer',
    date: 'Fakturadato',
    dueDate: 'Forfaldsdato',
    total: 'Beløb til betaling',
    attachment: 'Fakturaen er vedhæftet som PDF.',
    view: 'Se fakturaer',
  },
  invitation: {
    subject: 'Din konto i forhandlerportalen',
    intro: 'Du er blevet inviteret til forhandlerportalen hos {{company}}.',
    introCompany: 'Du er blevet inviteret til forhandlerportalen hos {{company}} som bruger for {{customer}}.',
    action: 'Vælg din adgangskode',
    validUntil: 'Linket kan bruges én gang og er gyldigt indtil {{date}}.',
  },
  invitationInUse: {
    subject: 'Din e-mailadresse i forhandlerportalen',
    intro:
      'Nogen forsøgte at invitere denne e-mailadresse til forhandlerportalen hos {{company}}, men adressen hører allerede til en konto, så der blev ikke oprettet en ny konto.',
    introCompany:
      '{{customer}} forsøgte at invitere denne e-mailadresse til forhandlerportalen hos {{company}}, men adressen hører allerede til en konto, så der blev ikke oprettet en ny konto.',
    other:
      'En adresse kan kun høre til én konto. Hvis invitationen var tiltænkt dig, kan du bede dem invitere en anden af dine adresser; hvis du har glemt din adgangskode, så brug »Glemt adgangskoden?« på loginsiden.',
  },
  passwordReset: {
    subject: 'Nulstil din adgangskode',
    intro:
      'Nogen har bedt om at nulstille adgangskoden til din konto i forhandlerportalen. Hvis det var dig, kan du vælge en ny adgangskode via linket nedenfor.',
    action: 'Vælg en ny adgangskode',
    validFor: 'Linket kan bruges én gang og er gyldigt i 30 minutter, indtil {{time}}.',
    ignore: 'Hvis du ikke har bedt om det, kan du se bort fra denne e-mail. Din adgangskode forbliver uændret.',
  },
  emailChangeConfirm: {
    subject: 'Bekræft din nye e-mailadresse',
    intro: 'Du har bedt om fremover at logge ind i forhandlerportalen med {{email}}. Bekræft den nye adresse via linket nedenfor.',
    action: 'Bekræft den nye adresse',
    validUntil: 'Linket er gyldigt indtil {{date}}. Indtil du har brugt det, er din adresse uændret.',
  },
  emailChangeNotice: {
    subject: 'Din e-mailadresse er ændret',
    intro: 'E-mailadressen til din konto i forhandlerportalen er ændret til {{email}}. Fremover logger du ind med den.',
    notYou: 'Hvis det ikke var dig, der foretog ændringen, skal du straks kontakte os.',
  },
  emailChangeInUse: {
    subject: 'Din e-mailadresse i forhandlerportalen',
    intro:
      'Nogen har bedt om at ændre e-mailadressen for en konto i forhandlerportalen til denne adresse. Adressen tilhører allerede en konto, så intet er blevet ændret.',
    forgot: 'Hvis du har glemt adgangskoden til din konto, kan du bruge »Glemt adgangskoden?« på loginsiden.',
  },
  signInLocked: {
    subject: 'Login på din konto er sat på pause',
    intro:
      'Nogen har forsøgt at logge ind på din konto i forhandlerportalen med forkert adgangskode flere gange, så login er sat på pause i {{minutes}} minutter.',
    ifYou: 'Hvis det var dig, kan du vente og prøve igen eller vælge en ny adgangskode med »Glemt adgangskoden?« på loginsiden.',
    notYou: 'Hvis det ikke var dig, er din adgangskode stadig sikker, men overvej at vælge en ny og længere.',
  },
  webhookDisabled: {
    subject: 'Et webhook-endpoint er slået fra',
    intro:
      'Webhook-endpointet nedenfor har fejlet ved hver levering i {{hours}} timer, så portalen har slået det fra. Dets hændelser sendes ikke længere; integrationen kan indhente dem via hændelsesfeedet.',
    address: 'Adresse',
    description: 'Beskrivelse',
    failingSince: 'Fejler siden',
    turnOn: 'Kontrollér modtageren, og slå derefter endpointet til igen under Integrationer → Webhooks i backoffice.',
    action: 'Åbn webhooks',
  },
  quote: {
    number: 'Tilbudsnummer',
    project: 'Projekt',
    dealer: 'Forhandler',
    revision: 'Version',
    validUntil: 'Gyldigt til',
    total: 'I alt ekskl. moms',
    orderNumber: 'Ordrenummer',
    message: 'Besked',
    messageFrom: 'Besked fra {{name}}',
    view: 'Se tilbuddet',
    open: 'Åbn tilbuddet',
  },
  quoteRequested: {
    subject: 'Tilbudsforespørgsel {{number}} fra {{customer}}',
    intro: '{{customer}} beder om et projekttilbud: {{project}}.',
    introRevised: '{{customer}} har ændret sin forespørgsel om projekttilbuddet {{project}} (version {{revision}}).',
  },
  quoteSent: {
    subject: 'Dit tilbud {{number}} er klar',
    intro:
      'Vi har prissat din forespørgsel til projektet {{project}}. I portalen kan du acceptere tilbuddet, afslå det eller svare med en ændret forespørgsel.',
    pdf: 'Tilbuddet ligger i portalen som PDF.',
  },
  quoteAnswered: {
    subjectAccepted: 'Tilbud {{number}} accepteret af {{customer}}',
    subjectCalledOff: 'Afkald fra tilbud {{number}} af {{customer}}',
    subjectDeclined: 'Tilbud {{number}} afslået af {{customer}}',
    introAccepted: '{{customer}} har accepteret tilbuddet til {{project}} og afgivet ordre {{orderNumber}}.',
    introCalledOff: '{{customer}} har bestilt en del af tilbuddet til {{project}}: ordre {{orderNumber}}.',
    introDeclined: '{{customer}} har afslået tilbuddet til {{project}}.',
  },
};
