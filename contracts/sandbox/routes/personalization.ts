// openapi/paths/personalization.yaml: the questionnaire, the answers and the result, from the state. The questions
// come from the catalogue (what interests you: its top categories; what matters most: rating, price, no prepayment);
// finishing stores the answers under a new token (`personalizations`); the result is computed when read: the
// chosen categories and the salons of the answers' city that offer them, ordered by what matters most. The seed
// holds the contract example's token (p13n_8f2c1e7a); any other unknown token is 404.
import { Hono } from 'hono';
import { invalid, notFound, send } from '../http';
import { firmShort } from '../json';
import { V1, cityOf, json, request, type AppContext, type S } from './common';

const FINISH = '/rest/clients-app/b2c-p13n/v1/finish';
const INTERESTS = 1;
const PRIORITY = 2;
/** What matters most: option id → how the salons are ordered. */
const PRIORITIES = [
  { id: 21, text: 'Высокий рейтинг' },
  { id: 22, text: 'Цена пониже' },
  { id: 23, text: 'Без предоплаты' },
] as const;
/** A result lives 30 days. */
const TTL = 30 * 24 * 3600_000;
const RESULT_FIRMS = 6;

export function personalizationRoutes(ctx: AppContext) {
  const app = new Hono();
  const { st, maybeUser } = request(ctx);

  const questionnaire = (): S['PersonalizationQuestionnaire'] => ({
    title: 'Подберём салон для вас',
    questions: [
      {
        id: INTERESTS,
        text: 'Что вас интересует?',
        multiple: true,
        options: st().categories.map((cat) => ({ id: 10 + cat.id, text: cat.name, iconUrl: cat.iconUrl ?? null, categoryId: cat.id })),
      },
      { id: PRIORITY, text: 'Что для вас важнее всего?', multiple: false, options: PRIORITIES.map((p) => ({ ...p, iconUrl: null, categoryId: null })) },
    ],
  });

  app.get(`${V1}/category/personalization`, () => send('getPersonalizationQuestionnaire', 200, questionnaire()));

  app.post(FINISH, async (c) => {
    const body = await json(c, 'finishPersonalization');
    const answers = body.answers ?? [];
    const questions = questionnaire().questions;
    for (const [i, answer] of answers.entries()) {
      const question = questions.find((q) => q.id === answer.questionId);
      if (!question) return invalid(`answers[${i}].questionId`, 'Нет такого вопроса');
      if (answer.optionIds.some((id) => !question.options.some((o) => o.id === id))) return invalid(`answers[${i}].optionIds`, 'Нет такого ответа');
      if (!question.multiple && answer.optionIds.length > 1) return invalid(`answers[${i}].optionIds`, 'Выберите один ответ');
    }
    if (!answers.some((a) => a.questionId === INTERESTS)) return invalid('answers', 'Выберите, что вас интересует');
    const s = st();
    const token = `p13n_${(ctx.now() + s.nextId++).toString(36)}`;
    s.personalizations[token] = { answers, cityId: body.cityId ?? cityOf(c) ?? 3, createdAt: ctx.now() };
    return send('finishPersonalization', 200, { token, expiresAt: new Date(ctx.now() + TTL).toISOString() });
  });

  app.get('/rest/clients-app/b2c-p13n/v1/:token', (c) => {
    const s = st();
    const token = c.req.param('token');
    const stored = Object.hasOwn(s.personalizations, token) ? s.personalizations[token] : undefined;
    if (!stored) return notFound('Подборка не найдена');
    const chosen = stored.answers.find((a) => a.questionId === INTERESTS)?.optionIds.map((id) => id - 10) ?? [];
    const priority = stored.answers.find((a) => a.questionId === PRIORITY)?.optionIds[0];
    const categories = s.categories.filter((cat) => chosen.includes(cat.id));
    const user = maybeUser(c);
    const firms = s.firms
      .filter((f) => f.cityId === stored.cityId && f.categoryIds.some((id) => chosen.includes(id)))
      .filter((f) => priority !== 23 || !f.prepaymentRequired)
      .map((f) => firmShort(s, f, user));
    if (priority === 22) firms.sort((a, b) => (a.priceFrom ?? 0) - (b.priceFrom ?? 0) || a.id - b.id);
    else firms.sort((a, b) => b.rating - a.rating || a.id - b.id);
    return send('getPersonalizationResult', 200, { token, title: 'Ваша подборка', categories, firms: firms.slice(0, RESULT_FIRMS) });
  });

  return app;
}
