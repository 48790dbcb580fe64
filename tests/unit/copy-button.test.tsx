import { fireEvent, screen } from '@testing-library/react';
import { OrderNumber } from '@/features/order-result/components/order-number';
import { renderWithProviders } from './render';

const TRADE_NO = '260701482913570264';

function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('the order number and its copy button', () => {
  afterEach(() => {
    setClipboard(undefined);
    window.getSelection()?.removeAllRanges();
  });

  it('copies the order number and says so politely', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderWithProviders(<OrderNumber tradeNo={TRADE_NO} />);
    expect(screen.getByText(TRADE_NO)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy order number' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order number copied');
    expect(writeText).toHaveBeenCalledWith(TRADE_NO);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a manual copy, with the number selected, when the browser has no clipboard', async () => {
    setClipboard(undefined);
    renderWithProviders(<OrderNumber tradeNo={TRADE_NO} />, { lang: 'zh-hant' });
    fireEvent.click(screen.getByRole('button', { name: '複製訂單編號' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您的瀏覽器不支援自動複製，請手動複製');
    expect(window.getSelection()?.toString()).toBe(TRADE_NO);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks for a manual copy when the browser refuses to write to the clipboard', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    renderWithProviders(<OrderNumber tradeNo={TRADE_NO} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy order number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your browser doesn't support automatic copying. Please copy it manually.",
    );
    expect(window.getSelection()?.toString()).toBe(TRADE_NO);
  });
});
