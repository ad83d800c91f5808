import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ReviewList } from './ReviewList';
import { renderUi } from './renderUi';

const reviews = [
  {
    id: 7001,
    authorName: 'Алия',
    rating: 5,
    text: 'Отличная стрижка!',
    createdAt: '2026-11-20T18:10:00+05:00',
    masterName: 'Айгерим Сарсенова',
    serviceName: 'Женская стрижка',
    reply: 'Спасибо, ждём вас снова!',
  },
  { id: 7002, authorName: 'Жанар', rating: 4, text: 'Аккуратно.', createdAt: '2026-11-18T23:45:00+05:00', reply: null },
];

describe('ReviewList', () => {
  it('shows author, mark, date in Asia/Aqtau, service, text and the reply', async () => {
    renderUi(<ReviewList reviews={reviews} />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3, name: 'Алия' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Рейтинг 5,0 из 5' })).toBeInTheDocument();
    expect(first.getByText('20.11.2026')).toBeInTheDocument();
    expect(first.getByText('Женская стрижка · Айгерим Сарсенова')).toBeInTheDocument();
    expect(first.getByText('Ответ салона')).toBeInTheDocument();
    expect(first.getByText('Спасибо, ждём вас снова!')).toBeInTheDocument();
    expect(within(items[1]!).getByText('18.11.2026')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Ответ салона')).toBeNull();
  });

  it('says so when there are no reviews', async () => {
    renderUi(<ReviewList reviews={[]} />);
    expect(await screen.findByText('Отзывов пока нет.')).toBeInTheDocument();
  });
});
