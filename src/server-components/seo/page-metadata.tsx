import { getNonce } from '../../lib/request-context.ts';
import { serializeJsonLd, type JsonLd } from '../../lib/seo/json-ld.ts';
import type { PageMetadata } from '../../lib/seo/metadata.ts';
import { brand } from '../../lib/theme.ts';

/**
 * Title, description, robots, Open Graph and Twitter card tags; React hoists them into the
 * head. `title={false}` where another part names the tab (a page under an A/B test).
 */
export const PageMetadataTags = ({
  metadata,
  title = true,
}: {
  metadata: PageMetadata;
  title?: boolean;
}) => (
  <>
    {title ? <title>{metadata.title}</title> : null}
    <meta name="description" content={metadata.description} />
    {metadata.noindex ? <meta name="robots" content="noindex" /> : null}
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content={brand.name} />
    <meta property="og:title" content={metadata.title} />
    <meta property="og:description" content={metadata.description} />
    <meta property="og:image" content={metadata.image} />
    <meta property="og:url" content={metadata.url} />
    <meta name="twitter:card" content="summary_large_image" />
    <meta name="twitter:title" content={metadata.title} />
    <meta name="twitter:description" content={metadata.description} />
    <meta name="twitter:image" content={metadata.image} />
  </>
);

/**
 * JSON-LD is a data block, never executed, so CSP does not govern it; it carries the
 * nonce anyway so a stricter policy (or a scanner that flags nonce-less scripts) has
 * nothing to object to. serializeJsonLd keeps every field from closing the element.
 */
export const StructuredData = ({ data }: { data: JsonLd[] }) =>
  data.length > 0 ? (
    <script
      type="application/ld+json"
      nonce={getNonce()}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  ) : null;
