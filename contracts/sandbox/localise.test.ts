import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';
import { catalogueLanguage } from './localise';

const KEYS = { Accept: 'application/json', api_key: 'k', client_secret: 's', client_id: 'c' };
async function get<T>(path: string, language?: string): Promise<T> {
  const sandbox = createSandbox({ now: () => new Date('2026-11-23T10:00:00+05:00') });
  const response = await sandbox.fetch(
    new Request(`http://sandbox.test${path}`, { headers: { ...KEYS, ...(language ? { 'Accept-Language': language } : {}) } }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('the catalogue in the asked language (Accept-Language)', () => {
  it('cities, categories, professions and the questionnaire in Kazakh and English; Russian otherwise', async () => {
    const cities = (lang?: string) => get<{ name: string }[]>('/rest/clients-app/v1/screen/home/cities', lang).then((l) => l.map((c) => c.name));
    expect(await cities()).toEqual(expect.arrayContaining(['Актау', 'Москва']));
    expect(await cities('kz')).toEqual(expect.arrayContaining(['Ақтау', 'Мәскеу']));
    expect(await cities('en')).toEqual(expect.arrayContaining(['Aktau', 'Moscow']));
    expect(await cities('de-DE,de;q=0.9')).toEqual(expect.arrayContaining(['Актау']));

    const [hair] = await get<{ name: string; subcategories: { name: string }[] }[]>('/rest/clients-app/v1/screen/home/categories', 'en');
    expect(hair!.name).toBe('Hair');
    expect(hair!.subcategories.map((s) => s.name)).toEqual(['Haircuts', 'Colouring']);
    const professions = await get<{ name: string }[]>('/rest/clients-app/v1/masters/professions', 'kz');
    expect(professions[0]!.name).toBe('Шаштараз-стилист');
    const questions = await get<{ questions: { text: string }[] }>('/rest/clients-app/v1/category/personalization', 'en');
    expect(questions.questions.map((q) => q.text)).toEqual(['What are you interested in?', 'What matters most to you?']);
  });

  it("the search's filters and sort options, the price options in the city's currency", async () => {
    type Filter = { title: string; options: { title: string }[] };
    const filters = (lang?: string) => get<Filter[]>('/rest/clients-app/v1/firms/search/filterOptions', lang);
    expect((await filters('en')).map((f) => [f.title, ...f.options.map((o) => o.title)])).toEqual([
      ['Features', 'Online prepayment', 'Express booking'],
      ['Price', 'up to 5,000 ₸', 'from 5,000 ₸'],
    ]);
    expect((await filters('kz'))[1]!.options.map((o) => o.title)).toEqual(['5\u00a0000\u00a0₸ дейін', '5\u00a0000\u00a0₸ бастап']);
    expect((await filters())[0]!.title).toBe('Особенности');
    const sorts = await get<{ title: string }[]>('/rest/clients-app/v1/firms/search/sortOptions', 'en');
    expect(sorts.map((o) => o.title)).toEqual(['By rating', 'Nearest first', 'Cheapest first']);
  });

  it("a salon's own name, address and reviews stay as written; its categories are translated", async () => {
    const firm = await get<{ name: string; address: string; categories: string[] }>('/rest/clients-app/v1/firms/101', 'en');
    expect(firm.name).toBe('Салон красоты «Жасмин»');
    expect(firm.address).toBe('Актау, 14-й мкр, 45');
    expect(firm.categories).toEqual(['Hair', 'Nails']);
  });

  it("a salon's description as the salon would write it in Kazakh and English; gift-card designs' names", async () => {
    const description = (lang?: string) => get<{ description: string }>('/rest/clients-app/v1/firms/101', lang).then((f) => f.description);
    expect(await description()).toBe('«Жасмин» — стрижки, окрашивание и укладки, маникюр и педикюр. Актау, 14-й мкр, 45.');
    expect(await description('kz')).toBe('«Жасмин» — шаш қию, бояу және сәндеу, маникюр және педикюр. Ақтау, 14-й мкр, 45.');
    expect(await description('en')).toBe('«Жасмин» — haircuts, colouring and styling, manicure and pedicure. Aktau, 14-й мкр, 45.');
    const designs = (lang: string) =>
      get<{ designs: { name: string }[] }>('/rest/clients-app/v2/gift-cards/configs', lang).then((c) => c.designs.map((d) => d.name));
    expect(await designs('kz')).toEqual(['Классикалық', 'Көктемгі', 'Туған күніңізбен']);
    expect(await designs('en')).toEqual(['Classic', 'Spring', 'Happy birthday']);
  });

  it('reads the first language of the header', () => {
    expect(catalogueLanguage('kz')).toBe(0);
    expect(catalogueLanguage('en-US,en;q=0.9')).toBe(1);
    expect(catalogueLanguage('ru')).toBeNull();
    expect(catalogueLanguage(undefined)).toBeNull();
  });
});
