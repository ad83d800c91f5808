// The home page's 'how it works': choose, book, get reminded.
import { useTranslation } from 'react-i18next';
import { CalendarIcon, ClockIcon, StarIcon } from '../../ui/icons';
import { HomeSection } from './HomeSection';

const STEPS = [
  { key: 'choose', Icon: StarIcon },
  { key: 'book', Icon: CalendarIcon },
  { key: 'remind', Icon: ClockIcon },
] as const;

export function HomeSteps() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="home-steps" title={t('steps.title')}>
      <ul className="home__step-list">
        {STEPS.map(({ key, Icon }) => (
          <li key={key} className="card home__step">
            <span className="home__step-icon">
              <Icon width={22} height={22} />
            </span>
            <div>
              <h3 className="home__step-title">{t(`steps.${key}.title`)}</h3>
              <p className="home__step-text">{t(`steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
