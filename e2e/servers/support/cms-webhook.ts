/** The publish webhook's secret the servers tests start their instances with. */
export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

/** POSTs `body` to an instance's publish webhook (docs/operations.md#publish-webhook). */
export const sendWebhook = (url: string, body: unknown, secret = WEBHOOK_SECRET) =>
  fetch(`${url}/api/cms/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cms-webhook-secret': secret },
    body: JSON.stringify(body),
  });

/** What the CMS sends when the page at /science is published. */
export const publishScience = {
  modelName: 'page',
  operation: 'publish',
  newValue: {
    id: 'page-science',
    query: [{ property: 'urlPath', operator: 'is', value: '/science' }],
    data: { url: '/science' },
  },
  previousValue: null,
};
