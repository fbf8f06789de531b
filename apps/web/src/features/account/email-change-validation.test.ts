import { describe, expect, it } from 'vitest';
import { validateEmailChange } from './account-validation';

const current = 'mia@reseller-fi.test';

describe('validateEmailChange (a new sign-in address)', () => {
  it('accepts another valid address', () => {
    expect(validateEmailChange('mia.korhonen@takkatalo-tampere.test', current)).toEqual({});
    expect(validateEmailChange('  mia.korhonen@takkatalo-tampere.test ', current)).toEqual({});
  });

  it("words the contract's rules", () => {
    expect(validateEmailChange('', current)).toEqual({ email: { kind: 'required' } });
    expect(validateEmailChange('   ', current)).toEqual({ email: { kind: 'required' } });
    expect(validateEmailChange('mia.reseller-fi.test', current)).toEqual({ email: { kind: 'invalid-format' } });
    expect(validateEmailChange(`${'m'.repeat(95)}@x.test`, current)).toEqual({ email: { kind: 'too-long', max: 100 } });
  });

  it('refuses the address the user has now, whatever its case', () => {
    expect(validateEmailChange(current, current)).toEqual({ email: { kind: 'same-address' } });
    expect(validateEmailChange(' MIA@Reseller-FI.test ', current)).toEqual({ email: { kind: 'same-address' } });
  });
});
