import type { FastifyInstance, FastifyRequest } from 'fastify';
import { completeConfiguration, configure, initConfiguration } from '@portal/contracts/configurator';
import { addRoute } from '../../platform/http.js';
import type { EngineLanguage } from './engine/engine-types.js';
import type { ConfiguratorService } from './configurator.service.js';

// The web sends its language as the page's <html lang>: 'da' for Danish, 'no'/'nb'/'nn' for Norwegian.
const LANGUAGE_TAGS: Record<string, EngineLanguage> = {
  en: 'en',
  sv: 'sv',
  da: 'dk',
  dk: 'dk',
  no: 'no',
  nb: 'no',
  nn: 'no',
  de: 'de',
  fi: 'fi',
};

/** The first language of Accept-Language the configurator speaks; English otherwise. */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): EngineLanguage {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase().split('-')[0]!;
    const language = LANGUAGE_TAGS[tag];
    if (language) return language;
  }
  return 'en';
}

export function configuratorRoutes(app: FastifyInstance, service: ConfiguratorService) {
  addRoute(app, initConfiguration, ({ principal, query }) => service.init(principal, query));
  addRoute(app, configure, ({ principal, body, request }) => service.configure(principal, body, languageOf(request)));
  addRoute(app, completeConfiguration, ({ principal, body, request }) => service.complete(principal, body, languageOf(request)));
}
