import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import {
  ChooseVariationsQuerySchema,
  TrackEventsRequestSchema,
} from '../../contracts/personalisation.ts';
import { createChooseVariations } from '../../fixtures/personalisation.ts';
import type { Config } from '../../src/lib/config.ts';
import { endpoint, errorResponse, type MockResolver } from './mock-request.ts';

// a stable numeric visitor id per mock session, as the real service keeps one per visitor
const visitorId = (sessionId: string) =>
  String(parseInt(createHash('sha256').update(sessionId).digest('hex').slice(0, 13), 16));

/** The personalisation service under /{provider}/ (docs/behaviour.md#layouts, #states and #calls). */
export const personalisationHandlers = (config: Config, withMock: MockResolver) => {
  const url = (path: string) =>
    endpoint(config.personalisation.url, `/${config.personalisation.provider}${path}`);
  return [
    http.get(
      url('/ab/choose-variations'),
      withMock('personalisation.variations', ({ request }, { sessionId }) => {
        const search = new URL(request.url).searchParams;
        const query = ChooseVariationsQuerySchema.safeParse({
          pagePath: search.get('pagePath') ?? undefined,
          pageType: search.get('pageType') ?? undefined,
          pageData: search.getAll('pageData'),
          sectionId: search.get('sectionId') ?? undefined,
        });
        if (!query.success) {
          return errorResponse(400, 'Invalid page context');
        }
        return HttpResponse.json(
          createChooseVariations({
            cookies: [{ name: '_dyid_server', value: visitorId(sessionId), maxAge: 31536000 }],
          }),
        );
      }),
    ),
    http.post(
      url('/track-events'),
      withMock('personalisation.track-events', async ({ request }) => {
        const events = TrackEventsRequestSchema.safeParse(
          await request.json().catch(() => undefined),
        );
        return events.success
          ? new HttpResponse(null, { status: 204 })
          : errorResponse(400, 'The body must be a non-empty array of {name, properties}');
      }),
    ),
  ];
};
