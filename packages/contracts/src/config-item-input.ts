import { z } from 'zod';
import { singleLine } from './common.js';
import { configItemShape } from './configurator.js';

/**
 * A configuration row as a client sends it (to the cart, with an order): its texts on one line. Kept out of the
 * package's index, so the API document inlines it rather than naming it: a cart item that carries it is answered as
 * well as sent, and one name may not stand for an input and an output.
 */
export const ConfigItemInput = z.object(configItemShape(singleLine));
