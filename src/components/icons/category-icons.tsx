import { Icon } from './icon.tsx';

/** docs/behaviour.md#search: the icon of each search category; any other category is a book. */
// a Map, since the category comes from the search answer: `__proto__` is no key of it
const paths = new Map(
  Object.entries({
    products: 'M8.5 4.5l11 11a3.5 3.5 0 0 1-5 5l-11-11a3.5 3.5 0 0 1 5-5zM6 12l6-6',
    articles: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M7 9h7M7 13h7M7 16h4',
    videos: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
    ingredients: 'M5 11h14l-1.5 6a3 3 0 0 1-3 2h-5a3 3 0 0 1-3-2zM14 11l5-7',
  }),
);
const book = 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11';

export const CategoryIcon = ({ category }: { category: string }) => (
  <Icon size={18}>
    <path
      d={paths.get(category.toLowerCase()) ?? book}
      data-icon={paths.has(category.toLowerCase()) ? category.toLowerCase() : 'book'}
    />
  </Icon>
);
