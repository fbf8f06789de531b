import type { ConfigDetail, ConfigMessage, ConfigPage, Ruleset } from '@portal/contracts/configurator';
import { LANGUAGES, MARKETS, type Language, type Market } from '@portal/contracts/languages';

/** The portal's languages, as the web names them ('dk' is Danish). */
export const ENGINE_LANGUAGES = LANGUAGES;
export type EngineLanguage = Language;

/** The customer's market: rules about height above the roof, roof safety and floor plates follow it. */
export const ENGINE_MARKETS = MARKETS;
export type EngineMarket = Market;

/** The user's explicit answers, option ID → value as text ('True'/'False' for checkboxes). */
export type Answers = Record<string, string>;

export type BomLine = { itemNumber: string; quantity: number };

export type EngineInput = { answers: Answers; market: EngineMarket; language: EngineLanguage };

export type EngineResult = {
  /** Every page, screen and option with its current state, captions in the requested language. */
  pages: ConfigPage[];
  /**
   * Type 1: an answer was refused or reset, or (with OptionID) the answers break a rule of the
   * ruleset; type 3: the configuration cannot be built as it stands; other: information.
   */
  messages: ConfigMessage[];
  /** What keeps the configuration from completing besides unanswered options: broken rules and errors, in the engine's words. */
  problems: string[];
  imageUrl: string | null;
  details: ConfigDetail[];
  /** Whole positive quantities, one line per article, in a stable order (main product first). */
  bom: BomLine[];
  /** True only when every visible required option holds a valid value and there are no problems. */
  complete: boolean;
  /** The answers that stand after recomputation: refused or invalidated ones are gone; those a hidden option keeps stay. */
  answers: Answers;
  /** A one-line summary of the choices, in the requested language (ConfigInfoStr). */
  description: string;
  /** Set when the configuration combines a stove and a chimney (the summary then shows both). */
  path: string | null;
};

export type ConfiguratorEngine = {
  readonly ruleset: Ruleset;
  /** Recomputes the whole configuration from the answers; pure and synchronous. */
  evaluate(input: EngineInput): EngineResult;
};
