import { createHash } from 'node:crypto';
import { escapeHtml } from '../domain/booking/confirmation/render-html';

/** The page's only style, allowed by its hash: the API's CSP runs no inline style or script. */
const STYLE =
  'body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}' +
  'button{margin:0.25rem;padding:0.6rem 1.2rem;font:inherit}';

/** The page's own Content-Security-Policy: its one style, and its form posting back to us. */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * The sandbox provider's authorisation page, in Simplified Chinese as Alipay's is: a tester approves
 * (a score above 650), declines (below it) or abandons, and is sent back to the site.
 */
export function sandboxPreAuthPage(preAuthPaymentNo: string): string {
  const number = escapeHtml(preAuthPaymentNo);
  const button = (decision: string, label: string) =>
    `<button type="submit" name="decision" value="${decision}">${label}</button>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>芝麻信用免押授权（沙箱）</title><style>${STYLE}</style></head>
<body>
<main>
<h1>芝麻信用免押授权（沙箱）</h1>
<p>这是测试用的模拟授权页面，不会产生真实授权。授权单号：${number}</p>
<form method="post" action="/api/v1_1/payment/alipay/sandbox/decide">
<input type="hidden" name="pre_auth_payment_no" value="${number}">
${button('approve', '同意授权（信用分 720）')}
${button('decline', '拒绝授权（信用分 600）')}
${button('abandon', '放弃并返回')}
</form>
</main></body></html>`;
}
