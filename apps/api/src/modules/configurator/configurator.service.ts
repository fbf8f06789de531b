import { randomUUID } from 'node:crypto';
import {
  CPQ_COMPLETE_SUCCESS,
  type CompleteConfigurationRequest,
  type CompleteConfigurationResponse,
  type ConfigureRequest,
  type ConfigureResponse,
  type InitConfigurationQuery,
  type InitConfigurationResponse,
  type Ruleset,
} from '@portal/contracts/configurator';
import type { Principal } from '../../platform/auth/access.js';
import { badRequest, conflict, found } from '../../platform/errors.js';
import type { PriceSource } from '../catalogue/catalogue.module.js';
import { today } from '../../platform/calendar/delivery-calendar.js';
import {
  type Answers,
  type BomLine,
  type ConfiguratorEngine,
  type EngineLanguage,
  type EngineMarket,
  type EngineResult,
} from './engine/engine-types.js';
import {
  articlesToPrice,
  headerRow,
  orderLinesOf,
  priceConfiguration,
  type ArticlePrice,
  type CampaignTerm,
  type PricedLine,
} from './configurator-pricing.js';
import type { ConfiguratorRepository } from './configurator.repository.js';
import type { TransactionalDeps } from '../../platform/db/transactional.js';

/** A session lives this long after its last call; a configuration left for a day starts over. */
export const SESSION_TTL_MS = 24 * 3600_000;
const MAX_ATTEMPTS = 5;
const TERMS_CACHE_MS = 60_000;

/** Why `complete` refuses, in the user's language: the summary shows it as the configuration error. */
const COMPLETE_ERRORS: Record<'unanswered' | 'unpriced', Record<EngineLanguage, string>> = {
  unanswered: {
    en: 'Required choices are not answered',
    sv: 'Obligatoriska val är inte besvarade',
    no: 'Obligatoriske valg er ikke besvart',
    dk: 'Obligatoriske valg er ikke besvaret',
    de: 'Pflichtangaben fehlen',
    fi: 'Pakollisia valintoja puuttuu',
  },
  unpriced: {
    en: 'No price in your price list for',
    sv: 'Inget pris i er prislista för',
    no: 'Ingen pris i deres prisliste for',
    dk: 'Ingen pris i jeres prisliste for',
    de: 'Kein Preis in Ihrer Preisliste für',
    fi: 'Hinnastossanne ei ole hintaa tuotteille',
  },
};

export type ConfiguratorServiceDeps = TransactionalDeps<'repo', ConfiguratorRepository> & {
  catalogue: PriceSource;
  engine: (ruleset: Ruleset) => Promise<ConfiguratorEngine>;
  now: () => Date;
};

const marketOf = (principal: Principal): EngineMarket => principal.market;

