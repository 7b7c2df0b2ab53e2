import { css } from '@linaria/core';
import type { AnnouncementBanner as Banner } from '../../../contracts/cms.ts';
import { sanitizeAnnouncement } from '../../lib/sanitize-announcement.ts';
import { colors } from '../../lib/theme.ts';

const banner = css`
  padding: 0.5rem 1rem;
  text-align: center;
  font-size: 0.875rem;
  line-height: 1.4;
  color: ${colors.paper};

  p {
    margin: 0;
  }

  a {
    color: inherit;
    font-weight: 600;
  }
`;

/** docs/behaviour.md#header: the CMS message, sanitized here on the server, on its background colour. */
export const AnnouncementBanner = ({
  banner: { message, backgroundColor },
}: {
  banner: Banner;
}) => {
  const html = sanitizeAnnouncement(message);
  if (!html.trim()) {
    return null;
  }
  return (
    <div
      className={banner}
      data-announcement-banner=""
      style={{ backgroundColor: backgroundColor ?? colors.primary }}
      // sanitized above with the allowlist of docs/behaviour.md#validation
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};
