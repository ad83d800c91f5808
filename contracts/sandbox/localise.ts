// The catalogue in the client's language, as a real backend localises it: a JSON answer's catalogue names (cities,
// countries, categories, menu tabs, banners, compilations, professions, the questionnaire, the search's filters and
// sort options)
// are given in Kazakh or English when `Accept-Language` asks for kz or en (anything else: Russian, as stored).
// Only exact names of the catalogue are replaced, in the fields that carry them, and salons' descriptions are given as
// a salon would write them in Kazakh or English; salons' and people's own names, addresses and reviews stay as
// written, and so do the salons' services (each salon names its own; the booking e2e
// tests pick 'Женская стрижка' in every language).
import type { MiddlewareHandler } from 'hono';

/** Russian name → [Kazakh, English]. */
const NAMES: Record<string, [string, string]> = {
  // cities and countries
  Актау: ['Ақтау', 'Aktau'],
  Алматы: ['Алматы', 'Almaty'],
  Астана: ['Астана', 'Astana'],
  Москва: ['Мәскеу', 'Moscow'],
  Казахстан: ['Қазақстан', 'Kazakhstan'],
  Узбекистан: ['Өзбекстан', 'Uzbekistan'],
  Россия: ['Ресей', 'Russia'],
  // categories and menu tabs
  Волосы: ['Шаш', 'Hair'],
  Стрижки: ['Шаш қию', 'Haircuts'],
  Окрашивание: ['Бояу', 'Colouring'],
  Ногти: ['Тырнақ', 'Nails'],
  Маникюр: ['Маникюр', 'Manicure'],
  Педикюр: ['Педикюр', 'Pedicure'],
  'Для мужчин': ['Ерлерге', 'For men'],
  'Мужские стрижки': ['Ерлер шаш үлгісі', "Men's haircuts"],
  Борода: ['Сақал', 'Beard'],
  Косметология: ['Косметология', 'Cosmetology'],
  'Уход за лицом': ['Бет күтімі', 'Facial care'],
  Массаж: ['Массаж', 'Massage'],
  'Брови и ресницы': ['Қас пен кірпік', 'Brows and lashes'],
  Брови: ['Қас', 'Brows'],
  Ресницы: ['Кірпік', 'Lashes'],
  Красота: ['Сұлулық', 'Beauty'],
  Здоровье: ['Денсаулық', 'Health'],
  // banners and compilations
  'Скидка 20% на маникюр': ['Маникюрге 20% жеңілдік', '20% off manicure'],
  'Новый салон в Алматы': ['Алматыдағы жаңа салон', 'A new salon in Almaty'],
  'Подарочные карты': ['Сыйлық карталары', 'Gift cards'],
  Рекомендуем: ['Ұсынамыз', 'Recommended'],
  'Зимние предложения': ['Қысқы ұсыныстар', 'Winter offers'],
  Подборка: ['Іріктеме', 'Selection'],
  // professions
  'Парикмахер-стилист': ['Шаштараз-стилист', 'Hair stylist'],
  'Мастер маникюра': ['Маникюр шебері', 'Manicurist'],
  Барбер: ['Барбер', 'Barber'],
  Косметолог: ['Косметолог', 'Cosmetologist'],
  Бровист: ['Қас шебері', 'Brow artist'],
  // the search's filters and sort options (the price options in each city's currency, as routes/filters.ts writes them)
  Особенности: ['Ерекшеліктер', 'Features'],
  'Онлайн-предоплата': ['Онлайн алдын ала төлем', 'Online prepayment'],
  'Экспресс-запись': ['Жедел жазылу', 'Express booking'],
  Цена: ['Баға', 'Price'],
  'По рейтингу': ['Рейтинг бойынша', 'By rating'],
  'Ближе ко мне': ['Маған жақын', 'Nearest first'],
  'Сначала дешевле': ['Алдымен арзаны', 'Cheapest first'],
  ...Object.fromEntries(
    ['₸', '₽', 'UZS'].flatMap((sign): [string, [string, string]][] => [
      [`до 5\u00a0000\u00a0${sign}`, [`5\u00a0000\u00a0${sign} дейін`, `up to 5,000 ${sign}`]],
      [`от 5\u00a0000\u00a0${sign}`, [`5\u00a0000\u00a0${sign} бастап`, `from 5,000 ${sign}`]],
    ]),
  ),
  // gift-card designs
  Классический: ['Классикалық', 'Classic'],
  Весенний: ['Көктемгі', 'Spring'],
  'С днём рождения': ['Туған күніңізбен', 'Happy birthday'],
  // the questionnaire and its result
  'Подберём салон для вас': ['Сізге салон таңдаймыз', 'Let us find a salon for you'],
  'Что вас интересует?': ['Сізді не қызықтырады?', 'What are you interested in?'],
  'Что для вас важнее всего?': ['Сіз үшін ең маңыздысы не?', 'What matters most to you?'],
  'Высокий рейтинг': ['Жоғары рейтинг', 'A high rating'],
  'Цена пониже': ['Арзанырақ баға', 'A lower price'],
  'Без предоплаты': ['Алдын ала төлемсіз', 'No prepayment'],
  'Ваша подборка': ['Сіздің іріктемеңіз', 'Your selection'],
};

