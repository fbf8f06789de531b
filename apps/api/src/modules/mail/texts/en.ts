/**
 * The e-mails' texts in English. Every other language has the same keys: the type below makes
 * a missing or extra key a compile error. `{{name}}` marks a value filled in when the message is
 * written; values are escaped for HTML, the texts themselves are plain.
 */
export const en = {
  common: {
    greeting: 'Hello {{name}},',
    greetingNoName: 'Hello,',
    signature: 'Kind regards,\n{{company}}',
    openPortal: 'Open the dealer portal',
    footer: 'This message was sent by the dealer portal of {{company}}.',
    preferences: 'You can choose which e-mails about orders, complaints and invoices you receive under Account in the portal.',
    noReply: 'Please do not reply to this e-mail; use the contact page of the portal.',
  },
  order: {
    number: 'Order number',
    mark: 'Order marking',
    date: 'Order date',
    deliveryType: 'Delivery',
    requestedDate: 'Requested delivery date',
    promiseDate: 'Estimated delivery date',
    deliveryAddress: 'Delivery address',
    billingAddress: 'Billing address',
    paymentMethod: 'Payment',
    invoice: 'Invoice',
    item: 'Item',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    itemSum: 'Item total',
    freight: 'Freight',
    total: 'Total excl. VAT',
    view: 'View the order',
    standardDelivery: 'Standard delivery',
    coDelivery: 'Co-delivery',
  },
  orderConfirmation: {
    subject: 'Order confirmation {{orderNumber}}',
    intro: 'Thank you for your order. We have received it and will confirm the dispatch week shortly.',
    attachment: 'The order confirmation is attached as a PDF.',
  },
  orderConfirmed: {
    subject: 'Order {{orderNumber}} confirmed: dispatch in week {{week}}',
    intro: 'Your order {{orderNumber}} has been confirmed. We plan to dispatch it in week {{week}}.',
  },
  orderDispatched: {
    subject: 'Order {{orderNumber}} has been dispatched',
    intro: 'Your order {{orderNumber}} is on its way with {{carrier}}.',
    tracking: 'Tracking number',
    track: 'Track the delivery',
  },
  orderCancelled: {
    subject: 'Order {{orderNumber}} has been cancelled',
    intro: 'Your order {{orderNumber}} has been cancelled.',
    message: 'A message from us',
  },
  orderChanged: {
    subject: 'Order {{orderNumber}} has been changed',
    intro: 'We have changed your order {{orderNumber}}. This is what changed:',
    before: 'Before',
    after: 'After',
    removed: 'removed',
    added: 'new',
    vat: 'VAT',
    totalWithVat: 'Total incl. VAT',
    deliveryIntro: 'We have changed the delivery of your order {{orderNumber}}:',
    newAddress: 'New delivery address',
    newRequestedDate: 'New requested delivery date',
  },
  orderCreditHold: {
    subject: 'Order {{orderNumber}} is on credit hold',
    intro: 'We have received your order {{orderNumber}}, but it is on credit hold and will not be processed until we release it.',
    limit: 'The order is above your available credit.',
    overdue: 'You have invoices that are overdue, which holds new orders until they are paid.',
    orderTotal: 'Order total incl. VAT',
    available: 'Available credit',
    next: 'Our customer service or sales administration will look at the order and release or cancel it; you will hear from us either way. Paying overdue invoices or contacting us speeds this up.',
  },
  complaint: {
    caseNumber: 'Case number',
    orderNumber: 'Order number',
    view: 'View the complaint',
    status: 'Status',
    statusRegistered: 'Registered',
    statusOngoing: 'In progress',
    statusWaiting: 'Waiting for details from you',
    statusCompleted: 'Completed',
    reply: 'Reply from {{name}}',
    replyNoName: 'Reply from customer service',
  },
  complaintReceived: {
    subject: 'Complaint {{caseNumber}} received',
    intro: 'We have received your complaint. Customer service will look at it and get back to you in the portal.',
  },
  complaintUpdated: {
    subject: 'Complaint {{caseNumber}} updated',
    intro: 'There is news about your complaint {{caseNumber}}.',
  },
  invoiceIssued: {
    subject: 'Invoice {{invoiceNumber}}',
    intro: 'A new invoice has been issued to your company.',
    number: 'Invoice number',
    orderNumber: 'Order number',
    date: 'Invoice date',
    dueDate: 'Due date',
    total: 'Amount due',
    attachment: 'The invoice is attached as a PDF.',
    view: 'View invoices',
  },
  invitation: {
    subject: 'Your account in the dealer portal',
    intro: 'You have been invited to the dealer portal of {{company}}.',
    introCompany: 'You have been invited to the dealer portal of {{company}} as a user of {{customer}}.',
    action: 'Choose your password',
    validUntil: 'The link can be used once and is valid until {{date}}.',
  },
  invitationInUse: {
    subject: 'Your e-mail address in the dealer portal',
    intro:
      'Someone tried to invite this e-mail address to the dealer portal of {{company}}, but it already belongs to an account, so no new account was made.',
    introCompany:
      '{{customer}} tried to invite this e-mail address to the dealer portal of {{company}}, but it already belongs to an account, so no new account was made.',
    other:
      'An address can belong to one account only. If the invitation was meant for you, ask them to invite another address of yours; if you have forgotten your password, use "Forgot password?" on the sign-in page.',
  },
  passwordReset: {
    subject: 'Reset your password',
    intro:
      'Someone asked to reset the password of your account in the dealer portal. If it was you, choose a new password with the link below.',
    action: 'Choose a new password',
    validFor: 'The link can be used once and is valid for 30 minutes, until {{time}}.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  emailChangeConfirm: {
    subject: 'Confirm your new e-mail address',
    intro: 'You asked to sign in to the dealer portal with {{email}} from now on. Confirm the new address with the link below.',
    action: 'Confirm the new address',
    validUntil: 'The link is valid until {{date}}. Until you follow it, your address stays as it is.',
  },
  emailChangeNotice: {
    subject: 'Your e-mail address has been changed',
    intro: 'The e-mail address of your account in the dealer portal has been changed to {{email}}. You sign in with it from now on.',
    notYou: 'If you did not make this change, contact us at once.',
  },
  emailChangeInUse: {
    subject: 'Your e-mail address in the dealer portal',
    intro:
      'Someone asked to change the e-mail address of a dealer portal account to this address, but it already belongs to an account, so nothing was changed.',
    forgot: 'If you have forgotten the password of your account, use "Forgot password?" on the sign-in page.',
  },
  signInLocked: {
    subject: 'Sign-in to your account paused',
    intro:
      'Someone tried to sign in to your account in the dealer portal with a wrong password several times, so sign-in is paused for {{minutes}} minutes.',
    ifYou: 'If it was you, wait and try again, or choose a new password with "Forgot password?" on the sign-in page.',
    notYou: 'If it was not you, your password is still safe; consider choosing a new, longer one.',
  },
  approvalRequested: {
    subject: 'Order {{orderNumber}} waits for your approval',
    intro: '{{name}} has placed an order above their order limit. It goes to the manufacturer once an approver approves it.',
    requestedBy: 'Ordered by',
    itemSum: 'Order value excl. VAT and freight',
    limit: 'Order limit',
    always: 'Every order needs approval',
    action: 'Open approvals',
  },
  approvalDecided: {
    approvedSubject: 'Order {{orderNumber}} has been approved',
    approvedIntro: '{{name}} has approved your order {{orderNumber}}. It has now been sent to the manufacturer.',
    rejectedSubject: 'Order {{orderNumber}} has been rejected',
    rejectedIntro: '{{name}} has rejected your order {{orderNumber}}. It has not been sent to the manufacturer.',
    reason: 'Reason',
  },
  offer: {
    subject: 'Offer {{number}} from {{company}}',
    intro: 'Thank you for your interest. {{company}} is pleased to send you the attached offer.',
    number: 'Offer number',
    validUntil: 'Valid until',
    total: 'Total incl. VAT',
    reply: 'The offer is attached as a PDF. Reply to this e-mail with any questions, or to accept the offer.',
  },
  webhookDisabled: {
    subject: 'A webhook endpoint was turned off',
    intro:
      'The webhook endpoint below failed every delivery for {{hours}} hours, so the portal turned it off. Its events are no longer sent; the integration can catch up through the event feed.',
    address: 'Address',
    description: 'Description',
    failingSince: 'Failing since',
    turnOn: 'Check the receiver, then turn the endpoint on again under Integrations → Webhooks in the back office.',
    action: 'Open webhooks',
  },
  quote: {
    number: 'Quote number',
    project: 'Project',
    dealer: 'Dealer',
    revision: 'Revision',
    validUntil: 'Valid until',
    total: 'Total excl. VAT',
    orderNumber: 'Order number',
    message: 'Message',
    messageFrom: 'Message from {{name}}',
    view: 'View the quote',
    open: 'Open the quote',
  },
  quoteRequested: {
    subject: 'Quote request {{number}} from {{customer}}',
    intro: '{{customer}} asks for a project quote: {{project}}.',
    introRevised: '{{customer}} has changed its request for the project quote {{project}} (revision {{revision}}).',
  },
  quoteSent: {
    subject: 'Your quote {{number}} is ready',
    intro:
      'We have priced your request for the project {{project}}. In the portal you can accept the quote, decline it or reply with a changed request.',
    pdf: 'The quote is in the portal as a PDF.',
  },
  quoteAnswered: {
    subjectAccepted: 'Quote {{number}} accepted by {{customer}}',
    subjectCalledOff: 'Call-off from quote {{number}} by {{customer}}',
    subjectDeclined: 'Quote {{number}} declined by {{customer}}',
    introAccepted: '{{customer}} has accepted the quote for {{project}} and placed order {{orderNumber}}.',
    introCalledOff: '{{customer}} has ordered part of the quote for {{project}}: order {{orderNumber}}.',
    introDeclined: '{{customer}} has declined the quote for {{project}}.',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type MailTexts = Texts<typeof en>;
