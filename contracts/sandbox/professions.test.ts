// A profession's count of masters is the length of its list (listProfessions beside listMastersByProfession), in every
// city: 'Мастер маникюра — 17 мастеров' above a list of 5 is a broken promise.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

const KEYS = { api_key: 'k', client_secret: 's', client_id: 'WEB' };

describe('professions', () => {
  it("count the masters their list shows, in each of the sandbox's cities", async () => {
    const sandbox = createSandbox();
    const get = async <T>(path: string, city: number) =>
      (await (await sandbox.fetch(new Request(`http://sandbox.test/rest/clients-app/v1${path}`, { headers: { ...KEYS, city_id: String(city) } }))).json()) as T;
    const cities = [...new Set(sandbox.state.firms.map((f) => f.cityId))];
    expect(cities.length).toBeGreaterThan(1);
    for (const city of cities) {
      const professions = await get<{ id: number; mastersCount: number }[]>('/masters/professions', city);
      for (const p of professions) {
        const list = await get<{ items: unknown[]; total?: number }>(`/masters/${p.id}?size=1000`, city);
        expect(`${city}/${p.id}: ${p.mastersCount}`).toBe(`${city}/${p.id}: ${list.total ?? list.items.length}`);
      }
    }
  });
});
