export function HeartIcon({ size = 48 }: { size?: number }) {
  return (
    <svg className="heart-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-9.6-9.4C1 8.4 3 5 6.4 5c2 0 3.4 1.1 4.1 2.3h3C14.2 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.6 19.5 16.4 12 21 12 21Z"
      />
    </svg>
  );
}
