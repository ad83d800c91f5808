import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@salonbook/sdk';
import { GlobeIcon } from '../../ui/icons';
import { LANGUAGES } from '../../lib/i18n';
import { useLanguage } from '../../lib/language';

/**
 * The visible language switch (RU / KZ / EN): a native select, labelled, keyboard and screen-reader friendly. Each
 * option's name starts with what it shows ('Рус · Русский'): a voice-control user says what they see.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { code, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="lang-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <GlobeIcon className="lang-switch__icon" width={18} height={18} />
      <select
        id={id}
        className="lang-switch__select"
        value={code}
        onChange={(event) => void setLanguage(event.target.value as Language)}
        data-testid="language-switcher"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.lng} aria-label={`${language.short} · ${language.name}`}>
            {language.short}
          </option>
        ))}
      </select>
    </div>
  );
}
