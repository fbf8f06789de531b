import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { EventHooks } from '../../platform/events.js';
import type { ComplaintDeskRepository } from './complaint-desk.repository.js';
import type { ComplaintRepository } from './complaint.repository.js';

/**
 * The integration events of complaints (documented in docs/integration.md), each in the change's
 * transaction: `complaint.created` when a dealer files one, `complaint.message_added` for each message the
 * dealer sees (the dealer's notes and the manufacturer's replies; internal notes never), and
 * `complaint.status_changed` when the desk moves it.
 */
export const dealerComplaintEvents = (db: Kysely<DB>): EventHooks<ComplaintRepository> => ({
  insertIncident: (caseNumber, incident, products) => ({
    type: 'complaint.created',
    resourceId: incident.id,
    customerNumber: incident.customer_number,
    data: {
      incidentId: incident.id,
      caseNumber,
      customerNumber: incident.customer_number,
      type: incident.incident_type,
      orderNumber: incident.order_number ?? null,
      serialNumber: incident.serial_number ?? null,
      description: incident.description,
      products: products.map((p) => ({ itemNumber: p.itemNumber, quantity: p.quantity })),
    },
  }),
  insertNote: async (_result, note) => {
    const incident = await db.selectFrom('incident').select('customer_number').where('id', '=', note.incidentId).executeTakeFirst();
    return {
      type: 'complaint.message_added',
      resourceId: note.incidentId,
      customerNumber: incident?.customer_number ?? null,
      data: {
        incidentId: note.incidentId,
        customerNumber: incident?.customer_number ?? null,
        messageId: note.id,
        from: 'dealer',
        authorName: note.authorName,
        text: note.description,
      },
    };
  },
});

export const complaintDeskEvents: EventHooks<ComplaintDeskRepository> = {
  audit: (_result, entry) => {
    const about = { incidentId: entry.objectId, customerNumber: entry.customerNumber ?? null };
    const base = { resourceId: entry.objectId, customerNumber: entry.customerNumber ?? null };
    if (entry.action === 'complaint.status') {
      const status = (entry.after as { status: number }).status;
      const previousStatus = (entry.before as { status?: number } | null)?.status ?? null;
      return { ...base, type: 'complaint.status_changed', data: { ...about, status, previousStatus } };
    }
    // A reply is what the dealer reads; an internal note ('complaint.internal-note') never leaves the desk.
    if (entry.action === 'complaint.reply') {
      const { noteId, text } = entry.after as { noteId: string; text: string };
      return { ...base, type: 'complaint.message_added', data: { ...about, messageId: noteId, from: 'manufacturer', text } };
    }
    return null;
  },
};
