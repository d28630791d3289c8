import { describe, expect, it } from 'vitest';
import { localizedNames } from '@/lib/names/localized-name';

const latin = { text: 'Ahmad Rahimi', lang: 'en', dir: 'ltr' };
const dari = { text: 'احمد رحیمی', lang: 'fa', dir: 'rtl' };

describe('localizedNames', () => {
  it('puts the Dari name first in Dari and Pashto, the Latin one beside it', () => {
    for (const language of ['fa', 'ps', 'fa-AF']) {
      expect(localizedNames({ latin: 'Ahmad Rahimi', dari: 'احمد رحیمی' }, language)).toEqual({ primary: dari, secondary: latin });
    }
  });

  it('puts the Latin name first in English, the Dari one beside it', () => {
    expect(localizedNames({ latin: 'Ahmad Rahimi', dari: 'احمد رحیمی' }, 'en')).toEqual({ primary: latin, secondary: dari });
  });

  it('shows the one name there is, in any language; blank counts as missing', () => {
    expect(localizedNames({ latin: 'Ahmad Rahimi', dari: '  ' }, 'fa')).toEqual({ primary: latin, secondary: null });
    expect(localizedNames({ latin: ' Ahmad Rahimi ', dari: null }, 'en')).toEqual({ primary: latin, secondary: null });
    expect(localizedNames({ latin: '', dari: 'احمد رحیمی' }, 'en')).toEqual({ primary: dari, secondary: null });
    expect(localizedNames({ dari: 'احمد رحیمی' }, 'ps')).toEqual({ primary: dari, secondary: null });
  });

  it('is null when there is no name at all', () => {
    expect(localizedNames({ latin: ' ', dari: undefined }, 'fa')).toBeNull();
    expect(localizedNames({}, 'en')).toBeNull();
  });
});
