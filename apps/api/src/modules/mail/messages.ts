import type { MessageKind, NotificationPreferences } from '@portal/contracts/messages';
import type { MessageData } from '../../platform/messages.js';

export type DataOf<K extends MessageKind> = Extract<MessageData, { kind: K }>;

/** The data as the outbox keeps it: with the recipient's first name for the greeting. */
export type StoredMessageData = MessageData & { recipientName?: string | null };

/** Which of the user's choices lets a message through; the others always go out. */
export const PREFERENCE_OF: Partial<Record<MessageKind, keyof NotificationPreferences>> = {
  'order-confirmation': 'orderConfirmation',
  'order-confirmed': 'orderUpdates',
  'order-dispatched': 'orderUpdates',
  'order-cancelled': 'orderUpdates',
  'order-changed': 'orderUpdates',
  'complaint-received': 'complaints',
  'complaint-updated': 'complaints',
  'invoice-issued': 'invoices',
};
