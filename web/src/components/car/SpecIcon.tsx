/**
 * Small line icons for a car's specs (the car page), drawn here: no icon library in the bundle.
 * Decorative (aria-hidden): the text beside each says what it is.
 */
const PATHS = {
  seats: 'M7 4h4v9h6l2 7M7 4v10a2 2 0 0 0 2 2h7M5 20h14',
  doors: 'M5 20V8l5-4h9v16H5zM5 12h14M15 15h2',
  gearbox: 'M6 5v14M12 5v14M18 5v7H6M6 5a1 1 0 1 0 0-.01M12 5a1 1 0 1 0 0-.01M18 5a1 1 0 1 0 0-.01',
  fuel: 'M5 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15M4 20h11M5 10h9M14 8l3 3v6a1.5 1.5 0 0 0 3 0V9l-3-3',
  aircon: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5',
  mileage: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M4 20h16',
  fuelPolicy: 'M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11zM9 15a3 3 0 0 0 3 3',
  deposit: 'M3 7h18v11H3zM3 11h18M7 15h3',
  rating: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  range: 'M3 15l2-5h14l2 5v3H3zM7 18v2M17 18v2M7 14h.01M17 14h.01',
  multimedia: 'M4 5h16v11H4zM9 20h6M12 16v4',
  age: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  pickup: 'M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h4',
  cancellation: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6',
} as const;

export type SpecIconName = keyof typeof PATHS;

export function SpecIcon({ name, size = 20 }: { name: SpecIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
