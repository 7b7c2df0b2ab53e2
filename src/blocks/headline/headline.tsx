import { css } from '@linaria/core';
import { ReplaceLocationButton } from '../../client-components/cms/content-islands.ts';
import { blockSection, fonts } from '../../lib/theme.ts';
import { themeStyle } from '../shared/block-theme.ts';
import type { BlockProps } from '../define-block.ts';
import type { HeadlineConfig } from './headline.schema.ts';

const section = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  ${blockSection('3rem 1.5rem')}
  text-align: center;
`;

const headlineText = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(1.75rem, 4vw, 2.75rem);
`;

const subHeadlineText = css`
  margin: 0;
  max-width: 48rem;
  font-size: 1.125rem;
  color: var(--block-muted);
`;

const button = css`
  padding: 0.75rem 1.75rem;
  border: 2px solid var(--block-fg);
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  color: var(--block-bg);
  background: var(--block-fg);
  cursor: pointer;
`;

const link = css`
  font-weight: 600;
  color: inherit;
  text-decoration: underline;
`;

export const Headline = ({ config, isPageHeading = false }: BlockProps<HeadlineConfig>) => {
  const Heading = isPageHeading ? 'h1' : 'h2';
  const { headline, subHeadline, callToActionText, callToActionUrl, callToActionType, theme } =
    config;
  return (
    <section className={section} style={themeStyle(theme)}>
      {headline ? <Heading className={headlineText}>{headline}</Heading> : null}
      {subHeadline ? <p className={subHeadlineText}>{subHeadline}</p> : null}
      {callToActionText && callToActionUrl ? (
        callToActionType === 'BUTTON' ? (
          <ReplaceLocationButton
            url={callToActionUrl}
            label={callToActionText}
            className={button}
          />
        ) : (
          <a className={link} href={callToActionUrl}>
            {callToActionText}
          </a>
        )
      ) : null}
    </section>
  );
};
