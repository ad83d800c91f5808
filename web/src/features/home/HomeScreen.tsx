import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { useCity } from '../../app/state';
import { CalendarIcon, ClockIcon, SearchIcon, StarIcon } from '../../ui/icons';
import './HomeScreen.css';

const STEPS = [
  { key: 'choose', Icon: StarIcon },
  { key: 'book', Icon: CalendarIcon },
  { key: 'remind', Icon: ClockIcon },
] as const;

/** Home (issue 5 fills it with cities, categories, offers, compilations and reviews). */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const [city] = useCity();
  const cityName = city?.name ?? t('common:city.default');
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <div className="page home__hero-inner">
          <p className="home__eyebrow">{t('eyebrow', { city: cityName })}</p>
          <h1 id="home-title" className="home__title">
            {t('title')}
          </h1>
          <p className="home__lead">{t('lead')}</p>
          <Link to={paths.search()} className="home__search">
            <SearchIcon width={20} height={20} />
            <span>{t('searchPlaceholder')}</span>
          </Link>
        </div>
      </section>
      <section className="page home__steps" aria-labelledby="home-steps-title">
        <h2 id="home-steps-title" className="home__section-title">
          {t('steps.title')}
        </h2>
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
      </section>
    </div>
  );
}
