// openapi/paths/raffle.yaml: the raffle campaign (red_apple) and the signed-in client's entries in it.
// The campaign runs from two weeks before the sandbox's state was made to 30 days after it (Asia/Aqtau days), so it
// is running when a test starts and is over once the test moves the clock (setNow) past its end. Entries are read
// from the state's reservations: each visit the client booked while it ran, not cancelled, counts once it has taken
// place. The draw (at drawAt) is deterministic: the counted entry booked first wins.
import { Hono, type Context } from 'hono';
import { notFound, send } from '../http';
import { media } from '../seed-types';
import type { State } from '../state';
import { DAY, HOUR, isoLocal, localMidnight } from '../time';
import { request, V1, type AppContext, type S } from './common';

interface Campaign {
  key: string;
  startsAt: number;
  endsAt: number;
  drawAt: number;
}

type Lang = 'ru' | 'kz' | 'en';

const TEXTS: Record<Lang, { title: string; prize: S['RafflePrize']; rules: string[]; howToTakePart: string }> = {
  ru: {
    title: 'Розыгрыш Red Apple',
    prize: {
      name: 'iPhone 17 Pro',
      description: 'iPhone 17 Pro, 256 ГБ, от магазина Red Apple: вручаем в Актау.',
      imageUrl: media('raffle/red_apple.webp'),
      value: 850000,
      currency: 'KZT',
    },
    rules: [
      'Участвуют визиты, записанные через приложение или сайт Salonbook, пока идёт розыгрыш.',
      'Каждый состоявшийся визит — одна запись в розыгрыше; отменённый визит не участвует.',
      'Победителя выбирают случайно среди всех записей после окончания, итог — на этой странице.',
      'Приз можно забрать в течение 30 дней по коду победителя.',
    ],
    howToTakePart: 'Запишитесь в любой салон через Salonbook и придите на визит — он станет вашей записью в розыгрыше.',
  },
  kz: {
    title: 'Red Apple ұтысы',
    prize: {
      name: 'iPhone 17 Pro',
      description: 'Red Apple дүкенінен iPhone 17 Pro, 256 ГБ: Ақтауда табыс етеміз.',
      imageUrl: media('raffle/red_apple.webp'),
      value: 850000,
      currency: 'KZT',
    },
    rules: [
      'Ұтыс жүріп жатқанда Salonbook қосымшасы немесе сайты арқылы жазылған визиттер қатысады.',
      'Өткен әр визит — ұтыстағы бір жазба; болдырылмаған визит қатыспайды.',
      'Жеңімпаз аяқталғаннан кейін барлық жазбалар арасынан кездейсоқ таңдалады, нәтижесі осы бетте.',
      'Сыйлықты жеңімпаз кодымен 30 күн ішінде алуға болады.',
    ],
    howToTakePart: 'Salonbook арқылы кез келген салонға жазылып, визитке келіңіз — ол ұтыстағы жазбаңыз болады.',
  },
  en: {
    title: 'Red Apple prize draw',
    prize: {
      name: 'iPhone 17 Pro',
      description: 'An iPhone 17 Pro, 256 GB, from the Red Apple store: handed over in Aktau.',
      imageUrl: media('raffle/red_apple.webp'),
      value: 850000,
      currency: 'KZT',
    },
    rules: [
      'Visits booked through the Salonbook app or website while the draw runs take part.',
      'Each visit that took place is one entry in the draw; a cancelled visit does not take part.',
      'The winner is picked at random among all entries after the end; the result is on this page.',
      "The prize can be collected within 30 days with the winner's code.",
    ],
    howToTakePart: 'Book any salon through Salonbook and come to your visit: it becomes your entry in the draw.',
  },
};

const lang = (c: Context): Lang => {
  const asked = (c.req.header('accept-language') ?? '').trim().toLowerCase();
  return asked === 'kz' || asked === 'en' ? asked : 'ru';
};

/** The campaign of each state (made on its first read, so a reset starts a new one). */
const campaigns = new WeakMap<State, Campaign>();

export function raffleRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, requireUser } = request(ctx);

  const campaignOf = (key: string): Campaign | undefined => {
    if (key !== 'red_apple') return undefined;
    const s = st();
    let campaign = campaigns.get(s);
    if (!campaign) {
      const today = localMidnight(ctx.now());
      const endsAt = today + 31 * DAY - 1000;
      campaign = { key, startsAt: today - 14 * DAY, endsAt, drawAt: endsAt + 1000 + DAY + 12 * HOUR };
      campaigns.set(s, campaign);
    }
    return campaign;
  };

  /** Every entry of a campaign (any client's), booked first first. */
  const entriesOf = (campaign: Campaign) => {
    const now = ctx.now();
    return st()
      .reservations.filter(
        (r) => r.userId !== null && r.createdAt >= campaign.startsAt && r.createdAt <= campaign.endsAt && r.status !== 'CANCELLED' && r.status !== 'NO_SHOW',
      )
      .map((r) => ({ r, counted: r.status === 'COMPLETED' || r.end <= now }))
      .sort((a, b) => a.r.createdAt - b.r.createdAt || a.r.id - b.r.id);
  };

  app.get(`${V1}/raffles/:raffleKey`, (c) => {
    const campaign = campaignOf(c.req.param('raffleKey'));
    if (!campaign) return notFound('Розыгрыш не найден');
    const now = ctx.now();
    const text = TEXTS[lang(c)];
    return send('getRaffle', 200, {
      key: campaign.key,
      title: text.title,
      status: now < campaign.startsAt ? 'UPCOMING' : now > campaign.endsAt ? 'FINISHED' : 'ACTIVE',
      prize: text.prize,
      rules: text.rules,
      howToTakePart: text.howToTakePart,
      startsAt: isoLocal(campaign.startsAt),
      endsAt: isoLocal(campaign.endsAt),
      drawAt: isoLocal(campaign.drawAt),
      timeZone: 'Asia/Aqtau',
      entriesCount: entriesOf(campaign).length,
    });
  });

  app.get(`${V1}/raffles/:raffleKey/entries`, requireUser, (c) => {
    const user = c.var.user;
    const campaign = campaignOf(c.req.param('raffleKey'));
    if (!campaign) return notFound('Розыгрыш не найден');
    const s = st();
    const all = entriesOf(campaign);
    const mine = all.filter((e) => e.r.userId === user).sort((a, b) => b.r.start - a.r.start);
    const drawn = ctx.now() >= campaign.drawAt;
    const winner = all.find((e) => e.counted);
    const won = drawn && winner?.r.userId === user;
    return send('listRaffleEntries', 200, {
      raffleKey: campaign.key,
      entries: mine.map(({ r, counted }) => ({
        reservationId: r.id,
        firmId: r.firmId,
        firmName: s.firms.find((f) => f.id === r.firmId)?.name ?? '',
        visitAt: isoLocal(r.start),
        status: counted ? ('COUNTED' as const) : ('AWAITING_VISIT' as const),
      })),
      result: !drawn ? 'NOT_DRAWN' : won ? 'WON' : 'NOT_WON',
      prizeCode: won ? `RA-${winner!.r.id}` : null,
      claimUntil: won ? isoLocal(campaign.drawAt + 30 * DAY) : null,
    });
  });

  return app;
}
