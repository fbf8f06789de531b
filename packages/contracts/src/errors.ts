/**
 * Every code the API answers errors with. The browser compares codes against this list,
 * never against free strings, so a renamed code fails the type check on both sides.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'PASSWORD_RESET_REQUIRED',
  'NO_ACCESS',
  // The token does not grant the API's scope, Portal.Access (RFC 6750 insufficient_scope).
  'INSUFFICIENT_SCOPE',
  'ADMIN_REQUIRED',
  'STAFF_ONLY',
  'STAFF_ROLE_REQUIRED',
  // A staff member's view of the dealer portal changes nothing (ADR 0088).
  'VIEW_AS_READ_ONLY',
  // A staff member's view of the dealer portal does not show the dealer's offers (their end customers' data).
  'VIEW_AS_NOT_SHOWN',
  // A call only a view of the dealer portal makes, with another token.
  'VIEW_AS_ONLY',
  // An integration call made with a dealer's or a staff member's token, or an unregistered client's.
  'INTEGRATION_CLIENT_ONLY',
  // The integration client was revoked or expired: its tokens are refused (401).
  'CLIENT_REVOKED',
  // Another integration client has the client id.
  'CLIENT_ID_IN_USE',
  'NOT_FOUND',
  // The spec's code for an order or serial number the complaint search cannot find.
  'ERR0001',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'INTERACTION_EXPIRED',
  'EMAIL_IN_USE',
  'LAST_ADMIN',
  'ALREADY_IN_SHOWROOM',
  'MAINTENANCE',
  // Sales administration has stopped the dealer's orders; the message is their reason.
  'ORDER_BLOCKED',
  // The dealer's store name, phone or e-mail, which every order carries, is not set; the field names it.
  'DEALER_DETAILS_MISSING',
  'ORDER_NOT_CANCELLABLE',
  // Approving or rejecting an order that no longer waits for approval (another approver decided).
  'ORDER_NOT_WAITING',
  // The caller approves no orders of the dealer (ADR 0079).
  'APPROVER_REQUIRED',
  // An approver deciding on an own order: only the dealer's sole approver may, when the Portal Admin allowed it.
  'OWN_ORDER',
  // An order's idempotency key sent again with another request (422).
  'IDEMPOTENCY_KEY_REUSED',
  // A request with this idempotency key is still being answered (409); send it again shortly.
  'IDEMPOTENCY_KEY_IN_USE',
  // A product made by two requests at once; the one that came second is told to send again.
  'PRODUCT_EXISTS',
  // An article the manufacturer no longer sells; the field names the cart line.
  'PRODUCT_INACTIVE',
  'CONFIGURATION_BUSY',
  // Saving an order list from an empty cart.
  'CART_EMPTY',
  // Another order list of the customer has the name.
  'ORDER_LIST_NAME_TAKEN',
  // The customer keeps as many order lists as allowed.
  'ORDER_LIST_LIMIT',
  // An offer whose end customer was erased cannot be sent.
  'OFFER_CUSTOMER_ERASED',
  'STATUS_TRANSITION_NOT_ALLOWED',
  'SERIAL_NUMBER_IN_USE',
  // An order whose every line has left (or that was cancelled) is no longer changed (409).
  'ORDER_NOT_EDITABLE',
  // An order line's quantity below what has already been dispatched of it; the field names the line.
  'QUANTITY_BELOW_DISPATCHED',
  // A shipment of more of a line than is still open (ordered less dispatched); the field names the line.
  'QUANTITY_NOT_OPEN',
  // Part of the order has left: what is open can be changed, the order no longer cancelled.
  'ORDER_PARTLY_DISPATCHED',
  'INVOICE_ALREADY_PAID',
  // Invoices from the ERP (ADR 0083): recorded only where the back office says the ERP makes them,
  // for an order delivered in whole or in part, under a number not yet taken.
  'INVOICES_MADE_BY_PORTAL',
  'ORDER_NOT_DELIVERED',
  'INVOICE_NUMBER_TAKEN',
  // The portal's next invoice number would pass 12 digits (an ERP recorded the highest possible).
  'INVOICE_NUMBERS_EXHAUSTED',
  'INVITATION_ALREADY_ACCEPTED',
  'MESSAGE_NOT_RESENDABLE',
  'CUSTOMER_NUMBER_IN_USE',
  'FILE_IN_USE',
  'IMPORT_HAS_ERRORS',
  'IMPORT_ALREADY_COMMITTED',
  // A price or discount file removes rows from a list and the request did not confirm how many (the message names them).
  'IMPORT_REMOVALS_UNCONFIRMED',
  // Undoing an import more than 24 hours after it was committed.
  'IMPORT_UNDO_EXPIRED',
  // Undoing an import after the same list changed again (a later import, or a change of the list or discount).
  'IMPORT_SUPERSEDED',
  // Undoing an import that is not committed, is undone already, or is of products or categories.
  'IMPORT_NOT_UNDOABLE',
  // A credit note's line asks for more than is left to credit of the invoice's line (earlier credit notes counted).
  'CREDIT_EXCEEDS_INVOICE',
  // A credit note against a credit note, or a line the invoice does not have.
  'NOT_CREDITABLE',
  // A total across markets needs an exchange rate staff have not set for the month (insight).
  'RATE_MISSING',
  // A staff member has as many weekly insight e-mails as one may keep.
  'SUBSCRIPTION_LIMIT',
  // A quote not in a state that allows the step (priced while sent, answered before sent, ordered once it is used up).
  'QUOTE_NOT_OPEN',
  // A quote past its validity date: its prices can no longer be ordered (422).
  'QUOTE_EXPIRED',
  // Sending a quote with a line unpriced or without a validity date (422).
  'QUOTE_NOT_PRICED',
  // A call-off of more than is left of a line, or of an article not on the quote (422); the field names the line.
  'QUOTE_QUANTITY_EXCEEDED',
  // Ordering part of a quote that does not allow call-offs (422).
  'QUOTE_PARTIAL_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  // A path part longer than the router reads.
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  // The disk (or the quota) of the file store is full (507).
  'INSUFFICIENT_STORAGE',
  // The instance is starting, stopping or cannot reach what it needs (503 from /readyz).
  'NOT_READY',
  // The instance sheds load while its event loop lags (503 with Retry-After).
  'OVERLOADED',
  'WEB_NOT_BUILT',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
