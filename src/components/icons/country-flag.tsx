// thirteen stripes of 16/13 units, the seven red ones drawn as one stroked path: one element
// instead of seven, since every page carries this flag twice (in its HTML and its payload)
const UnitedStates = () => (
  <>
    <rect width="24" height="16" fill="#fff" />
    <path
      d="M0 .615h24m0 2.462H0m0 2.461h24m0 2.462H0m0 2.461h24m0 2.462H0m0 2.462h24"
      stroke="#b22234"
      strokeWidth="1.231"
    />
    <rect width="10" height="8.615" fill="#3c3b6e" />
  </>
);

const Canada = () => (
  <>
    <rect width="24" height="16" fill="#fff" />
    <rect width="6" height="16" fill="#d52b1e" />
    <rect x="18" width="6" height="16" fill="#d52b1e" />
    <path
      d="M12 3.5l1 2 1.6-.6-.6 3 1.5-.9.3 1.1 1.7-.3-.9 1.8.6.4-2.6 1.7.2 1h-2.3V14h-.9v-2.3H9.6l.2-1-2.6-1.7.6-.4-.9-1.8 1.7.3.3-1.1 1.5.9-.6-3 1.6.6z"
      fill="#d52b1e"
    />
  </>
);

/**
 * A country's flag as a small inline SVG (emoji flags do not render on every desktop):
 * drawn for the countries we sell in, a lettered tile for any other. Given the country's
 * name it is an image named "{name} flag", for where the flag stands alone; without one
 * it is hidden from screen readers, for where the name is written beside it.
 */
export const CountryFlag = ({ code, name }: { code: string; name?: string }) => (
  <svg
    width="24"
    height="16"
    viewBox="0 0 24 16"
    {...(name ? { role: 'img', 'aria-label': `${name} flag` } : { 'aria-hidden': true })}
  >
    {code === 'US' ? (
      <UnitedStates />
    ) : code === 'CA' ? (
      <Canada />
    ) : (
      <>
        <rect width="24" height="16" rx="2" fill="#dcd8cf" />
        <text x="12" y="11.5" fontSize="8" textAnchor="middle" fill="#1b2420">
          {code}
        </text>
      </>
    )}
  </svg>
);
