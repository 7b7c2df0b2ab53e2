// C0 and C1 control characters, DEL and the Unicode line breaks: a terminal would act on
// them, and a log collector would split or forge lines at them
// eslint-disable-next-line no-control-regex -- these are exactly the characters to remove
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const MAX_LOGGED_LENGTH = 300;

/**
 * A request value (path, cookie, header, query) as it may appear in a log line: control
 * characters removed and cut to a length a line can hold. Every log call that prints
 * something a client sent goes through this.
 */
export const safeForLog = (value: unknown): string => {
  const text = String(value).replace(CONTROL_CHARACTERS, '');
  return text.length > MAX_LOGGED_LENGTH ? `${text.slice(0, MAX_LOGGED_LENGTH)}…` : text;
};
