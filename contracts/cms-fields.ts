import { z } from 'zod';

/**
 * Fields of CMS content that a block or layout part can do without: a value that fails is
 * dropped rather than failing the whole block (see `droppable` and `parseDroppingBadFields`).
 * Among them the field types that reach `style` and `href`/`src`: React escapes text but not a
 * declaration list or a URL scheme, so these fields admit only what they are named for.
 */

// the CSS named colours, plus transparent and currentColor
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen transparent currentcolor'
  ).split(' '),
);
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// rgb()/rgba()/hsl()/hsla() with three or four numbers (%, deg and friends), comma or space
// separated, the alpha optionally after a slash: nothing else fits between the brackets
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?(?:%|deg|rad|grad|turn)?`;
const FUNCTIONAL_COLOUR = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}(?:\s*[,\s]\s*${NUMBER}){2}(?:\s*[,/]\s*${NUMBER})?\s*\)$`,
  'i',
);

export const isCssColour = (value: string): boolean => {
  const colour = value.trim();
  return (
    HEX_COLOUR.test(colour) ||
    FUNCTIONAL_COLOUR.test(colour) ||
    NAMED_COLOURS.has(colour.toLowerCase())
  );
};

/**
 * An http(s) address, or a path on this site (`/x`, not `//x`, which is another host). No
 * backslash or control character anywhere: browsers read `/\x` as `//x`.
 */
export const isSafeUrl = (value: string): boolean => {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) {
    return false;
  }
  if (value.startsWith('/')) {
    return !value.startsWith('//');
  }
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);
};

/** A contact link may also call or write (tel:, mailto:). */
const isContactUrl = (value: string): boolean =>
  isSafeUrl(value) || (/^(?:mailto|tel):[^\\\s]+$/i.test(value) && URL.canParse(value));

// marks an issue whose field can be dropped without losing the rest of the block
const DROPPABLE = 'droppable';

/**
 * A field the block can do without: a value `schema` refuses is dropped and reported (the
 * field's `.default()`, or nothing with `.optional()`, takes its place) instead of failing the
 * block. Wrap the field's own schema, then make it optional or give it a default:
 * `droppable(TileSymbolSchema).default('list-check')`.
 */
export const droppable = <Schema extends z.ZodType>(
  schema: Schema,
): z.ZodType<z.output<Schema>, z.input<Schema>> =>
  // typed by what it accepts when it succeeds, so it pipes and infers like `schema` itself
  z.unknown().transform((value, context): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) {
      return result.data;
    }
    context.addIssue({
      code: 'custom',
      message: result.error.issues.map((issue) => issue.message).join('; '),
      params: { [DROPPABLE]: true },
    });
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<Schema>, z.input<Schema>>;

/** A colour field (style values). */
export const CssColourSchema = droppable(z.string().refine(isCssColour, 'is not a CSS colour'));

/** A link or media field (href, src); empty means "none". */
export const SafeUrlSchema = droppable(
  z
    .string()
    .refine(
      (value) => value === '' || isSafeUrl(value),
      'is not an http(s) address or a site path',
    ),
);

/** A contact link field: as a link, or a tel: or mailto: address. */
export const ContactUrlSchema = droppable(
  z
    .string()
    .refine(
      (value) => value === '' || isContactUrl(value),
      'is not an http(s), tel: or mailto: address or a site path',
    ),
);

const isDroppable = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && issue.params?.[DROPPABLE] === true;

/** Removes the value at a path; false when there was none to remove. */
const removeAt = (root: unknown, path: readonly PropertyKey[]): boolean => {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<PropertyKey, unknown>)[key]
          : undefined,
      root,
    );
  const key = path.at(-1);
  if (key === undefined || parent === null || typeof parent !== 'object' || !(key in parent)) {
    return false;
  }
  delete (parent as Record<PropertyKey, unknown>)[key];
  return true;
};

export type DroppedField = { path: string; value: unknown };

/**
 * Parses CMS data, dropping each `droppable` field whose value its schema refuses (its
 * default, or nothing, takes its place) and reporting it; other problems fail the parse as usual.
 */
export const parseDroppingBadFields = <Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  onDropped: (field: DroppedField) => void,
): z.ZodSafeParseResult<z.output<Schema>> => {
  let data = input;
  for (;;) {
    const result = schema.safeParse(data);
    const bad = result.success ? [] : result.error.issues.filter(isDroppable);
    if (bad.length === 0) {
      return result;
    }
    data = structuredClone(data);
    const removed = bad.filter((issue) => {
      const value = issue.path.reduce<unknown>(
        (node, key) => (node as Record<PropertyKey, unknown>)[key],
        data,
      );
      if (!removeAt(data, issue.path)) {
        return false;
      }
      onDropped({ path: issue.path.map(String).join('.'), value });
      return true;
    });
    if (removed.length === 0) {
      return result;
    }
  }
};
