import { css } from '@linaria/core';
import { colors } from '../lib/theme.ts';

const notice = css`
  margin: 1rem 0;
  padding: 1rem;
  border: 2px dashed ${colors.error};
  color: ${colors.error};
  background: ${colors.paper};
  font-family: monospace;
  p {
    margin: 0;
  }
`;

/** In the editor's preview, a block whose configuration is invalid shows what is wrong in its place. */
export const BlockNotice = ({ problems }: { problems: readonly string[] }) => (
  <div className={notice} role="alert">
    {problems.map((problem) => (
      <p key={problem}>{problem}</p>
    ))}
  </div>
);
