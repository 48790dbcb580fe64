import { render } from '@testing-library/react';
import { CspNonceMeta } from '@/components/behaviours/csp-nonce-meta';

const meta = () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');

describe('the csp-nonce meta React Aria reads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("adds it with the nonce of the document's scripts, once", () => {
    const script = document.createElement('script');
    script.nonce = 'first';
    document.body.append(script);
    const { rerender } = render(<CspNonceMeta />);
    expect(meta()?.nonce).toBe('first');
    script.nonce = 'second';
    rerender(<CspNonceMeta />);
    expect(document.querySelectorAll('meta[property="csp-nonce"]')).toHaveLength(1);
    expect(meta()?.nonce).toBe('first');
  });

  it('leaves the one a prerendered page came with', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="from-server">';
    const script = document.createElement('script');
    script.nonce = 'other';
    document.body.append(script);
    render(<CspNonceMeta />);
    expect(document.querySelectorAll('meta[property="csp-nonce"]')).toHaveLength(1);
  });

  it('adds nothing without a nonce (a page without a policy)', () => {
    render(<CspNonceMeta />);
    expect(meta()).toBeNull();
  });
});
