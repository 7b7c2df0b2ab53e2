import type { TrackEvent } from '../../../contracts/personalisation.ts';
import { getConfig } from '../config.ts';
import {
  createPersonalisationClient,
  type PersonalisationClient,
} from './personalisation-client.ts';

let client: PersonalisationClient | undefined;

const personalisation = () => (client ??= createPersonalisationClient(getConfig().personalisation));

/** Variations for a page from the configured service; undefined on failure or timeout. */
export const chooseVariations = (
  request: Parameters<PersonalisationClient['chooseVariations']>[0],
) => personalisation().chooseVariations(request);

/** Tracking events to the configured service; failures are logged, never thrown. */
export const trackEvents = (events: readonly TrackEvent[]) => personalisation().trackEvents(events);
