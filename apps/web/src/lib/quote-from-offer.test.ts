import { describe, expect, it } from 'vitest';
import { offerStartOf, quoteStartFromOffer } from './quote-from-offer';

describe('a project quote asked from an offer', () => {
  const offer = {
    id: '6f1c2a52-8d7e-4a51-9d3c-2f0b8f1e6a01',
    number: '1001-2',
    lines: [
      { kind: 'article', itemNumber: 'TB-1', text: 'Golvplåt', quantity: 2 },
      { kind: 'configured', itemNumber: null, text: 'Kamin Oslo 5', quantity: 1 },
      { kind: 'free', itemNumber: null, text: 'Montering', quantity: 1 },
      { kind: 'article', itemNumber: 'TB-2', text: 'Rökrör', quantity: 3 },
      { kind: 'article', itemNumber: 'TB-1', text: 'Golvplåt', quantity: 998 },
    ],
  };

  it('takes the articles, each once with its quantities added up to what a quote line takes, and counts the rest out', () => {
    expect(quoteStartFromOffer(offer)).toEqual({
      offerId: offer.id,
      offerNumber: '1001-2',
      lines: [
        { itemNumber: 'TB-1', title: 'Golvplåt', quantity: 999 },
        { itemNumber: 'TB-2', title: 'Rökrör', quantity: 3 },
      ],
      leftOut: 2,
    });
  });

  it('reads it back from the page’s history entry, and nothing from anything else', () => {
    const start = quoteStartFromOffer(offer);
    expect(offerStartOf({ fromOffer: start })).toEqual(start);
    expect(offerStartOf(null)).toBeNull();
    expect(offerStartOf({ fromOffer: { offerNumber: '1' } })).toBeNull();
  });
});
