import { expect, test } from 'vitest';
import { sanitizeAnnouncement } from './sanitize-announcement.ts';

test('keeps the allowed tags and attributes', () => {
  const html =
    '<p><b>Free</b> <i>shipping</i> <em>on</em> <strong>orders</strong> <u>over</u> <span style="color:red">$50</span> <a href="/shop" target="_blank" rel="noopener">Shop</a></p>';
  expect(sanitizeAnnouncement(html)).toBe(html);
});

test('drops other tags, scripts, handlers and other attributes', () => {
  const html =
    '<div class="x"><p onclick="steal()" id="p">Hi<script>alert(1)</script><img src="x" onerror="steal()"></p></div>';
  expect(sanitizeAnnouncement(html)).toBe('<p>Hi</p>');
});

test('refuses javascript: links', () => {
  expect(sanitizeAnnouncement('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
});

test('keeps the emphasis an editor styles, drops styles that could move, cover or load', () => {
  expect(
    sanitizeAnnouncement(
      '<span style="color:#1f5c46;font-weight:700;text-decoration:underline">Now</span>',
    ),
  ).toBe('<span style="color:#1f5c46;font-weight:700;text-decoration:underline">Now</span>');
  expect(
    sanitizeAnnouncement(
      '<span style="position:fixed;inset:0;background-image:url(https://evil.example/t.gif);color:red">x</span>',
    ),
  ).toBe('<span style="color:red">x</span>');
});
