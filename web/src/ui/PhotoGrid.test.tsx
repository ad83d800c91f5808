import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { PhotoGrid } from './PhotoGrid';
import { renderUi } from './renderUi';

const photos = [
  { id: 1, url: 'https://cdn.test/1.jpg', thumbnailUrl: 'https://cdn.test/1_thumb.jpg' },
  { id: 2, url: 'https://cdn.test/2.jpg' },
];

describe('PhotoGrid', () => {
  it('lazy-loads thumbnails with fixed dimensions and counted alt texts', async () => {
    renderUi(<PhotoGrid photos={photos} subject="Жасмин" total={36} />);
    const first = await screen.findByRole('img', { name: 'Жасмин: фото 1 из 36' });
    expect(first).toHaveAttribute('src', 'https://cdn.test/1_thumb.jpg');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '320');
    expect(screen.getByRole('img', { name: 'Жасмин: фото 2 из 36' })).toHaveAttribute('src', 'https://cdn.test/2.jpg');
  });

  it('keeps the cell and its alt text when a photo fails to load', async () => {
    renderUi(<PhotoGrid photos={photos} subject="Жасмин" />);
    fireEvent.error(await screen.findByRole('img', { name: 'Жасмин: фото 1 из 2' }));
    expect(screen.getByRole('img', { name: 'Жасмин: фото 1 из 2' }).tagName).toBe('SPAN');
  });

  it('has an empty state', async () => {
    renderUi(<PhotoGrid photos={[]} subject="Жасмин" />);
    expect(await screen.findByText('Фотографий пока нет.')).toBeInTheDocument();
  });
});
