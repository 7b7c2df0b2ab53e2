import { Icon } from './icon.tsx';

// a Map, since the name comes from the CMS: `__proto__` or `constructor` are no keys of it
const paths = new Map(
  Object.entries({
    instagram:
      'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
    facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1z',
    youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zm7 1v6l5-3z',
    tiktok: 'M14 3v11a3 3 0 1 1-3-3M14 3a5 5 0 0 0 5 5',
    x: 'M4 4l16 16M20 4L4 20',
  }),
);
const link =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';

/** A social network's icon by its name or icon key; unknown networks get a link icon. */
export const SocialIcon = ({ name }: { name: string }) => (
  <Icon size={18}>
    <path d={paths.get(name.toLowerCase()) ?? link} />
  </Icon>
);
