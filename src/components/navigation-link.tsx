import { css } from '@linaria/core';
import type { NavigationLink } from '../../contracts/cms.ts';
import { colors } from '../lib/theme.ts';

const badge = css`
  display: inline-block;
  margin-left: 0.4rem;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  font-size: 0.68rem;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  vertical-align: middle;
`;

/** A navigation link's tag (docs/behaviour.md#header, #constants): text white and background black unless set. */
const TagBadge = ({
  tag,
  textColor,
  backgroundColor,
}: {
  tag: string;
  textColor?: string | undefined;
  backgroundColor?: string | undefined;
}) => (
  <span
    className={badge}
    style={{
      color: textColor || colors.tagText,
      backgroundColor: backgroundColor || colors.tagBackground,
    }}
  >
    {tag}
  </span>
);

/** Items of the CMS navigation that can be shown: docs/behaviour.md#header hides those without label or url. */
export const shownNavigationLinks = (links: readonly NavigationLink[]) =>
  links.filter((link): link is NavigationLink & { label: string; url: string } =>
    Boolean(link.label && link.url),
  );

/** A navigation link's text and, when it has one, its tag badge (header and mobile menu). */
export const NavigationLinkContent = ({ link }: { link: NavigationLink }) => (
  <>
    {link.label}
    {link.tag ? (
      <TagBadge
        tag={link.tag}
        textColor={link.tagTextColor}
        backgroundColor={link.tagBackgroundColor}
      />
    ) : null}
  </>
);
