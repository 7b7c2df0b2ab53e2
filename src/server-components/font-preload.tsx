import interLatin from '../styles/generated/inter-basic-latin.woff2?url';
import { preload } from 'react-dom';

/**
 * Starts the main typeface's download with the HTML, before the stylesheet asks for it, so
 * the fallback shows as briefly as possible. Only the characters the English pages print
 * (scripts/inter-subset.ts).
 * Through React's preload, which puts one link in the head however often it is asked.
 */
export const FontPreload = () => {
  preload(interLatin, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
};
