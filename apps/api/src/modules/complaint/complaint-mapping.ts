import {
  INCIDENT_TYPES,
  ORDER_STATUS,
  REQUIRE_SERIAL_YES,
  type ComplaintDetail,
  type Incident,
  type IncidentType,
  type LookupComplaintOrderResponse,
  type LookupOrderLine,
} from '@portal/contracts';
import type { DeliveredLineRow, IncidentListRow } from './complaint.repository.js';

/** The CRM's names of our incident types. */
export const INCIDENT_TYPE_NAMES: Record<IncidentType, string> = {
  [INCIDENT_TYPES.transportDamage]: 'Transport damage',
  [INCIDENT_TYPES.deliveryFault]: 'Delivery fault',
  [INCIDENT_TYPES.otherFaults]: 'Other faults',
};

/** Composed lists and rows kept in memory, in characters or bytes (a list of 999 complaints is about 800,000). */

/** A complaint as the CRM shaped it, which the specification's calls answer. */
export function toIncident(r: IncidentListRow): Incident {
  return {
    incidentid: r.id,
    ed_casenumber: r.case_number,
    ticketnumber: r.ticket_number,
    edp_ordernumber: r.order_number,
    edp_ordermark: r.order_mark,
    ed_serialnumber: r.serial_number,
    description: r.description,
    createdon: new Date(r.created_at).toISOString(),
    edp_portalstatus: r.portal_status,
    msdyn_incidenttype: { msdyn_name: INCIDENT_TYPE_NAMES[r.incident_type as IncidentType] ?? r.incident_type },
    primarycontactid: {
      fullname: r.contact_fullname,
      address1_line1: r.contact_line1,
      address1_postalcode: r.contact_postalcode,
      address1_city: r.contact_city,
      address1_country: r.contact_country,
    },
    msdyn_FunctionalLocation: {
      msdyn_address1: r.location_address,
      msdyn_postalcode: r.location_postalcode,
      msdyn_city: r.location_city,
    },
    edp_incident_edp_claimproduct: r.products.map((p) => ({
      edp_articlenumber: p.item_number,
      edp_name: p.name,
      edp_quantity: p.quantity,
    })),
  };
}

/**
 * When the complaint's goods left the factory and their tracking. An order's promised dispatch
 * day becomes the day it left once it is dispatched; before that it is only a promise.
 */
export function shipmentOf(
  order: { status: number; promise_date: string | null; tracking_id: string | null } | undefined,
): Pick<ComplaintDetail, 'deliveryDate' | 'trackingId'> {
  const left = order !== undefined && (order.status === ORDER_STATUS.dispatched || order.status === ORDER_STATUS.delivered);
  return { deliveryDate: left ? order.promise_date : null, trackingId: order?.tracking_id ?? null };
}

/** The delivered lines of an order as the complaint form offers them: one line per article, its serial numbers under it. */
export function toOrder(rows: DeliveredLineRow[]): LookupComplaintOrderResponse {
  const lines = new Map<string, LookupOrderLine>();
  const counted = new Set<number>();
  for (const row of rows) {
    let line = lines.get(row.item_number);
    if (!line) {
      line = {
        ItemNumber: row.item_number,
        Description: row.description,
        ShippedQty: 0,
        Require_Serial: row.require_serial ? REQUIRE_SERIAL_YES : '0',
        SerialNbrs: [],
      };
      lines.set(row.item_number, line);
    }
    // One row per serial number: count each order line's quantity once.
    if (!counted.has(row.line_sequence)) {
      counted.add(row.line_sequence);
      line.ShippedQty += Number(row.shipped_qty);
    }
    if (row.serial_number) line.SerialNbrs.push({ SerialNumber: row.serial_number, ProductionNbr: row.production_nbr ?? '' });
  }
  return { OrderNumber: rows[0]?.order_number ?? '', Lines: [...lines.values()] };
}
