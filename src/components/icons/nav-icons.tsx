import { Icon } from './icon.tsx';

export const BarsIcon = () => (
  <Icon size={24}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const TimesIcon = () => (
  <Icon size={24}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);