export function createConfiguratorService(deps: ConfiguratorServiceDeps) {
  const { repo } = deps;

  // Campaign terms change a few times a year; while configuring, a minute-old copy prices well
  // enough and saves a query on every change. Orders always read them fresh.
  const termsCache = new Map<string, { terms: Promise<CampaignTerm[]>; until: number }>();
  function campaignTerms(customerNumber: string, day: string, fresh: boolean) {
    const key = `${customerNumber}:${day}`;
    const now = Date.now();
    const cached = termsCache.get(key);
    if (!fresh && cached && cached.until > now) return cached.terms;
    if (termsCache.size > 10_000) termsCache.clear();
    const terms = repo.campaignTerms(customerNumber, day);
    termsCache.set(key, { terms, until: now + TERMS_CACHE_MS });
    terms.catch(() => termsCache.delete(key));
    return terms;
  }

  /** Prices a bill of materials; `totalOnly` skips the descriptions a running total does not show. */
  async function price(
    principal: Principal,
    ruleset: Ruleset,
    bom: readonly BomLine[],
    options: { fresh?: boolean; totalOnly?: boolean } = {},
  ) {
    const day = today(marketOf(principal), deps.now());
    const terms = await campaignTerms(principal.customerNumber, day, options.fresh ?? false);
    const articles = articlesToPrice(bom, terms);
    const rows = options.totalOnly
      ? await repo.listPrices(principal.customerNumber, articles)
      : await deps.catalogue.prices(principal.customerNumber, articles);
    const prices = new Map<string, ArticlePrice>(rows.map((r) => [r.itemNumber, r]));
    return priceConfiguration(bom, prices, terms, ruleset);
  }

  /** Why a configuration cannot be completed, in the engine's own words where it has them. */
  function whyIncomplete(result: EngineResult, language: EngineLanguage): string {
    if (result.problems.length > 0) return result.problems.join(' ');
    const missing = result.pages
      .filter((p) => p.IsVisible)
      .flatMap((p) => p.Screens.filter((s) => s.IsVisible).flatMap((s) => s.ScreenOptions))
      .filter((o) => o.IsVisible && o.IsRequired && o.Value === '')
      .map((o) => o.Caption);
    return `${COMPLETE_ERRORS.unanswered[language]}: ${missing.join(', ')}`;
  }

  /** The session's answers with the new values, recomputed and stored; retried if another call of the session came first. */
  async function applyAnswers(principal: Principal, request: ConfigureRequest, language: EngineLanguage, now: Date) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const session = await found(repo.session(principal.customerNumber, request.sessionId, now), 'Configurator session');
      const ruleset = session.ruleset as Ruleset;
      const answers: Answers = { ...session.answers };
      // An empty value withdraws an answer; the engine then falls back to the option's default.
      for (const { ID, Value } of request.values) {
        if (Value.trim() === '') delete answers[ID];
        else answers[ID] = Value;
      }
      const result = (await deps.engine(ruleset)).evaluate({ answers, market: marketOf(principal), language });
      if (await repo.replaceAnswers(session.session_id, session.answers, result.answers, new Date(now.getTime() + SESSION_TTL_MS))) {
        return { ruleset, result };
      }
    }
    throw conflict('CONFIGURATION_BUSY', 'The configuration is being changed elsewhere; try again');
  }

  return {
    async init(principal: Principal, query: InitConfigurationQuery): Promise<InitConfigurationResponse> {
      const now = deps.now();
      await repo.purgeExpired(now);
      let answers: Answers = {};
      if (query.headerId) {
        // Reopening a configuration (to edit a configured cart item) starts from its answers
        // under a new header, so the cart keeps the old one until the new one replaces it.
        const earlier = await found(repo.header(principal.customerNumber, query.headerId), 'Configuration');
        if (earlier.ruleset !== query.ruleset)
          throw badRequest('ruleset', `The configuration was made with the ${earlier.ruleset} ruleset`);
        answers = earlier.answers ?? {};
      }
      const headerId = randomUUID();
      const session = { sessionId: randomUUID(), configurationId: randomUUID() };
      await deps.transaction(async (tx) => {
        await tx.insertHeader({
          headerId,
          customerNumber: principal.customerNumber,
          contactId: principal.contactId,
          ruleset: query.ruleset,
        });
        await tx.insertSession({
          ...session,
          headerId,
          customerNumber: principal.customerNumber,
          ruleset: query.ruleset,
          answers,
          expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
        });
      });
      return { ConfigurationId: session.configurationId, HeaderId: headerId, SessionId: session.sessionId };
    },

    async configure(principal: Principal, request: ConfigureRequest, language: EngineLanguage): Promise<ConfigureResponse> {
      const now = deps.now();
      const { ruleset, result } = await applyAnswers(principal, request, language, now);
      const priced = await price(principal, ruleset, result.bom, { totalOnly: true });
      return {
        Pages: result.pages,
        Messages: result.messages,
        ImageUrl: result.imageUrl,
        Details: result.details,
        ConfiguredPrice: priced.total,
        Currency: principal.currency,
        IsExecutionComplete: result.complete,
      };
    },

    async complete(
      principal: Principal,
      request: CompleteConfigurationRequest,
      language: EngineLanguage,
    ): Promise<CompleteConfigurationResponse> {
      const now = deps.now();
      const session = await found(repo.session(principal.customerNumber, request.sessionId, now), 'Configurator session');
      if (session.header_id !== request.headerId) throw badRequest('headerId', 'The header does not belong to this session');
      if (session.configuration_id !== request.configurationId)
        throw badRequest('configurationId', 'The configuration does not belong to this session');
      const ruleset = session.ruleset as Ruleset;
      const result = (await deps.engine(ruleset)).evaluate({ answers: session.answers, market: marketOf(principal), language });
      const priced = await price(principal, ruleset, result.bom);
      const failed = (error: string): CompleteConfigurationResponse => ({
        Status: 'Error',
        Error: error,
        ConfigId: session.configuration_id,
        ConfiguredPrice: priced.total,
        Currency: principal.currency,
        ConfigItems: [],
      });
      if (!result.complete) return failed(whyIncomplete(result, language));
      if (priced.missing.length > 0) return failed(`${COMPLETE_ERRORS.unpriced[language]}: ${priced.missing.join(', ')}`);

      await repo.completeHeader(session.header_id, {
        answers: result.answers,
        bom: result.bom,
        configId: session.configuration_id,
        description: result.description,
        completedAt: now,
      });
      return {
        Status: CPQ_COMPLETE_SUCCESS,
        Error: null,
        ConfigId: session.configuration_id,
        ConfiguredPrice: priced.total,
        Currency: principal.currency,
        ConfigItems: [...priced.items, headerRow(ruleset, result.description, result.path)],
      };
    },

    /**
     * The ruleset and the articles placeOrder books for a configured cart item, priced today:
     * null when the header is not the customer's or was never completed.
     */
    async orderLines(principal: Principal, headerId: string): Promise<{ ruleset: Ruleset; lines: PricedLine[] } | null> {
      const header = await repo.header(principal.customerNumber, headerId);
      if (!header?.completed_at || !header.bom) return null;
      const ruleset = header.ruleset as Ruleset;
      const priced = await price(principal, ruleset, header.bom, { fresh: true });
      if (priced.missing.length > 0) return null;
      return { ruleset, lines: orderLinesOf(priced) };
    },

    /** Configurations as other areas name them (an order's lines): ruleset, title, the dealer's answers, whether completed. */
    async summaries(headerIds: readonly string[], customerNumber: string | null): Promise<ConfigurationSummary[]> {
      return (await repo.summaries(headerIds, customerNumber)).map((h) => ({
        headerId: h.header_id,
        ruleset: h.ruleset,
        title: h.description,
        answers: h.answers ?? {},
        completed: h.completed_at !== null,
      }));
    },
  };
}

export type ConfigurationSummary = {
  headerId: string;
  ruleset: string;
  title: string | null;
  answers: Record<string, string>;
  completed: boolean;
};

export type ConfiguratorService = ReturnType<typeof createConfiguratorService>;
