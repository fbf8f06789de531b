import { NotFound } from '@portal/ui';

export { NotFound };
