import { css } from '@linaria/core';
import { fonts } from '../../lib/theme.ts';
import { themeStyle } from '../shared/block-theme.ts';
import type { BlockProps } from '../define-block.ts';
import {
  MAX_COMPARED_PRODUCTS,
  type ProductComparisonConfig,
} from './product-comparison.schema.ts';

const section = css`
  padding: 2.5rem 1.5rem;
  color: var(--block-fg);
  background: var(--block-bg);
`;

const titleText = css`
  margin: 0 0 1.5rem;
  font-family: ${fonts.heading};
  font-size: 2rem;
  text-align: center;
`;

const scroller = css`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

const table = css`
  min-width: 40rem;
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 1rem;
    border-bottom: 1px solid var(--block-muted);
    text-align: left;
    vertical-align: top;
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
  const columns = config.products.slice(0, MAX_COMPARED_PRODUCTS).flatMap((item) => {
    const product = data.productsBySku[item.sku];
    return product ? [{ product, productRows: item.productRows }] : [];
  });
  return (
    <section className={section} style={themeStyle(config.theme)}>
      <h2 className={titleText}>{config.title}</h2>
      {/* a keyboard user must be able to scroll the table sideways, hence focusable */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={scroller} role="region" aria-label={config.title} tabIndex={0}>
        <table className={table}>
          <thead>
            <tr>
              <td />
              {columns.map(({ product }, column) => (
                <th key={column} scope="col">
                  {product.primaryImageUrl ? (
                    // SPEC.md 2.10 prescribes this alt text word for word
                    // eslint-disable-next-line jsx-a11y/img-redundant-alt
                    <img
                      className={productImage}
                      src={product.primaryImageUrl}
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
