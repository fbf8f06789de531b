import { languageForMarket } from '@portal/contracts/languages';
import type { Country } from '../platform/calendar/delivery-calendar.js';
import { CATALOGUE } from './catalogue-data.js';

/** The marks dealers put on their orders, in each market's own language. */
export const ORDER_MARKS: Record<Country, string[]> = {
  se: ['Villa Holm', 'Lagerpåfyllnad', 'Fritidshus Orsa', 'Utställning', 'Radhus Sollentuna', 'Kund Åberg', 'Café Lindén', 'Höstkampanj'],
  no: ['Hytte Geilo', 'Lagerpåfyll', 'Enebolig Fana', 'Utstilling', 'Kunde Sæther', 'Rekkehus Åsane', 'Høstkampanje'],
  dk: ['Parcelhus Sørensen', 'Lageropfyldning', 'Sommerhus Skagen', 'Udstilling', 'Kunde Østergaard', 'Rækkehus Viby', 'Efterårskampagne'],
  de: [
    'Einfamilienhaus Müller',
    'Lagerauffüllung',
    'Ausstellung Frühjahr',
    'Kunde Schröder',
    'Ferienhaus Sylt',
    'Altbausanierung Eppendorf',
    'Herbstaktion',
  ],
  fi: ['Omakotitalo Virtanen', 'Varastotäydennys', 'Mökki Äkäslompolo', 'Näyttely', 'Asiakas Mäkelä', 'Rivitalo Hervanta', 'Syyskampanja'],
};

/** What dealers write to the warehouse about a delivery, in each market's own language. */
export const ORDER_COMMENTS: Record<Country, string[]> = {
  se: ['Ring 30 min före leverans', 'Leverans via baksidan', 'Bärhjälp behövs', 'Lossas med truck', 'Märk kollin med ordermärkning'],
  no: [
    'Ring 30 min før levering',
    'Levering på baksiden',
    'Trenger hjelp til bæring',
    'Losses med truck',
    'Merk kolliene med ordremerking',
  ],
  dk: [
    'Ring 30 min. før levering',
    'Levering ad bagindgangen',
    'Der skal bærehjælp til',
    'Aflæsses med truck',
    'Mærk kolli med ordremærkning',
  ],
  de: [
    'Bitte 30 Min. vor Lieferung anrufen',
    'Anlieferung über den Hintereingang',
    'Tragehilfe erforderlich',
    'Entladung mit Stapler',
    'Packstücke mit der Bestellkennzeichnung versehen',
  ],
  fi: [
    'Soittakaa 30 min ennen toimitusta',
    'Toimitus takaovelle',
    'Kantoapua tarvitaan',
    'Puretaan trukilla',
    'Merkitkää kollit tilausmerkinnällä',
  ],
};

const PRODUCTS = new Map(CATALOGUE.products.map((p) => [p.itemNumber, p]));

/** An article's description as a dealer of the market ordered it: in the market's language (Swedish where the catalogue has no other text). */
export function describedFor(market: Country, itemNumber: string, swedish: string): string {
  const language = languageForMarket(market);
  const product = PRODUCTS.get(itemNumber);
  return language === 'sv' || !product ? swedish : (product.texts[language]?.description ?? swedish);
}
