import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FirmCard, FirmCardSkeleton } from './FirmCard';
import { renderUi } from '../../ui/renderUi';

const firm = {
  id: 101,
  name: 'Салон красоты «Жасмин»',
  address: 'Актау, 14-й мкр, 45',
  location: { lat: 43.6532, lng: 51.1605 },
  rating: 4.8,
  reviewCount: 128,
  photoUrl: 'https://cdn.salonbook.kz/firms/101/cover.jpg',
  priceFrom: 6000,
};

describe('FirmCard', () => {
  it('links the name to the salon and shows photo, rating, address and price from', async () => {
    renderUi(<FirmCard firm={firm} />);
    const link = await screen.findByRole('link', { name: 'Салон красоты «Жасмин»' });
    expect(link).toHaveAttribute('href', '/salon/101');
    expect(screen.getByRole('heading', { level: 3, name: 'Салон красоты «Жасмин»' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Фото салона: Салон красоты «Жасмин»' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '400');
    expect(screen.getByRole('img', { name: 'Рейтинг 4,8 из 5, 128 отзывов' })).toBeInTheDocument();
    expect(screen.getByText('Актау, 14-й мкр, 45')).toBeInTheDocument();
    expect(screen.getByText(/^от 6\s000\s₽$/)).toBeInTheDocument();
  });

  it('shows the offer badge and title; a gift without a percentage gets a word badge', async () => {
    const view = renderUi(<FirmCard firm={firm} offer={{ offerTitle: '−20% на маникюр', discountPercent: 20 }} />);
    expect(await screen.findByText('−20%')).toBeInTheDocument();
    expect(screen.getByText('−20% на маникюр')).toBeInTheDocument();
    view.unmount();
    renderUi(<FirmCard firm={firm} offer={{ offerTitle: 'Укладка в подарок', discountPercent: null }} />);
    expect(await screen.findByText('Укладка в подарок')).toBeInTheDocument();
    expect(screen.getByText('Акция')).toBeInTheDocument();
  });

  it('without a photo or price: an initial, no price line; English texts', async () => {
    renderUi(<FirmCard firm={{ ...firm, photoUrl: undefined, priceFrom: undefined }} headingLevel={2} />, 'en');
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo of/ })).toBeNull();
    expect(screen.queryByText(/^from/)).toBeNull();
  });

  it('has a skeleton hidden from screen readers', () => {
    const { container } = renderUi(<FirmCardSkeleton />);
    expect(container.querySelector('.firm-card[aria-hidden="true"] .skeleton')).not.toBeNull();
  });
});