/** The fields that carry catalogue names (a string, or a list of them such as a salon's `categories`). */
const FIELDS = new Set(['name', 'title', 'text', 'subtitle', 'profession', 'categories', 'cityName']);

/** kz or en from an Accept-Language header (its first language), else null (Russian). */
export function catalogueLanguage(header: string | undefined): 0 | 1 | null {
  const first = header?.split(',')[0]?.trim().toLowerCase().slice(0, 2);
  return first === 'kz' || first === 'kk' ? 0 : first === 'en' ? 1 : null;
}

/** What a salon does, as its description says it (seed-catalogue DESCRIPTIONS), in Kazakh and English. */
const WHAT: Record<string, [string, string]> = {
  'стрижки, окрашивание и укладки': ['шаш қию, бояу және сәндеу', 'haircuts, colouring and styling'],
  'маникюр и педикюр': ['маникюр және педикюр', 'manicure and pedicure'],
  'мужские стрижки и уход за бородой': ['ерлер шаш үлгісі және сақал күтімі', "men's haircuts and beard care"],
  'уход за лицом и массаж': ['бет күтімі және массаж', 'facial care and massage'],
  'брови и ресницы': ['қас пен кірпік', 'brows and lashes'],
};

/**
 * A salon's description ('«Жасмин» — стрижки, …, маникюр и педикюр. Актау, 14-й мкр, 45.') as a salon would write it
 * in Kazakh or English: what it does and its city translated, its name and street kept. Any other text stays.
 */
export function localiseDescription(text: string, lang: 0 | 1): string {
  const parts = /^(«[^»]+») — (.+)\. ([^,]+), (.+)$/.exec(text);
  if (!parts) return text;
  const [, name, what, city, rest] = parts as unknown as [string, string, string, string, string];
  const phrases = what.split(', ').reduce<string[]>((out, piece) => {
    // The phrases themselves hold commas ('стрижки, окрашивание и укладки'): rejoin until one is known.
    const last = out.at(-1);
    if (last !== undefined && !(last in WHAT)) out[out.length - 1] = `${last}, ${piece}`;
    else out.push(piece);
    return out;
  }, []);
  if (!phrases.every((p) => p in WHAT)) return text;
  return `${name} — ${phrases.map((p) => WHAT[p]![lang]).join(', ')}. ${NAMES[city]?.[lang] ?? city}, ${rest}`;
}

function localise(value: unknown, lang: 0 | 1, field = ''): unknown {
  if (typeof value === 'string' && field === 'description') return localiseDescription(value, lang);
  if (typeof value === 'string') return FIELDS.has(field) ? (NAMES[value]?.[lang] ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => localise(item, lang, field));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localise(item, lang, key)]));
  }
  return value;
}

/** Hono middleware: rewrites the JSON answers of the catalogue in the asked language. */
export function localiseCatalogue(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const lang = catalogueLanguage(c.req.header('Accept-Language'));
    if (lang === null || !c.res.headers.get('content-type')?.includes('application/json') || c.req.path.startsWith('/__sandbox')) return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(localise(body, lang)), { status: c.res.status, headers });
  };
}
