/**
 * Text in the user's language: captions, `{name}` templates, numbers, and the engine's own
 * messages about refused or reset answers.
 */

import type { EngineLanguage } from './engine-types.js';
import type { Env, Value } from './expression.js';
import type { LocalText } from './ruleset-schema.js';

export function localize(text: LocalText, language: EngineLanguage): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en);
}

/** Up to two decimals (or exactly `decimals`), with the decimal comma of every language but English. */
export function formatNumber(n: number, language: EngineLanguage, decimals?: number): string {
  const s = decimals === undefined ? String(Math.round(n * 100) / 100) : n.toFixed(decimals);
  return language === 'en' ? s : s.replace('.', ',');
}

const YES_NO: Record<EngineLanguage, [string, string]> = {
  en: ['Yes', 'No'],
  sv: ['Ja', 'Nej'],
  no: ['Ja', 'Nei'],
  dk: ['Ja', 'Nej'],
  de: ['Ja', 'Nein'],
  fi: ['Kyllä', 'Ei'],
};

/** Turns a choice option's value into the choice's caption. */
export type CaptionOf = (value: Value, language: EngineLanguage) => string | null;

/** What a `{name}` placeholder refers to. */
export type Placeholder = { name: string; slot: number; captionOf: CaptionOf | null };
export type Template = readonly (string | Placeholder)[];

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Splits `SK{diameter}-1000` into text and placeholders; `resolve` throws for an unknown name. */
export function compileTemplate(text: string, resolve: (name: string) => Placeholder): Template {
  const parts: (string | Placeholder)[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(resolve(m[1]!.trim()));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A value as a person reads it: a choice's caption, a localized number, yes/no. */
export function displayValue(value: Value, language: EngineLanguage, captionOf?: CaptionOf | null): string {
  if (value === null) return '';
  const caption = captionOf?.(value, language);
  if (caption != null) return caption;
  if (typeof value === 'number') return formatNumber(value, language);
  if (typeof value === 'boolean') return YES_NO[language][value ? 0 : 1];
  return value;
}

export function renderText(template: Template, env: Env, language: EngineLanguage): string {
  let out = '';
  for (const part of template) out += typeof part === 'string' ? part : displayValue(env[part.slot] ?? null, language, part.captionOf);
  return out;
}

/** An item number; null when a placeholder has no value yet. */
export function renderItemNumber(template: Template, env: Env): string | null {
  let out = '';
  for (const part of template) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const v = env[part.slot] ?? null;
    if (v === null || v === '' || typeof v === 'boolean') return null;
    out += String(v);
  }
  return out;
}

// --- the engine's own messages

type Messages = Record<EngineLanguage, string>;

export const ENGINE_MESSAGES = {
  unknownOption: {
    en: 'There is no option {option}; the value was ignored.',
    sv: 'Det finns inget alternativ {option}; värdet ignorerades.',
    no: 'Det finnes ikke noe valg {option}; verdien ble ignorert.',
    dk: 'Der findes ingen valgmulighed {option}; værdien blev ignoreret.',
    de: 'Es gibt keine Option {option}; der Wert wurde ignoriert.',
    fi: 'Valintaa {option} ei ole; arvo jätettiin huomiotta.',
  },
  notANumber: {
    en: '{option}: {value} is not a number.',
    sv: '{option}: {value} är inte ett tal.',
    no: '{option}: {value} er ikke et tall.',
    dk: '{option}: {value} er ikke et tal.',
    de: '{option}: {value} ist keine Zahl.',
    fi: '{option}: {value} ei ole luku.',
  },
  outOfRange: {
    en: '{option}: {value} is outside the allowed range {min}–{max}.',
    sv: '{option}: {value} ligger utanför det tillåtna intervallet {min}–{max}.',
    no: '{option}: {value} er utenfor det tillatte området {min}–{max}.',
    dk: '{option}: {value} ligger uden for det tilladte interval {min}–{max}.',
    de: '{option}: {value} liegt außerhalb des zulässigen Bereichs {min}–{max}.',
    fi: '{option}: {value} on sallitun alueen {min}–{max} ulkopuolella.',
  },
  offStep: {
    en: '{option}: {value} is not allowed; use steps of {step} from {min}.',
    sv: '{option}: {value} är inte tillåtet; använd steg om {step} från {min}.',
    no: '{option}: {value} er ikke tillatt; bruk trinn på {step} fra {min}.',
    dk: '{option}: {value} er ikke tilladt; brug trin på {step} fra {min}.',
    de: '{option}: {value} ist nicht zulässig; bitte Schritte von {step} ab {min} verwenden.',
    fi: '{option}: {value} ei ole sallittu; käytä {step}:n askelia alkaen {min}.',
  },
  notACheckbox: {
    en: '{option}: the value must be True or False, not {value}.',
    sv: '{option}: värdet måste vara True eller False, inte {value}.',
    no: '{option}: verdien må være True eller False, ikke {value}.',
    dk: '{option}: værdien skal være True eller False, ikke {value}.',
    de: '{option}: Der Wert muss True oder False sein, nicht {value}.',
    fi: '{option}: arvon on oltava True tai False, ei {value}.',
  },
  notAChoice: {
    en: '{option}: {value} is not one of the choices.',
    sv: '{option}: {value} finns inte bland valen.',
    no: '{option}: {value} er ikke blant valgene.',
    dk: '{option}: {value} er ikke blandt valgmulighederne.',
    de: '{option}: {value} ist keine der Auswahlmöglichkeiten.',
    fi: '{option}: {value} ei ole vaihtoehtojen joukossa.',
  },
  tooLong: {
    en: '{option}: the text is longer than {max} characters.',
    sv: '{option}: texten är längre än {max} tecken.',
    no: '{option}: teksten er lengre enn {max} tegn.',
    dk: '{option}: teksten er længere end {max} tegn.',
    de: '{option}: Der Text ist länger als {max} Zeichen.',
    fi: '{option}: teksti on pidempi kuin {max} merkkiä.',
  },
  resetUnavailable: {
    en: '{option} was reset: {value} is not available with the current choices.',
    sv: '{option} återställdes: {value} finns inte med de nuvarande valen.',
    no: '{option} ble tilbakestilt: {value} er ikke tilgjengelig med de nåværende valgene.',
    dk: '{option} blev nulstillet: {value} findes ikke med de nuværende valg.',
    de: '{option} wurde zurückgesetzt: {value} ist mit der aktuellen Auswahl nicht verfügbar.',
    fi: '{option} palautettiin: {value} ei ole saatavilla nykyisillä valinnoilla.',
  },
  resetNotApplicable: {
    en: '{option} was reset: it does not apply to the current choices.',
    sv: '{option} återställdes: det gäller inte för de nuvarande valen.',
    no: '{option} ble tilbakestilt: det gjelder ikke for de nåværende valgene.',
    dk: '{option} blev nulstillet: det gælder ikke for de nuværende valg.',
    de: '{option} wurde zurückgesetzt: Es gilt nicht für die aktuelle Auswahl.',
    fi: '{option} palautettiin: se ei koske nykyisiä valintoja.',
  },
  resetLocked: {
    en: '{option} was reset: it cannot be changed with the current choices.',
    sv: '{option} återställdes: det kan inte ändras med de nuvarande valen.',
    no: '{option} ble tilbakestilt: det kan ikke endres med de nåværende valgene.',
    dk: '{option} blev nulstillet: det kan ikke ændres med de nuværende valg.',
    de: '{option} wurde zurückgesetzt: Es kann mit der aktuellen Auswahl nicht geändert werden.',
    fi: '{option} palautettiin: sitä ei voi muuttaa nykyisillä valinnoilla.',
  },
  badQuantity: {
    en: 'The bill of materials could not be built: the quantity of {item} came out as {value}.',
    sv: 'Stycklistan kunde inte byggas: antalet för {item} blev {value}.',
    no: 'Stykklisten kunne ikke bygges: antallet for {item} ble {value}.',
    dk: 'Styklisten kunne ikke bygges: antallet for {item} blev {value}.',
    de: 'Die Stückliste konnte nicht erstellt werden: Die Menge für {item} ergab {value}.',
    fi: 'Osaluetteloa ei voitu muodostaa: nimikkeen {item} määräksi tuli {value}.',
  },
  unresolvedItem: {
    en: 'The bill of materials could not be built: the article number {item} is missing a value.',
    sv: 'Stycklistan kunde inte byggas: artikelnumret {item} saknar ett värde.',
    no: 'Stykklisten kunne ikke bygges: artikkelnummeret {item} mangler en verdi.',
    dk: 'Styklisten kunne ikke bygges: varenummeret {item} mangler en værdi.',
    de: 'Die Stückliste konnte nicht erstellt werden: Der Artikelnummer {item} fehlt ein Wert.',
    fi: 'Osaluetteloa ei voitu muodostaa: nimikenumerosta {item} puuttuu arvo.',
  },
} satisfies Record<string, Messages>;

export type EngineMessageKey = keyof typeof ENGINE_MESSAGES;

export function engineMessage(key: EngineMessageKey, language: EngineLanguage, params: Record<string, string>): string {
  return ENGINE_MESSAGES[key][language].replace(PLACEHOLDER, (whole, name: string) => params[name] ?? whole);
}
