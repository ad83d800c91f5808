import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageOr } from './ImageOr';

const fallback = <span data-testid="fallback">Ж</span>;

describe('ImageOr', () => {
  it('shows the picture with its attributes, and the fallback when there is none', () => {
    const { rerender } = render(<ImageOr src="https://cdn.test/a.jpg" alt="Фото" width={64} loading="lazy" fallback={fallback} />);
    const img = screen.getByRole('img', { name: 'Фото' });
    expect(img).toHaveAttribute('src', 'https://cdn.test/a.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '64');
    rerender(<ImageOr src={null} alt="Фото" fallback={fallback} />);
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('gives way to the fallback when the picture fails, and tries a new address again', () => {
    const { rerender } = render(<ImageOr src="https://cdn.test/a.jpg" alt="Фото" fallback={fallback} />);
    fireEvent.error(screen.getByRole('img', { name: 'Фото' }));
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    rerender(<ImageOr src="https://cdn.test/b.jpg" alt="Фото" fallback={fallback} />);
    expect(screen.getByRole('img', { name: 'Фото' })).toHaveAttribute('src', 'https://cdn.test/b.jpg');
  });

  it("with a monogram: the letters on the picture's own tile, hidden from screen readers", () => {
    const { container } = render(<ImageOr className="card__photo" src="https://cdn.test/a.jpg" alt="" monogram="Ж" />);
    fireEvent.error(container.querySelector('img')!);
    const tile = container.querySelector('span')!;
    expect(tile).toHaveClass('card__photo', 'card__photo--empty');
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile).toHaveTextContent('Ж');
  });
});
