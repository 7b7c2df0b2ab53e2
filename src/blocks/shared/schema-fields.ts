import { z } from 'zod';

/**
 * A field docs/behaviour.md#data marks required. The message completes "{path} ...", so the
 * preview notice reads e.g. `Story Card: slides.0.header1 is required`.
 */
export const RequiredTextSchema = z.string({ error: 'is required' }).min(1, 'is required');

/** Order of text and media (Story Card slides, Product Banner). */
export const ContentFlowSchema = z.enum(['NORMAL', 'REVERSE']);
