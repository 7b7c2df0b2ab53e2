import { css } from '@linaria/core';
import { useId } from 'react';
import { imageSrc } from '../../lib/image-src.ts';
import { blockSection, fonts } from '../../lib/theme.ts';
import { themeStyle } from '../shared/block-theme.ts';
import { productOf, type BlockProps } from '../define-block.ts';
import {
  MAX_COMPARED_PRODUCTS,
  type ProductComparisonConfig,
} from './product-comparison.schema.ts';

const section = css`
  ${blockSection('2.5rem 1.5rem')}
`;

const titleText = css`
  margin: 0 0 1.5rem;
  font-family: ${fonts.heading};
  font-size: 2rem;
  text-align: center;
`;

// the edge fades show there is more to scroll (background-attachment: local keeps the cover
// with the content, scroll keeps the shadow at the edge, so a fade shows only where more is)
const scroller = css`
  overflow-x: auto;
  background:
    linear-gradient(to right, var(--block-bg, #fff) 30%, transparent) left / 2.5rem 100% no-repeat
      local,
    linear-gradient(to left, var(--block-bg, #fff) 30%, transparent) right / 2.5rem 100% no-repeat
      local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.18), transparent) left / 1rem 100%
      no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.18), transparent) right / 1rem 100%
      no-repeat scroll;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

// only where the table is wider than its window (its min-width is 40rem)
const scrollHint = css`
  margin: 0 0 0.5rem;
  font-size: 0.85rem;
  color: var(--block-muted);
  @media (min-width: 44rem) {
    display: none;
  }
`;

// Fixed layout: the labels' column is as set here and the products share the rest evenly,
// whatever each value holds. A row's label and values share a baseline; a value is rich
// text whose paragraphs would otherwise add their margins above it.
const table = css`
  min-width: 40rem;
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th,
  td {
    padding: 0.75rem 1rem;
    border-bottom: 1px solid var(--block-muted);
    text-align: left;
    vertical-align: top;
  }
  thead td:first-child {
    width: 9rem;
  }
  tbody th,
  tbody td {
    vertical-align: baseline;
  }
  tbody td > :first-child {
    margin-top: 0;
  }
  tbody td > :last-child {
    margin-bottom: 0;
  }
`;

const productImage = css`
  display: block;
  width: 8rem;
  height: 8rem;
  margin-bottom: 0.5rem;
  object-fit: contain;
`;

export const ProductComparison = ({ config, data }: BlockProps<ProductComparisonConfig>) => {
  const hintId = useId();
  const columns = config.products.slice(0, MAX_COMPARED_PRODUCTS).flatMap((item) => {
    const product = productOf(data.productsBySku, item.sku);
    return product ? [{ product, productRows: item.productRows }] : [];
  });
  return (
    <section className={section} style={themeStyle(config.theme)}>
      <h2 className={titleText}>{config.title}</h2>
      <p className={scrollHint} id={hintId}>
        Swipe or scroll sideways to compare every product.
      </p>
      <div
        className={scroller}
        role="region"
        aria-label={config.title}
        aria-describedby={hintId}
        // a keyboard user must be able to scroll the table sideways, hence focusable
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={table}>
          <thead>
            <tr>
              <td />
              {columns.map(({ product }, column) => (
                <th key={column} scope="col">
                  {product.primaryImageUrl ? (
                    // docs/behaviour.md#blocks prescribes this alt text word for word
                    // eslint-disable-next-line jsx-a11y/img-redundant-alt
                    <img
                      className={productImage}
                      src={imageSrc(product.primaryImageUrl)}
                      alt={`Image of ${product.name}`}
                    />
                  ) : null}
                  {product.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {config.rows.map((row, rowIndex) => (
              // the CMS gives list items no id; order is their identity
              <tr key={rowIndex}>
                <th scope="row">{row.rowTitle}</th>
                {columns.map(({ productRows }, column) => (
                  <td
                    key={column}
                    // sanitized on the server for published content (server-prepare.ts)
                    dangerouslySetInnerHTML={{ __html: productRows[rowIndex]?.value ?? '' }}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
};
