import { useSyncExternalStore } from 'react';
import { addCartLine, changeCartLine, clearCart, getCart, removeCartLine, type GetCartResponse } from '@portal/contracts/cart';
import type { ConfigItem } from '@portal/contracts/configurator';
import { ApiError, apiRequest } from '@portal/ui/auth';
import * as rules from './cart-rules';
import { takeLegacyCart } from './legacy-cart';
import { CONFIG_TYPE, EMPTY_CART, type Cart, type CartItem } from './cart-rules';

export type { Cart, CartItem };

/**
 * The signed-in user's cart, kept on the server (one per user, the same on every device). The
 * screen shows the server's cart with the changes not yet confirmed applied on top, so every
 * change shows at once; the changes go out one by one, in order, and one that meets a network
 * failure waits and is sent again (kept in local storage under the user, so a reload loses none).
 */

type Change =
  | { kind: 'add'; changeId: string; item: Omit<CartItem, 'quantity'>; addQty: number }
  | { kind: 'set'; id: string; quantity: number }
  | { kind: 'step'; changeId: string; id: string; step: 1 | -1 }
  | { kind: 'remove'; id: string }
  | { kind: 'clear' };

const PENDING_PREFIX = 'portal.cart.pending:';
const CHECKED_OUT_KEY = 'portal.cart.checked-out';
const RETRY_MAX_MS = 15_000;

type State = { owner: string | null; server: Cart; pending: Change[] };
let state: State = { owner: null, server: EMPTY_CART, pending: [] };
let checkedOut = readCheckedOut();
let view: Cart = { ...EMPTY_CART, checkedOut };
const listeners = new Set<() => void>();

let sending = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = 1000;
/** Counts the server's answers to changes, so an older read never replaces a newer answer. */
let answers = 0;

