// The category choice and the checkout both close during a maintenance window; the call is shared.
export { maintenanceStatusQuery, useMaintenanceActive } from '../../../api/get-maintenance-status';
