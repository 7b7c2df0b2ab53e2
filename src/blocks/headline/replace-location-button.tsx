'use client';

/** Replaces the current history entry, so Back skips the page that offered the button. */
export const ReplaceLocationButton = ({
  url,
  label,
  className,
}: {
  url: string;
  label: string;
  className: string;
}) => {
  const handleClick = () => window.location.replace(url);
  return (
    <button type="button" className={className} onClick={handleClick}>
      {label}
    </button>
  );
};
