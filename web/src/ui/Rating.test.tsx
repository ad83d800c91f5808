import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Rating } from './Rating';
import { renderUi } from './renderUi';

describe('Rating', () => {
  it('reads as one accessible phrase with the number and the review count (Russian plurals)', async () => {
    renderUi(<Rating value={4.8} count={128} />);
    expect(await screen.findByRole('img', { name: 'Рейтинг 4,8 из 5, 128 отзывов' })).toBeInTheDocument();
    expect(screen.getByText('4,8')).toBeInTheDocument();
  });

  it('uses the language of the interface', async () => {
    renderUi(<Rating value={5} count={1} />, 'en');
    expect(await screen.findByRole('img', { name: 'Rated 5.0 out of 5, 1 review' })).toBeInTheDocument();
  });

  it('stars only for a single mark', async () => {
    renderUi(<Rating value={4} variant="stars" />);
    const img = await screen.findByRole('img', { name: 'Рейтинг 4,0 из 5' });
    expect(img).not.toHaveTextContent('4,0');
  });
});
