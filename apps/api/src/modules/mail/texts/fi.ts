import type { MailTexts } from './en.js';

/** The e-mails' texts in Finnish. */
export const fi: MailTexts = {
  common: {
    greeting: 'Hei {{name}},',
    greetingNoName: 'Hei,',
    signature: 'Ystävällisin terveisin\n{{company}}',
    openPortal: 'Avaa jälleenmyyjäportaali',
    footer: 'Tämän viestin lähetti yrityksen {{company}} jälleenmyyjäportaali.',
    preferences: 'Voit valita portaalin Tili-sivulla, mitä tilauksia, reklamaatioita ja laskuja koskevia sähköposteja haluat saada.',
    noReply: 'Älä vastaa tähän sähköpostiin, vaan ota yhteyttä portaalin Yhteystiedot-sivun kautta.',
  },
  order: {
    number: 'Tilausnumero',
    mark: 'Tilausmerkintä',
    date: 'Tilauspäivä',
    deliveryType: 'Toimitustapa',
    requestedDate: 'Toivottu toimituspäivä',
    promiseDate: 'Arvioitu toimituspäivä',
    deliveryAddress: 'Toimitusosoite',
    billingAddress: 'Laskutusosoite',
    paymentMethod: 'Maksutapa',
    invoice: 'Lasku',
    item: 'Tuotenro',
    description: 'Kuvaus',
    quantity: 'Määrä',
    unitPrice: 'Yksikköhinta',
    amount: 'Summa',
    itemSum: 'Tuotteet yhteensä',
    freight: 'Rahti',
    total: 'Yhteensä (alv 0 %)',
    view: 'Näytä tilaus',
    standardDelivery: 'Vakiotoimitus',
    coDelivery: 'Yhteistoimitus',
  },
  orderConfirmation: {
    subject: 'Tilausvahvistus {{orderNumber}}',
    intro: 'Kiitos tilauksestasi. Olemme vastaanottaneet sen ja vahvistamme lähetysviikon pian.',
    attachment: 'Tilausvahvistus on liitteenä PDF-tiedostona.',
  },
  orderConfirmed: {
    subject: 'Tilaus {{orderNumber}} vahvistettu – lähetys viikolla {{week}}',
    intro: 'Tilauksesi {{orderNumber}} on vahvistettu. Se on tarkoitus lähettää viikolla {{week}}.',
  },
  orderDispatched: {
    subject: 'Tilaus {{orderNumber}} on lähetetty',
    intro: 'Tilauksesi {{orderNumber}} on matkalla. Kuljetuksen hoitaa {{carrier}}.',
    tracking: 'Seurantanumero',
    track: 'Seuraa lähetystä',
  },
  orderCancelled: {
    subject: 'Tilaus {{orderNumber}} on peruttu',
    intro: 'Tilauksesi {{orderNumber}} on peruttu.',
    message: 'Viesti meiltä',
  },
  complaint: {
    caseNumber: 'Asianumero',
    orderNumber: 'Tilausnumero',
    view: 'Näytä reklamaatio',
    status: 'Tila',
    statusRegistered: 'Rekisteröity',
    statusOngoing: 'Käsittelyssä',
    statusWaiting: 'Odottaa tietoja sinulta',
    statusCompleted: 'Käsitelty',
    reply: '{{name}} vastasi',
    replyNoName: 'Asiakaspalvelu vastasi',
  },
  complaintReceived: {
    subject: 'Reklamaatio {{caseNumber}} vastaanotettu',
    intro: 'Olemme vastaanottaneet reklamaatiosi. Asiakaspalvelu käsittelee sen ja vastaa sinulle portaalissa.',
  },
  complaintUpdated: {
    subject: 'Reklamaatiota {{caseNumber}} on päivitetty',
    intro: 'Reklamaatiostasi {{caseNumber}} on uutta tietoa.',
  },
  invoiceIssued: {
    subject: 'Lasku {{invoiceNumber}}',
    intro: 'Yrityksellenne on laadittu uusi lasku.',
    number: 'Laskun numero',
    orderNumber: 'Tilausnumero',
    date: 'Laskun päiväys',
    dueDate: 'Eräpäivä',
    total: 'Maksettava yhteensä',
    attachment: 'Lasku on liitteenä PDF-tiedostona.',
    view: 'Näytä laskut',
  },
  invitation: {
    subject: 'Tilisi jälleenmyyjäportaalissa',
    intro: 'Sinut on kutsuttu yrityksen {{company}} jälleenmyyjäportaaliin.',
    introCompany: 'Sinut on kutsuttu yrityksen {{company}} jälleenmyyjäportaaliin asiakkaan {{customer}} käyttäjäksi.',
    action: 'Valitse salasana',
    validUntil: 'Linkkiä voi käyttää kerran, ja se on voimassa {{date}} asti.',
  },
  invitationInUse: {
    subject: 'Sähköpostiosoitteesi jälleenmyyjäportaalissa',
    intro:
      'Joku yritti kutsua tämän sähköpostiosoitteen yrityksen {{company}} jälleenmyyjäportaaliin, mutta osoite kuuluu jo tilille, joten uutta tiliä ei luotu.',
    introCompany:
      '{{customer}} yritti kutsua tämän sähköpostiosoitteen yrityksen {{company}} jälleenmyyjäportaaliin, mutta osoite kuuluu jo tilille, joten uutta tiliä ei luotu.',
    other:
      'Osoite voi kuulua vain yhdelle tilille. Jos kutsu oli tarkoitettu sinulle, pyydä kutsumaan jokin toinen osoitteesi; jos olet unohtanut salasanasi, käytä kirjautumissivun ”Unohditko salasanan?” -toimintoa.',
  },
  passwordReset: {
    subject: 'Salasanan nollaus',
    intro:
      'Jälleenmyyjäportaalin tilisi salasanan nollausta on pyydetty. Jos pyysit sitä itse, valitse uusi salasana alla olevan linkin kautta.',
    action: 'Valitse uusi salasana',
    validFor: 'Linkkiä voi käyttää kerran, ja se on voimassa 30 minuuttia eli {{time}} asti.',
    ignore: 'Jos et pyytänyt nollausta, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.',
  },
  emailChangeConfirm: {
    subject: 'Vahvista uusi sähköpostiosoitteesi',
    intro: 'Pyysit, että kirjaudut jälleenmyyjäportaaliin jatkossa osoitteella {{email}}. Vahvista uusi osoite alla olevan linkin kautta.',
    action: 'Vahvista uusi osoite',
    validUntil: 'Linkki on voimassa {{date}} asti. Osoitteesi pysyy ennallaan, kunnes avaat linkin.',
  },
  emailChangeNotice: {
    subject: 'Sähköpostiosoitteesi on vaihdettu',
    intro: 'Jälleenmyyjäportaalin tilisi sähköpostiosoitteeksi on vaihdettu {{email}}. Kirjaudut jatkossa sisään tällä osoitteella.',
    notYou: 'Jos et tehnyt muutosta itse, ota meihin heti yhteyttä.',
  },
  emailChangeInUse: {
    subject: 'Sähköpostiosoitteesi jälleenmyyjäportaalissa',
    intro:
      'Joku on pyytänyt vaihtamaan jälleenmyyjäportaalin tilin sähköpostiosoitteeksi tämän osoitteen. Osoite on jo toisen tilin käytössä, joten mitään ei muutettu.',
    forgot: 'Jos olet unohtanut tilisi salasanan, valitse kirjautumissivulla ”Unohditko salasanan?”.',
  },
  signInLocked: {
    subject: 'Tilisi kirjautuminen on keskeytetty hetkeksi',
    intro:
      'Tiliisi on yritetty kirjautua jälleenmyyjäportaalissa väärällä salasanalla useita kertoja, joten kirjautuminen on keskeytetty {{minutes}} minuutiksi.',
    ifYou: 'Jos se olit sinä, odota hetki ja yritä uudelleen tai valitse uusi salasana kirjautumissivun kohdasta ”Unohditko salasanan?”.',
    notYou: 'Jos se et ollut sinä, salasanasi on edelleen turvassa, mutta harkitse uuden, pidemmän salasanan valitsemista.',
  },
  webhookDisabled: {
    subject: 'Webhook-päätepiste on poistettu käytöstä',
    intro:
      'Alla oleva webhook-päätepiste on epäonnistunut jokaisessa toimituksessa {{hours}} tunnin ajan, joten portaali poisti sen käytöstä. Sen tapahtumia ei enää lähetetä; integraatio voi hakea ne tapahtumasyötteestä.',
    address: 'Osoite',
    description: 'Kuvaus',
    failingSince: 'Epäonnistunut alkaen',
    turnOn: 'Tarkista vastaanottaja ja ota päätepiste sitten uudelleen käyttöön taustajärjestelmän kohdassa Integraatiot → Webhookit.',
    action: 'Avaa webhookit',
  },
  quote: {
    number: 'Tarjousnumero',
    project: 'Projekti',
    dealer: 'Jälleenmyyjä',
    revision: 'Versio',
    validUntil: 'Voimassa asti',
    total: 'Yhteensä alv 0 %',
    orderNumber: 'Tilausnumero',
    message: 'Viesti',
    messageFrom: 'Viesti lähettäjältä {{name}}',
    view: 'Näytä tarjous',
    open: 'Avaa tarjous',
  },
  quoteRequested: {
    subject: 'Tarjouspyyntö {{number}}: {{customer}}',
    intro: '{{customer}} pyytää projektitarjousta: {{project}}.',
    introRevised: '{{customer}} on muuttanut projektitarjouksen {{project}} pyyntöä (versio {{revision}}).',
  },
  quoteSent: {
    subject: 'Tarjouksesi {{number}} on valmis',
    intro:
      'Olemme hinnoitelleet pyyntösi projektille {{project}}. Portaalissa voit hyväksyä tarjouksen, hylätä sen tai vastata muutetulla pyynnöllä.',
    pdf: 'Tarjous on portaalissa PDF-tiedostona.',
  },
  quoteAnswered: {
    subjectAccepted: '{{customer}} hyväksyi tarjouksen {{number}}',
    subjectCalledOff: 'Osatoimitus tarjouksesta {{number}}: {{customer}}',
    subjectDeclined: '{{customer}} hylkäsi tarjouksen {{number}}',
    introAccepted: '{{customer}} on hyväksynyt projektin {{project}} tarjouksen ja tehnyt tilauksen {{orderNumber}}.',
    introCalledOff: '{{customer}} on tilannut osan projektin {{project}} tarjouksesta: tilaus {{orderNumber}}.',
    introDeclined: '{{customer}} on hylännyt projektin {{project}} tarjouksen.',
  },
};