function readCheckedOut() {
  try {
    return sessionStorage.getItem(CHECKED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

/** What a change does to the cart on screen, before the server confirms it (spec 000 §4). */
function applyChange(cart: Cart, change: Change, now: number): Cart {
  switch (change.kind) {
    case 'add': {
      const existing = cart.items.find((i) => i.id === change.item.id);
      // A configured product keeps its one piece; adding it again takes the newer configuration.
      if (existing && existing.type === CONFIG_TYPE) {
        return { ...cart, items: cart.items.map((i) => (i.id === existing.id ? { ...change.item, quantity: i.quantity } : i)) };
      }
      return rules.addItem(cart, change.item, change.item.type === CONFIG_TYPE ? 1 : change.addQty, now);
    }
    case 'set':
      return rules.updateQuantity(cart, change.id, change.quantity, now);
    case 'step':
      return change.step > 0 ? rules.increase(cart, change.id, now) : rules.decrease(cart, change.id, now);
    case 'remove':
      return rules.removeItem(cart, change.id, now);
    case 'clear':
      return rules.clear(now);
  }
}

function emit() {
  const now = Date.now();
  const shown = state.pending.reduce((cart, change) => applyChange(cart, change, now), state.server);
  // The changes on top make new carts; the VAT rule is the server's.
  view = { ...shown, checkedOut, ...(state.server.vat ? { vat: state.server.vat } : {}) };
  listeners.forEach((l) => l());
}

const pendingKey = (owner: string) => PENDING_PREFIX + owner;

function savePending() {
  if (!state.owner) return;
  try {
    if (state.pending.length) localStorage.setItem(pendingKey(state.owner), JSON.stringify(state.pending));
    else localStorage.removeItem(pendingKey(state.owner));
  } catch {
    // Storage full or disabled: the changes still go out from this page.
  }
}

function loadPending(owner: string): Change[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(pendingKey(owner)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Change[]) : [];
  } catch {
    return [];
  }
}

const fromServer = (answer: GetCartResponse): Cart => ({
  items: answer.lines.map((l) => ({
    id: l.id,
    title: l.title,
    image: l.image,
    // A line the server can no longer price shows nothing for it; the checkout says why.
    price: l.price ?? 0,
    ...(l.listPrice !== undefined ? { listPrice: l.listPrice } : {}),
    quantity: l.quantity,
    type: l.type,
    ...(l.sku !== undefined ? { sku: l.sku } : {}),
    ...(l.headerId !== undefined ? { headerId: l.headerId } : {}),
    ...(l.ruleset !== undefined ? { ruleset: l.ruleset } : {}),
    ...(l.items !== undefined ? { items: l.items } : {}),
  })),
  modifiedAt: answer.modifiedAt ? Date.parse(answer.modifiedAt) : 0,
  checkedOut: false,
  ...(answer.vat ? { vat: answer.vat } : {}),
});

function send(change: Change): Promise<GetCartResponse> {
  switch (change.kind) {
    case 'add': {
      const { item, addQty, changeId } = change;
      // A configured product takes its configuration along, for the cart to show; a price never goes.
      const config =
        item.type === CONFIG_TYPE
          ? {
              title: item.title,
              image: item.image,
              ...(item.headerId !== undefined ? { headerId: item.headerId } : {}),
              ...(item.ruleset !== undefined ? { ruleset: item.ruleset } : {}),
              ...(item.sku !== undefined ? { sku: item.sku } : {}),
              ...(item.items !== undefined ? { items: item.items as ConfigItem[] } : {}),
            }
          : {};
      return apiRequest(addCartLine, { body: { changeId, id: item.id, type: item.type, addQty, ...config } });
    }
    case 'set':
      return apiRequest(changeCartLine, { params: { id: change.id }, body: { quantity: change.quantity } });
    case 'step':
      return apiRequest(changeCartLine, { params: { id: change.id }, body: { changeId: change.changeId, step: change.step } });
    case 'remove':
      return apiRequest(removeCartLine, { params: { id: change.id } });
    case 'clear':
      return apiRequest(clearCart);
  }
}

/** Nothing came back, or the server failed for now: worth sending again. A refusal is not. */
const isPassing = (error: unknown) =>
  !(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || error.status >= 500 || error.status === 429 || error.status === 0;

function scheduleRetry() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flush(), retryDelay);
  retryDelay = Math.min(RETRY_MAX_MS, retryDelay * 2);
}

/** Sends the waiting changes one at a time, in the order they were made. */
async function flush(): Promise<void> {
  if (sending || !state.owner) return;
  sending = true;
  clearTimeout(retryTimer);
  try {
    while (state.owner && state.pending.length > 0) {
      const owner = state.owner;
      const change = state.pending[0]!;
      try {
        const answer = await send(change);
        if (state.owner !== owner) return;
        answers += 1;
        state = { ...state, server: fromServer(answer), pending: state.pending.slice(1) };
        retryDelay = 1000;
      } catch (error) {
        if (state.owner !== owner) return;
        if (isPassing(error)) {
          scheduleRetry();
          return;
        }
        // Refused (a line gone meanwhile, an article no longer sold): drop it and show the server's cart.
        state = { ...state, pending: state.pending.slice(1) };
        void refresh();
      }
      savePending();
      emit();
    }
  } finally {
    sending = false;
  }
}

/** Reads the cart again, e.g. for the changes another device made. */
async function refresh(): Promise<void> {
  const owner = state.owner;
  if (!owner) return;
  const before = answers;
  try {
    const answer = await apiRequest(getCart);
    // A change answered meanwhile carries a newer cart.
    if (state.owner !== owner || answers !== before) return;
    state = { ...state, server: fromServer(answer) };
    emit();
  } catch {
    // Shown as it was; the next read or change tries again.
  }
}

function change(next: Change) {
  state = { ...state, pending: [...state.pending, next] };
  savePending();
  emit();
  void flush();
}

const onOnline = () => void flush();
const onVisible = () => {
  if (document.visibilityState === 'visible') void (state.pending.length ? flush() : refresh());
};
const onStorage = (event: StorageEvent) => {
  // Another tab of the same user made a change: read the cart again once it is sent.
  if (state.owner && event.key === pendingKey(state.owner) && event.newValue === null) void refresh();
};

/**
 * The cart of the user signed in now (their subject): their changes still waiting from an
 * earlier page are sent, then the server's cart is read. Another user's cart is never shown.
 */
export function startCart(owner: string, readAfter?: Promise<void>) {
  if (state.owner === owner) return;
  // A cart an earlier version of the portal left in this browser for this user joins theirs.
  const legacy: Change[] = takeLegacyCart(owner).map((item) => ({ kind: 'add', changeId: newId(), item, addQty: item.quantity }));
  state = { owner, server: EMPTY_CART, pending: [...loadPending(owner), ...legacy] };
  savePending();
  answers += 1;
  emit();
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('storage', onStorage);
  // Changes made meanwhile go at once (the owner is known); the first read may wait for `readAfter`.
  void (readAfter ?? Promise.resolve()).then(() => (state.owner === owner ? refresh().then(() => flush()) : undefined));
}

/**
 * Before signing out: the waiting changes get a moment to reach the server, then this browser
 * forgets the cart, so the next user on it starts with none.
 */
export async function endCart(waitMs = 2000) {
  const owner = state.owner;
  if (!owner) return;
  if (state.pending.length) {
    await Promise.race([flush(), new Promise((resolve) => setTimeout(resolve, waitMs))]);
  }
  clearTimeout(retryTimer);
  try {
    localStorage.removeItem(pendingKey(owner));
    sessionStorage.removeItem(CHECKED_OUT_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  state = { owner: null, server: EMPTY_CART, pending: [] };
  checkedOut = false;
  window.removeEventListener('online', onOnline);
  document.removeEventListener('visibilitychange', onVisible);
  window.removeEventListener('storage', onStorage);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const useCart = () => useSyncExternalStore(subscribe, () => view);

const newId = () => crypto.randomUUID();

function setCheckedOut(value: boolean) {
  checkedOut = value;
  try {
    if (value) sessionStorage.setItem(CHECKED_OUT_KEY, '1');
    else sessionStorage.removeItem(CHECKED_OUT_KEY);
  } catch {
    // Storage disabled: the flag lives on in this page.
  }
}

/**
 * A change of its own call whose answer the screen needs (quick order, loading an order list):
 * sent after the changes still waiting, its cart shown as the server answers it. It carries its
 * own change id, so the screen may send it again after a network failure.
 */
export async function changeOnServer<T extends { cart: GetCartResponse }>(call: () => Promise<T>): Promise<T> {
  const owner = state.owner;
  // The changes made before it land first, so its answer is the newest cart.
  while (sending) await new Promise((resolve) => setTimeout(resolve, 50));
  await flush();
  const answer = await call();
  if (state.owner === owner) {
    answers += 1;
    state = { ...state, server: fromServer(answer.cart) };
    emit();
  }
  return answer;
}

/** Every change goes to the server (spec 000 §4), shown at once. */
export const cartActions = {
  add: (item: Omit<CartItem, 'quantity'>, addQty: number) =>
    change({ kind: 'add', changeId: newId(), item, addQty: rules.normalizeQuantity(addQty) }),
  setQuantity: (id: string, quantity: number) =>
    change({ kind: 'set', id, quantity: quantity === 0 ? 0 : rules.normalizeQuantity(quantity) }),
  /** The checkout found a newer price: shown now; the server's own price is read again. */
  setPrice: (id: string, price: number) => {
    state = { ...state, server: rules.updatePrice(state.server, id, price, state.server.modifiedAt) };
    emit();
    void refresh();
  },
  remove: (id: string) => change({ kind: 'remove', id }),
  increase: (id: string) => {
    const item = view.items.find((i) => i.id === id);
    if (item && item.quantity < rules.MAX_QUANTITY) change({ kind: 'step', changeId: newId(), id, step: 1 });
  },
  decrease: (id: string) => {
    if (view.items.some((i) => i.id === id)) change({ kind: 'step', changeId: newId(), id, step: -1 });
  },
  clear: () => change({ kind: 'clear' }),
  /** After a successful order: empty, and flagged so the checkout shows the confirmation. */
  checkout: () => {
    setCheckedOut(true);
    change({ kind: 'clear' });
  },
  /** Back from the confirmation to an ordinary empty cart. */
  acknowledge: () => {
    setCheckedOut(false);
    emit();
  },
  refresh: () => void refresh(),
};

export { itemCount, hasConfigItem, MAX_QUANTITY, MIN_QUANTITY, normalizeQuantity, CONFIG_TYPE } from './cart-rules';
