import { http, HttpResponse } from 'msw';
import {
  ContentListQuerySchema,
  ContentQuerySchema,
  type ContentEntry,
} from '../../contracts/cms.ts';
import { layoutEntries, localizedLayoutEntries } from '../../fixtures/cms-layout.ts';
import { PAGE_MODEL, pageEntries } from '../../fixtures/cms-pages.ts';
import type { Config } from '../../src/lib/config.ts';
import { cmsCallOf } from './mock-calls.ts';
import { endpoint, errorResponse, type MockResolver } from './mock-request.ts';

const isLayoutModel = (model: string): model is keyof typeof layoutEntries =>
  Object.hasOwn(layoutEntries, model);

const matchesPath = (entry: ContentEntry, urlPath: string) =>
  [entry.data.url ?? []].flat().includes(urlPath);

const entriesFor = (
  model: string,
  urlPath: string,
  locale: string | undefined,
): readonly ContentEntry[] => {
  if (isLayoutModel(model)) {
    return [(locale && localizedLayoutEntries[locale]?.[model]) || layoutEntries[model]];
  }
  return model === PAGE_MODEL ? pageEntries.filter((entry) => matchesPath(entry, urlPath)) : [];
};

/** The CMS content API (Builder v3) of docs/behaviour.md#calls. */
export const cmsHandlers = (config: Config, withMock: MockResolver) => [
  http.get<{ model: string }>(
    endpoint(config.cmsApiHost, '/api/v3/content/:model'),
    withMock<{ model: string }>(
      ({ request, params }) =>
        cmsCallOf(params.model, new URL(request.url).searchParams.get('noTargeting') === 'true'),
      ({ request, params }) => {
        const searchParams = Object.fromEntries(new URL(request.url).searchParams);
        // the sitemap's listing: every entry of the model, a page of them at a time
        if (searchParams.noTargeting === 'true') {
          const list = ContentListQuerySchema.safeParse(searchParams);
          if (!list.success || list.data.apiKey !== config.cmsPublicKey) {
            return errorResponse(400, 'Invalid content list query');
          }
          const all = params.model === PAGE_MODEL ? pageEntries : [];
          const { offset, limit } = list.data;
          return HttpResponse.json({ results: all.slice(offset, offset + limit) });
        }
        const query = ContentQuerySchema.safeParse(searchParams);
        if (!query.success) {
          const names = query.error.issues.map((issue) => issue.path.join('.')).join(', ');
          return errorResponse(400, `Invalid content query: ${names}`);
        }
        if (query.data.apiKey !== config.cmsPublicKey) {
          return errorResponse(400, 'Invalid apiKey');
        }
        const results = entriesFor(
          params.model,
          query.data.userAttributes.urlPath,
          query.data.locale,
        ).slice(0, query.data.limit);
        return HttpResponse.json({ results });
      },
    ),
  ),
];
