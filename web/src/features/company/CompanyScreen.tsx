import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/PlaceholderScreen';

/** /:company: the company multi-link booking screen (issue 5 builds it; page title 'Запись в салон'). */
export function CompanyScreen() {
  const { company } = useParams();
  const { t } = useTranslation('company');
  return (
    <PlaceholderScreen ns="company">
      <p className="page__lead" data-testid="company-slug">
        {t('company', { company })}
      </p>
    </PlaceholderScreen>
  );
}
