/**
 * The maintenance windows' rules as pure functions: a window's form values, request and
 * problems, and where each window stands.
 */
import { MaintenanceWindowRequest, type StaffMaintenanceWindow } from '@portal/contracts/staff-maintenance';
import { schemaProblems } from '@portal/ui/form';
import { problemMessages, type Message } from '../../lib/form-messages';
import { fromLocalInput, toLocalInput } from '../../lib/local-time';

const HOUR_MS = 3_600_000;

export type WindowValues = { from: string; to: string; active: boolean };

/** A window as the form holds it, in the browser's zone; a new one starts tomorrow at this hour and lasts four hours. */
export function windowValues(window: StaffMaintenanceWindow | null, now = new Date()): WindowValues {
  const start = now.getTime() + 24 * HOUR_MS;
  return {
    from: toLocalInput(window?.from ?? new Date(start).toISOString()),
    to: toLocalInput(window?.to ?? new Date(start + 4 * HOUR_MS).toISOString()),
    active: window?.active ?? true,
  };
}

/** What the server is sent of a field: the moment, or the text as typed so the server names the field. */
const isoOf = (local: string) => fromLocalInput(local) ?? local;

export const windowRequest = (v: WindowValues): MaintenanceWindowRequest => ({ ...v, from: isoOf(v.from), to: isoOf(v.to) });

/** The contract's problems in the area's words (no time, or the end before the start); any other as the form's. */
export const windowProblems = (v: WindowValues): Record<string, Message> =>
  problemMessages(schemaProblems(MaintenanceWindowRequest, windowRequest(v)), (p) => ({
    key: p.message.startsWith('maintenance.') ? p.message : 'form.other',
  }));

/** Closing ordering now, waiting to, over (its end has passed, whether switched on or off), or switched off. */
export function windowState(w: Pick<StaffMaintenanceWindow, 'active' | 'inEffect' | 'to'>, now = new Date()) {
  if (w.inEffect) return { color: 'orange', key: 'maintenance.state.in-effect' };
  if (new Date(w.to).getTime() <= now.getTime()) return { color: 'gray', key: 'maintenance.state.over' };
  if (w.active) return { color: 'blue', key: 'maintenance.state.active' };
  return { color: 'gray', key: 'maintenance.state.off' };
}

/** The window closing ordering now, shown at the top. */
export const windowInEffect = (windows: readonly StaffMaintenanceWindow[] | undefined) => windows?.find((w) => w.inEffect);
