// A master's portfolio shows their craft's work: a manicurist's nails, never a barber's beards (the work pictures are
// drawn by craft, scripts/make-pictures.mjs: works/<n> with n % 4 = 0 nails, 1 hair, 2 beard, 3 eye and brow).
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';
import { worksOfProfession } from './seed-catalogue';

const work = (url: string) => Number(/works\/(\d+)\.webp$/.exec(url)?.[1]);

describe('portfolios', () => {
  it("every master's pictures are of their profession's craft", () => {
    const { masters } = createSandbox().state;
    for (const m of masters) {
      const own = new Set(worksOfProfession(m.professionId));
      for (const photo of m.portfolio) expect(own.has(work(photo.url)), `${m.id} (${m.professionId}): ${photo.url}`).toBe(true);
    }
    const manicurists = masters.filter((m) => m.professionId === 22);
    expect(manicurists.length).toBeGreaterThan(0);
    expect(manicurists.flatMap((m) => m.portfolio).every((p) => work(p.url) % 4 === 0)).toBe(true);
  });

  it("a salon's portfolio shows only the crafts it offers", () => {
    const { firms } = createSandbox().state;
    const nailsOnly = firms.filter((f) => f.categoryIds.length === 1 && f.categoryIds[0] === 2);
    for (const f of nailsOnly)
      expect(
        f.portfolio.every((p) => work(p.url) % 4 === 0),
        String(f.id),
      ).toBe(true);
    for (const f of firms) {
      const crafts = new Set(f.categoryIds.flatMap((c) => worksOfProfession(20 + c)));
      for (const p of f.portfolio) expect(crafts.has(work(p.url)), `${f.id}: ${p.url}`).toBe(true);
    }
  });
});
