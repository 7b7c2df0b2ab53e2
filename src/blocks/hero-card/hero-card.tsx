import { css, cx } from '@linaria/core';
import { cmsImageAttributes, cmsImageSrcSet } from '../../lib/cms-image.ts';
import { claimLcpImage } from '../../lib/lcp-image.ts';
import { breakpoints, colors, fonts } from '../../lib/theme.ts';
import type { BlockProps } from '../define-block.ts';
import type { HeroCardConfig, MobileMediaBreakpoint } from './hero-card.schema.ts';

const hero = css`
  position: relative;
  display: flex;
  width: 100%;
  height: 372px;
  overflow: hidden;
  color: ${colors.paper};
  @media (min-width: ${breakpoints.xl}px) {
    height: 720px;
  }
`;

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const tint = css`
  opacity: 0.35;
`;

const reducedMotionHidden = css`
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const desktopOnlyMobile = css`
  @media (max-width: ${breakpoints.md - 1}px) {
    display: none;
  }
`;
const desktopOnlyTablet = css`
  @media (max-width: ${breakpoints.xl - 1}px) {
    display: none;
  }
`;
const mobileOnlyMobile = css`
  @media (min-width: ${breakpoints.md}px) {
    display: none;
  }
`;
const mobileOnlyTablet = css`
  @media (min-width: ${breakpoints.xl}px) {
    display: none;
  }
`;

const content = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: 100%;
  padding: 2rem 1.5rem;
  @media (min-width: ${breakpoints.xl}px) {
    padding: 4rem 6rem;
  }
`;

const horizontal = {
  left: css`
    align-items: flex-start;
    text-align: left;
  `,
  center: css`
    align-items: center;
    text-align: center;
  `,
  right: css`
    align-items: flex-end;
    text-align: right;
  `,
};

const vertical = {
  top: css`
    justify-content: flex-start;
  `,
  center: css`
    justify-content: center;
  `,
  bottom: css`
    justify-content: flex-end;
  `,
};

const textSizes = {
  small: css`
    font-size: 1.5rem;
  `,
  medium: css`
    font-size: 2rem;
  `,
  large: css`
    font-size: 2.5rem;
  `,
  XL: css`
    font-size: 3rem;
  `,
  '2XL': css`
    font-size: 3.75rem;
  `,
};

/** Classes that carry the editor's settings (media switching without JS, text layout). */
export const heroClasses = {
  reducedMotionHidden,
  desktopOnly: { mobile: desktopOnlyMobile, tablet: desktopOnlyTablet },
  mobileOnly: { mobile: mobileOnlyMobile, tablet: mobileOnlyTablet },
  horizontal,
  vertical,
  textSizes,
} as const;

const heading = css`
  margin: 0;
  font-family: ${fonts.heading};
  line-height: 1.1;
`;

const line = css`
  display: block;
`;

const subtext = css`
  margin: 0;
  font-size: 1rem;
`;

const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const button = css`
  padding: 0.75rem 1.75rem;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
`;

const buttonThemes = {
  LIGHT: css`
    color: ${colors.ink};
    background: ${colors.paper};
  `,
  DARK: css`
    color: ${colors.paper};
    background: ${colors.ink};
  `,
};

const widthFor: Record<MobileMediaBreakpoint, number> = {
  mobile: breakpoints.md,
  tablet: breakpoints.xl,
};

/** Where the mobile source applies: below 768 px ('mobile') or below 1280 px ('tablet'). */
const mobileMediaQuery = (breakpoint: MobileMediaBreakpoint) =>
  `(max-width: ${widthFor[breakpoint] - 1}px)`;

const noMotionPreference = '(prefers-reduced-motion: no-preference)';

type VideoSource = { src: string; media?: string; visibility?: string };

// With both videos, each is shown by CSS on its side of the breakpoint; its <source media>
// also keeps the hidden one from loading. A user who prefers reduced motion matches no
// source, so nothing autoplays even before CSS hides the element.
const videoSources = ({
  desktopVideo,
  mobileVideo,
  mobileMediaBreakpoint,
}: HeroCardConfig): VideoSource[] => {
  if (desktopVideo && mobileVideo) {
    const mobile = mobileMediaQuery(mobileMediaBreakpoint);
    return [
      {
        src: desktopVideo,
        media: `(min-width: ${widthFor[mobileMediaBreakpoint]}px)`,
        visibility: heroClasses.desktopOnly[mobileMediaBreakpoint],
      },
      {
        src: mobileVideo,
        media: mobile,
        visibility: heroClasses.mobileOnly[mobileMediaBreakpoint],
      },
    ];
  }
  // an emptied field arrives as an empty string, so fall back on any falsy value
  const only = desktopVideo || mobileVideo;
  return only ? [{ src: only }] : [];
};

export const HeroCard = ({ config, isPageHeading = false }: BlockProps<HeroCardConfig>) => {
  const Heading = isPageHeading ? 'h1' : 'h2';
  const { desktopImage, mobileImage, tintColor, mobileMediaBreakpoint, header } = config;
  const image = desktopImage || mobileImage;
  // a hero spans the viewport; the first on the page is its largest paint
  const imageAttributes =
    image &&
    cmsImageAttributes(image, { sizes: '100vw', priority: claimLcpImage() ? 'lcp' : 'lazy' });
  return (
    <section className={hero}>
      {image ? (
        <picture>
          {desktopImage && mobileImage ? (
            <source
              media={mobileMediaQuery(mobileMediaBreakpoint)}
              srcSet={cmsImageSrcSet(mobileImage) ?? mobileImage}
              sizes="100vw"
            />
          ) : null}
          <img className={fill} {...imageAttributes} alt="" />
        </picture>
      ) : null}
      {videoSources(config).map(({ src, media, visibility }) => (
        <video
          key={src}
          className={cx(fill, reducedMotionHidden, visibility)}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
        >
          <source
            src={src}
            type="video/mp4"
            media={media ? `${media} and ${noMotionPreference}` : noMotionPreference}
          />
        </video>
      ))}
      <div className={cx(fill, tint)} style={{ backgroundColor: tintColor }} aria-hidden="true" />
      <div
        className={cx(
          content,
          horizontal[header.horizontalPosition],
          vertical[header.verticalPosition],
        )}
        style={header.textColor ? { color: header.textColor } : undefined}
      >
        {header.line1 ? (
          <>
            {header.topSubtext ? <p className={subtext}>{header.topSubtext}</p> : null}
            <Heading className={cx(heading, textSizes[header.textSize])}>
              <span className={line}>{header.line1}</span>
              {header.line2 ? (
                <>
                  {/* two lines are seen apart: when the second starts a sentence of its own, a
                      stop keeps a screen reader from running them into one */}
                  {/^\p{Lu}/u.test(header.line2.trim()) && !/\p{P}$/u.test(header.line1.trim()) ? (
                    <span className="visually-hidden">.</span>
                  ) : null}{' '}
                  <span className={line}>{header.line2}</span>
                </>
              ) : null}
            </Heading>
            {header.bottomSubtext ? <p className={subtext}>{header.bottomSubtext}</p> : null}
          </>
        ) : null}
        {header.buttons.length > 0 ? (
          <div className={buttonRow}>
            {header.buttons.map((headerButton, index) => (
              // the CMS gives list items no id; order is their identity
              <a
                key={index}
                className={cx(button, buttonThemes[headerButton.buttonTheme])}
                href={headerButton.link}
              >
                {headerButton.text}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
};
