import type { ContentEntry } from '../../../contracts/cms.ts';
import { chooseVariation, variationCookieName, type ChosenContent } from '../cms-variations.ts';
import { readCookie } from '../cookies.ts';
import { getRequestContext, getRequestCookies } from '../request-context.ts';

/**
 * The A/B variation of a content entry this request shows: the one the visitor's cookie
 * holds, else the request's one draw. The render and the render cache's key both ask
 * here, so a cached page is only ever served to visitors who would get that variation.
 */
export const choosePageVariation = (entry: ContentEntry): ChosenContent =>
  chooseVariation(entry, {
    stored: readCookie(getRequestCookies(), variationCookieName(entry.id)),
    draw: getRequestContext().variationDraw,
  });
