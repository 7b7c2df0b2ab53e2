// first: zod reads the setting when a schema is built (this module loads only in the browser)
import './zod-jitless.ts';
import * as z from 'zod/mini';

const EmailSchema = z.email();

export const isEmailAddress = (value: string) => EmailSchema.safeParse(value).success;
