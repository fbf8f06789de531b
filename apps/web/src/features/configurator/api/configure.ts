import { configure, type ConfigureRequest } from '@portal/contracts/configurator';
import { apiRequest } from '@portal/ui/auth';

/** Sends changed values (none on a session's first call); the server keeps the session's answers. */
export const sendConfiguration = (body: ConfigureRequest) => apiRequest(configure, { body });
