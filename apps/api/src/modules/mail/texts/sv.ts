import type { MailTexts } from './en.js';

/** The e-mails' texts in Swedish. */
export const sv: MailTexts = {
  common: {
    greeting: 'Hej {{name}},',
    greetingNoName: 'Hej,',
    signature: 'Med vänliga hälsningar\n{{company}}',
    openPortal: 'Öppna återförsäljarportalen',
    footer: 'Det här meddelandet har skickats från återförsäljarportalen hos {{company}}.',
    preferences: 'Under Konto i portalen väljer du vilka e-postmeddelanden om order, reklamationer och fakturor du vill få.',
    noReply: 'Svara inte på det här e-postmeddelandet, utan använd kontaktsidan i portalen.',
  },
  order: {
    number: 'Ordernummer',
    mark: 'Ordermärkning',
    date: 'Orderdatum',
    deliveryType: 'Leveranssätt',
    requestedDate: 'Önskat leveransdatum',
    promiseDate: 'Beräknat leveransdatum',
    deliveryAddress: 'Leveransadress',
    billingAddress: 'Fakturaadress',
    paymentMethod: 'Betalningssätt',
    invoice: 'Faktura',
    item: 'Artikelnr',
    description: 'Benämning',
    quantity: 'Antal',
    unitPrice: 'À-pris',
    amount: 'Belopp',
    itemSum: 'Varusumma',
    freight: 'Frakt',
    total: 'Summa exkl. moms',
    view: 'Visa ordern',
    standardDelivery: 'Standardleverans',
    coDelivery: 'Samleverans',
  },
  orderConfirmation: {
    subject: 'Orderbekräftelse {{orderNumber}}',
    intro: 'Tack för din order. Vi har tagit emot den och meddelar inom kort vilken vecka den skickas.',
    attachment: 'Orderbekräftelsen finns bifogad som PDF.',
  },
  orderConfirmed: {
    subject: 'Order {{orderNumber}} bekräftad – avsändning vecka {{week}}',
    intro: 'Din order {{orderNumber}} är bekräftad. Vi planerar att skicka den under vecka {{week}}.',
  },
  orderDispatched: {
    subject: 'Order {{orderNumber}} har skickats',
    intro: 'Din order {{orderNumber}} är på väg med {{carrier}}.',
    tracking: 'Spårningsnummer',
    track: 'Spåra försändelsen',
  },
  orderCancelled: {
    subject: 'Order {{orderNumber}} har makulerats',
    intro: 'Din order {{orderNumber}} har makulerats.',
    message: 'Meddelande från oss',
  },
  complaint: {
    caseNumber: 'Ärendenummer',
    orderNumber: 'Ordernummer',
    view: 'Visa reklamationen',
    status: 'Status',
    statusRegistered: 'Registrerad',
    statusOngoing: 'Under behandling',
    statusWaiting: 'Väntar på uppgifter från dig',
    statusCompleted: 'Avslutad',
    reply: 'Svar från {{name}}',
    replyNoName: 'Svar från kundtjänst',
  },
  complaintReceived: {
    subject: 'Reklamation {{caseNumber}} har tagits emot',
    intro: 'Vi har tagit emot din reklamation. Kundtjänst går igenom den och återkommer till dig i portalen.',
  },
  complaintUpdated: {
    subject: 'Reklamation {{caseNumber}} har uppdaterats',
    intro: 'Det finns ny information om din reklamation {{caseNumber}}.',
  },
  invoiceIssued: {
    subject: 'Faktura {{invoiceNumber}}',
    intro: 'En ny faktura har utfärdats till ert företag.',
    number: 'Fakturanummer',
    orderNumber: 'Ordernummer',
    date: 'Fakturadatum',
    dueDate: 'Förfallodatum',
    total: 'Att betala',
    attachment: 'Fakturan finns bifogad som PDF.',
    view: 'Visa fakturor',
  },
  invitation: {
    subject: 'Ditt konto i återförsäljarportalen',
    intro: 'Du har bjudits in till återförsäljarportalen hos {{company}}.',
    introCompany: 'Du har bjudits in till återförsäljarportalen hos {{company}} som användare för {{customer}}.',
    action: 'Välj ditt lösenord',
    validUntil: 'Länken kan användas en gång och gäller fram till {{date}}.',
  },
  invitationInUse: {
    subject: 'Din e-postadress i återförsäljarportalen',
    intro:
      'Någon försökte bjuda in den här e-postadressen till återförsäljarportalen hos {{company}}, men adressen hör redan till ett konto, så inget nytt konto skapades.',
    introCompany:
      '{{customer}} försökte bjuda in den här e-postadressen till återförsäljarportalen hos {{company}}, men adressen hör redan till ett konto, så inget nytt konto skapades.',
    other:
      'En adress kan bara höra till ett konto. Om inbjudan var menad för dig kan du be dem bjuda in en annan adress som du har; om du har glömt ditt lösenord, använd ”Glömt lösenordet?” på inloggningssidan.',
  },
  passwordReset: {
    subject: 'Återställ ditt lösenord',
    intro:
      'Någon har begärt att lösenordet till ditt konto i återförsäljarportalen ska återställas. Om det var du kan du välja ett nytt lösenord via länken nedan.',
    action: 'Välj ett nytt lösenord',
    validFor: 'Länken kan användas en gång och gäller i 30 minuter, fram till {{time}}.',
    ignore: 'Om det inte var du som begärde detta kan du bortse från det här meddelandet. Ditt lösenord förblir oförändrat.',
  },
  emailChangeConfirm: {
    subject: 'Bekräfta din nya e-postadress',
    intro: 'Du har begärt att i fortsättningen logga in i återförsäljarportalen med {{email}}. Bekräfta den nya adressen via länken nedan.',
    action: 'Bekräfta den nya adressen',
    validUntil: 'Länken gäller fram till {{date}}. Tills du har bekräftat via länken gäller din nuvarande adress.',
  },
  emailChangeNotice: {
    subject: 'Din e-postadress har ändrats',
    intro: 'E-postadressen för ditt konto i återförsäljarportalen har ändrats till {{email}}. Från och med nu loggar du in med den.',
    notYou: 'Om det inte var du som gjorde ändringen, kontakta oss omedelbart.',
  },
  emailChangeInUse: {
    subject: 'Din e-postadress i återförsäljarportalen',
    intro:
      'Någon har försökt ändra e-postadressen för ett konto i återförsäljarportalen till den här adressen. Adressen hör redan till ett konto, så ingenting har ändrats.',
    forgot: 'Om du har glömt lösenordet till ditt konto kan du använda ”Glömt lösenordet?” på inloggningssidan.',
  },
  signInLocked: {
    subject: 'Inloggningen till ditt konto är pausad',
    intro:
      'Någon har försökt logga in på ditt konto i återförsäljarportalen med fel lösenord flera gånger, så inloggningen är pausad i {{minutes}} minuter.',
    ifYou: 'Om det var du kan du vänta och försöka igen, eller välja ett nytt lösenord med ”Glömt lösenordet?” på inloggningssidan.',
    notYou: 'Om det inte var du är ditt lösenord fortfarande säkert, men välj gärna ett nytt och längre.',
  },
  webhookDisabled: {
    subject: 'En webhook-mottagare har stängts av',
    intro:
      'Webhook-mottagaren nedan har misslyckats med varje leverans i {{hours}} timmar, så portalen har stängt av den. Dess händelser skickas inte längre; integrationen kan komma ikapp via händelseflödet.',
    address: 'Adress',
    description: 'Beskrivning',
    failingSince: 'Misslyckas sedan',
    turnOn: 'Kontrollera mottagaren och slå sedan på den igen under Integrationer → Webhooks i backoffice.',
    action: 'Öppna webhooks',
  },
  quote: {
    number: 'Offertnummer',
    project: 'Projekt',
    dealer: 'Återförsäljare',
    revision: 'Version',
    validUntil: 'Giltig till',
    total: 'Summa exkl. moms',
    orderNumber: 'Ordernummer',
    message: 'Meddelande',
    messageFrom: 'Meddelande från {{name}}',
    view: 'Visa offerten',
    open: 'Öppna offerten',
  },
  quoteRequested: {
    subject: 'Offertförfrågan {{number}} från {{customer}}',
    intro: '{{customer}} ber om en projektoffert: {{project}}.',
    introRevised: '{{customer}} har ändrat sin förfrågan om projektoffert {{project}} (version {{revision}}).',
  },
  quoteSent: {
    subject: 'Din offert {{number}} är klar',
    intro:
      'Vi har prissatt din förfrågan för projektet {{project}}. I portalen kan du acceptera offerten, tacka nej eller svara med en ändrad förfrågan.',
    pdf: 'Offerten finns i portalen som PDF.',
  },
  quoteAnswered: {
    subjectAccepted: 'Offert {{number}} accepterad av {{customer}}',
    subjectCalledOff: 'Avrop från offert {{number}} av {{customer}}',
    subjectDeclined: 'Offert {{number}} avböjd av {{customer}}',
    introAccepted: '{{customer}} har accepterat offerten för {{project}} och lagt order {{orderNumber}}.',
    introCalledOff: '{{customer}} har beställt en del av offerten för {{project}}: order {{orderNumber}}.',
    introDeclined: '{{customer}} har tackat nej till offerten för {{project}}.',
  },
};
