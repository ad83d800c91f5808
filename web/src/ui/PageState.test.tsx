import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ContentLoading, PageError, PageLoading, PageState } from './PageState';
import { renderUi } from './renderUi';

describe('PageState', () => {
  it('while loading: the page title, busy, a status line and the content place', () => {
    const { container } = render(<PageLoading className="payment" title="Предоплата" status="Загружаем…" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Предоплата' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем…');
    const page = container.firstElementChild!;
    expect(page).toHaveClass('page', 'payment');
    expect(page).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.skeleton')).not.toBeNull();
  });

  it("a list's place under the page's own title and lead: busy, the status line and the place", () => {
    const { container } = render(<ContentLoading status="Загружаем сертификаты…" />);
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем сертификаты…');
    expect(container.querySelector('.skeleton')).not.toBeNull();
  });

  it('without the placeholder: the status line alone', () => {
    const { container } = render(<PageLoading title="Оплата" status="Проверяем оплату…" placeholder={false} />);
    expect(container.firstElementChild).toHaveClass('page');
    expect(container.querySelector('.skeleton')).toBeNull();
  });

  it('after a failure: the title, the error and Retry; not busy', async () => {
    const retry = vi.fn();
    const { container } = renderUi(<PageError className="gifts" title="Подарочная карта" message="Не удалось загрузить карту" onRetry={retry} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить карту');
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    fireEvent.click(screen.getByRole('button'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('frames any content under the title', () => {
    render(
      <PageState title="Подарок">
        <p>Карта не найдена</p>
      </PageState>,
    );
    expect(screen.getByText('Карта не найдена')).toBeInTheDocument();
  });
});
