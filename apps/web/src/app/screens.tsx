import { NotFound } from '../components/not-found';

export { NotFound };
