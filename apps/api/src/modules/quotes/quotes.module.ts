import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Notify } from '../../platform/messages.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { PendingFiles } from '../../platform/files/pending-files.js';
import { withEvents, type RecordEvent } from '../../platform/events.js';
import { portalModule } from '../../platform/module.js';
import { transactionalDeps } from '../../platform/db/transactional.js';
import type { PriceSource } from '../catalogue/catalogue.module.js';
import type { AgreedPricePlacement } from '../order/order.module.js';
import { quoteEvents } from './quote-events.js';
import { createQuotesRepository } from './quotes.repository.js';
import { quotesRoutes } from './quotes.routes.js';
import { createQuotesService, type QuotesDeps } from './quotes.service.js';
import { quoteDeskRoutes } from './quote-desk.routes.js';
import { createQuoteDeskService } from './quote-desk.service.js';
import { createQuoteAttachments } from './quote-attachments.js';
import { quoteAttachmentRoutes } from './quote-attachments.routes.js';

/** Dealers' project quotes and the back office's quote desk that prices and sends them. */
export function quotesModule(deps: {
  db: Kysely<DB>;
  notify: Notify;
  /** The dealer's own prices and descriptions of the articles asked for. */
  catalogue: PriceSource;
  /** Accepting a quote places an order at its prices through the order module. */
  placeAtAgreedPrices: AgreedPricePlacement;
  /** A quote asked from an offer records it: the offers module names the dealer's own offer's number. */
  offerNumber: QuotesDeps['offerNumber'];
  /** Asking, sending and accepting tell integrations (the events port). */
  recordEvent: RecordEvent;
  /** Days sales administration has to answer a request (QUOTE_ANSWER_DAYS). */
  answerDays: number;
  /** Where the dealers' drawings are stored. */
  fileStore: FileStore;
  pendingFiles: Pick<PendingFiles, 'track' | 'settle'>;
  now: () => Date;
}) {
  const quotes = (db: Kysely<DB>) => withEvents(createQuotesRepository(db, deps.notify), db, deps.recordEvent, quoteEvents(db));
  const service = createQuotesService({
    ...transactionalDeps('quotes', deps.db, quotes),
    quotesOn: quotes,
    catalogue: deps.catalogue,
    placeAtAgreedPrices: deps.placeAtAgreedPrices,
    offerNumber: deps.offerNumber,
    now: deps.now,
  });
  const desk = createQuoteDeskService({ ...transactionalDeps('quotes', deps.db, quotes), answerDays: deps.answerDays, now: deps.now });
  const attachments = createQuoteAttachments({
    ...transactionalDeps('quotes', deps.db, quotes),
    fileStore: deps.fileStore,
    pendingFiles: deps.pendingFiles,
    detail: service.get,
    now: deps.now,
  });
  return portalModule({
    /** The start page's count of requests past the answer time. */
    overdueCount: desk.overdueCount,
    routes: async (api) => {
      quotesRoutes(api, service);
      quoteDeskRoutes(api, desk);
      await api.register(quoteAttachmentRoutes, { attachments });
    },
  });
}
