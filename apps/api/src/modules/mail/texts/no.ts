import type { MailTexts } from './en.js';

/** The e-mails' texts in Norwegian (bokmål). */
export const no: MailTexts = {
  common: {
    greeting: 'Hei {{name}},',
    greetingNoName: 'Hei,',
    signature: 'Med vennlig hilsen\n{{company}}',
    openPortal: 'Åpne forhandlerportalen',
    footer: 'Denne meldingen er sendt fra forhandlerportalen til {{company}}.',
    preferences: 'Under Konto i portalen kan du velge hvilke e-poster om ordrer, reklamasjoner og fakturaer du vil motta.',
    noReply: 'Ikke svar på denne e-posten, men bruk kontaktsiden i portalen.',
  },
  order: {
    number: 'Ordrenummer',
    mark: 'Ordremerking',
    date: 'Ordredato',
    deliveryType: 'Leveringsmåte',
    requestedDate: 'Ønsket leveringsdato',
    promiseDate: 'Beregnet leveringsdato',
    deliveryAddress: 'Leveringsadresse',
    billingAddress: 'Fakturaadresse',
    paymentMethod: 'Betalingsmåte',
    invoice: 'Faktura',
    item: 'Varenr.',
    description: 'Beskrivelse',
    quantity: 'Antall',
    unitPrice: 'Enhetspris',
    amount: 'Beløp',
    itemSum: 'Varesum',
    freight: 'Frakt',
    total: 'Sum ekskl. mva.',
    view: 'Vis ordren',
    standardDelivery: 'Standardlevering',
    coDelivery: 'Samlevering',
  },
  orderConfirmation: {
    subject: 'Ordrebekreftelse {{orderNumber}}',
    intro: 'Takk for bestillingen. Vi har mottatt den og bekrefter snart hvilken uke den blir sendt.',
    attachment: 'Ordrebekreftelsen er vedlagt som PDF.',
  },
  orderConfirmed: {
    subject: 'Ordre {{orderNumber}} er bekreftet – sendes i uke {{week}}',
    intro: 'Din ordre {{orderNumber}} er bekreftet. Vi planlegger å sende den i uke {{week}}.',
  },
  orderDispatched: {
    subject: 'Ordre {{orderNumber}} er sendt',
    intro: 'Din ordre {{orderNumber}} er på vei med {{carrier}}.',
    tracking: 'Sporingsnummer',
    track: 'Spor sendingen',
  },
  orderCancelled: {
    subject: 'Ordre {{orderNumber}} er kansellert',
    intro: 'Din ordre {{orderNumber}} er kansellert.',
    message: 'Melding fra oss',
  },
  complaint: {
    caseNumber: 'Saksnummer',
    orderNumber: 'Ordrenummer',
    view: 'Vis reklamasjonen',
    status: 'Status',
    statusRegistered: 'Registrert',
    statusOngoing: 'Under behandling',
    statusWaiting: 'Venter på opplysninger fra deg',
    statusCompleted: 'Avsluttet',
    reply: 'Svar fra {{name}}',
    replyNoName: 'Svar fra kundeservice',
  },
  complaintReceived: {
    subject: 'Reklamasjon {{caseNumber}} er mottatt',
    intro: 'Vi har mottatt reklamasjonen din. Kundeservice ser på den og svarer deg i portalen.',
  },
  complaintUpdated: {
    subject: 'Reklamasjon {{caseNumber}} er oppdatert',
    intro: 'Det er kommet ny informasjon om reklamasjon {{caseNumber}}.',
  },
  invoiceIssued: {
    subject: 'Faktura {{invoiceNumber}}',
    intro: 'Det er utstedt en ny faktura til firmaet deres.',
    number: 'Fakturanummer',
    orderNumber: 'Ordrenummer',
    date: 'Fakturadato',
    dueDate: 'Forfallsdato',
    total: 'Å betale',
    attachment: 'Fakturaen er vedlagt som PDF.',
    view: 'Vis fakturaer',
  },
  invitation: {
    subject: 'Kontoen din i forhandlerportalen',
    intro: 'Du er invitert til forhandlerportalen til {{company}}.',
    introCompany: 'Du er invitert til forhandlerportalen til {{company}} som bruker for {{customer}}.',
    action: 'Velg passord',
    validUntil: 'Lenken kan brukes én gang og er gyldig til {{date}}.',
  },
  invitationInUse: {
    subject: 'Din e-postadresse i forhandlerportalen',
    intro:
      'Noen prøvde å invitere denne e-postadressen til forhandlerportalen hos {{company}}, men adressen hører allerede til en konto, så ingen ny konto ble opprettet.',
    introCompany:
      '{{customer}} prøvde å invitere denne e-postadressen til forhandlerportalen hos {{company}}, men adressen hører allerede til en konto, så ingen ny konto ble opprettet.',
    other:
      'En adresse kan bare høre til én konto. Hvis invitasjonen var ment for deg, kan du be dem invitere en annen adresse du har; hvis du har glemt passordet, bruk «Glemt passordet?» på innloggingssiden.',
  },
  passwordReset: {
    subject: 'Tilbakestill passordet ditt',
    intro:
      'Noen har bedt om å tilbakestille passordet til kontoen din i forhandlerportalen. Hvis det var deg, kan du velge et nytt passord via lenken nedenfor.',
    action: 'Velg nytt passord',
    validFor: 'Lenken kan brukes én gang og er gyldig i 30 minutter, til {{time}}.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten. Passordet ditt forblir uendret.',
  },
  emailChangeConfirm: {
    subject: 'Bekreft den nye e-postadressen din',
    intro: 'Du har bedt om å logge inn i forhandlerportalen med {{email}} fra nå av. Bekreft den nye adressen via lenken nedenfor.',
    action: 'Bekreft den nye adressen',
    validUntil: 'Lenken er gyldig til {{date}}. Inntil du har åpnet den, er adressen din uendret.',
  },
  emailChangeNotice: {
    subject: 'E-postadressen din er endret',
    intro: 'E-postadressen til kontoen din i forhandlerportalen er endret til {{email}}. Fra nå av logger du inn med denne.',
    notYou: 'Hvis det ikke var du som gjorde denne endringen, må du kontakte oss med en gang.',
  },
  emailChangeInUse: {
    subject: 'E-postadressen din i forhandlerportalen',
    intro:
      'Noen har bedt om å endre e-postadressen til en konto i forhandlerportalen til denne adressen. Adressen tilhører allerede en konto, så ingenting er endret.',
    forgot: 'Hvis du har glemt passordet til kontoen din, kan du bruke «Glemt passordet?» på innloggingssiden.',
  },
  signInLocked: {
    subject: 'Innloggingen til kontoen din er satt på pause',
    intro:
      'Noen har prøvd å logge inn på kontoen din i forhandlerportalen med feil passord flere ganger, så innloggingen er satt på pause i {{minutes}} minutter.',
    ifYou: 'Hvis det var deg, kan du vente og prøve igjen, eller velge et nytt passord med «Glemt passordet?» på innloggingssiden.',
    notYou: 'Hvis det ikke var deg, er passordet ditt fortsatt trygt, men vurder å velge et nytt og lengre.',
  },
  webhookDisabled: {
    subject: 'Et webhook-endepunkt er slått av',
    intro:
      'Webhook-endepunktet nedenfor har feilet ved hver levering i {{hours}} timer, så portalen har slått det av. Hendelsene sendes ikke lenger; integrasjonen kan hente dem inn via hendelsesstrømmen.',
    address: 'Adresse',
    description: 'Beskrivelse',
    failingSince: 'Feiler siden',
    turnOn: 'Kontroller mottakeren, og slå deretter endepunktet på igjen under Integrasjoner → Webhooks i backoffice.',
    action: 'Åpne webhooks',
  },
  quote: {
    number: 'Tilbudsnummer',
    project: 'Prosjekt',
    dealer: 'Forhandler',
    revision: 'Versjon',
    validUntil: 'Gyldig til',
    total: 'Sum eks. mva.',
    orderNumber: 'Ordrenummer',
    message: 'Melding',
    messageFrom: 'Melding fra {{name}}',
    view: 'Se tilbudet',
    open: 'Åpne tilbudet',
  },
  quoteRequested: {
    subject: 'Tilbudsforespørsel {{number}} fra {{customer}}',
    intro: '{{customer}} ber om et prosjekttilbud: {{project}}.',
    introRevised: '{{customer}} har endret forespørselen om prosjekttilbudet {{project}} (versjon {{revision}}).',
  },
  quoteSent: {
    subject: 'Tilbudet ditt {{number}} er klart',
    intro:
      'Vi har priset forespørselen din for prosjektet {{project}}. I portalen kan du godta tilbudet, avslå det eller svare med en endret forespørsel.',
    pdf: 'Tilbudet ligger i portalen som PDF.',
  },
  quoteAnswered: {
    subjectAccepted: 'Tilbud {{number}} godtatt av {{customer}}',
    subjectCalledOff: 'Avrop fra tilbud {{number}} av {{customer}}',
    subjectDeclined: 'Tilbud {{number}} avslått av {{customer}}',
    introAccepted: '{{customer}} har godtatt tilbudet for {{project}} og lagt inn ordre {{orderNumber}}.',
    introCalledOff: '{{customer}} har bestilt en del av tilbudet for {{project}}: ordre {{orderNumber}}.',
    introDeclined: '{{customer}} har avslått tilbudet for {{project}}.',
  },
};
