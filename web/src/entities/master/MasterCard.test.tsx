import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MasterCard } from './MasterCard';
import { renderUi } from '../../ui/renderUi';

const master = {
  id: 201,
  name: 'Айгерим',
  surname: 'Сарсенова',
  profession: 'Парикмахер-стилист',
  rating: 4.9,
  reviewCount: 64,
  photoUrl: 'https://cdn.salonbook.kz/masters/201.jpg',
  firmId: 101,
};

describe('MasterCard', () => {
  it('links the name to the master page and shows profession, photo and rating', async () => {
    renderUi(<MasterCard master={master} />);
    const link = await screen.findByRole('link', { name: 'Айгерим Сарсенова' });
    expect(link).toHaveAttribute('href', '/master/201');
    expect(screen.getByRole('heading', { level: 3, name: 'Айгерим Сарсенова' })).toBeInTheDocument();
    expect(screen.getByText('Парикмахер-стилист')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фото мастера: Айгерим Сарсенова' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Рейтинг 4,9 из 5, 64 отзыва' })).toBeInTheDocument();
  });

  it('shows an initial instead of a missing photo', async () => {
    renderUi(<MasterCard master={{ ...master, photoUrl: undefined }} headingLevel={2} />);
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Фото мастера/ })).toBeNull();
  });
});
