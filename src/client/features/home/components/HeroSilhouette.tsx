import { useId } from 'react';

const SPOKES = [0, 72, 144, 216, 288];

function Wheel({ cx, cy, stroke }: { cx: number; cy: number; stroke: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={58} fill="#0b0b0c" stroke={stroke} strokeWidth={2} />
      <circle cx={cx} cy={cy} r={42} fill="none" stroke={stroke} strokeOpacity={0.7} strokeWidth={1.25} />
      <circle cx={cx} cy={cy} r={9} fill="none" stroke={stroke} strokeWidth={1.25} />
      {SPOKES.map((angle) => (
        <line
          key={angle}
          x1={cx}
          y1={cy - 10}
          x2={cx}
          y2={cy - 40}
          stroke={stroke}
          strokeOpacity={0.6}
          strokeWidth={1.25}
          transform={`rotate(${angle} ${cx} ${cy})`}
        />
      ))}
    </g>
  );
}

/** A line drawing of a grand-touring coupé in champagne gold: the hero's image, with no photograph to load. */
export function HeroSilhouette({ className }: { className?: string }) {
  const id = useId().replace(/:/g, '');
  const stroke = `url(#${id}-stroke)`;
  return (
    <svg viewBox="0 0 1200 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-stroke`} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" stopColor="#c8a96a" stopOpacity="0.15" />
          <stop offset="0.3" stopColor="#c8a96a" />
          <stop offset="0.55" stopColor="#f3e6c4" />
          <stop offset="0.8" stopColor="#c8a96a" />
          <stop offset="1" stopColor="#c8a96a" stopOpacity="0.2" />
        </linearGradient>
        <linearGradient id={`${id}-body`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#2a251b" stopOpacity="0.9" />
          <stop offset="0.55" stopColor="#141311" stopOpacity="0.95" />
          <stop offset="1" stopColor="#0b0b0c" />
        </linearGradient>
        <linearGradient id={`${id}-glass`} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#f3efe6" stopOpacity="0.16" />
          <stop offset="1" stopColor="#f3efe6" stopOpacity="0.02" />
        </linearGradient>
        <radialGradient id={`${id}-floor`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#c8a96a" stopOpacity="0.35" />
          <stop offset="1" stopColor="#c8a96a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-horizon`} x1="0" x2="1">
          <stop offset="0" stopColor="#c8a96a" stopOpacity="0" />
          <stop offset="0.5" stopColor="#c8a96a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#c8a96a" stopOpacity="0" />
        </linearGradient>
      </defs>

      <ellipse cx="600" cy="336" rx="560" ry="22" fill={`url(#${id}-floor)`} />
      <line x1="0" y1="335" x2="1200" y2="335" stroke={`url(#${id}-horizon)`} strokeWidth="1" />

      <path
        d="M60 268 C58 248 72 232 112 224 L318 200 C400 192 462 186 510 176 C560 150 612 120 686 112 C758 106 822 112 884 136 C946 160 1018 178 1086 186 C1116 190 1134 206 1134 232 L1130 262 C1128 272 1118 276 1104 276 L1010 276 A70 70 0 0 0 870 276 L330 276 A70 70 0 0 0 190 276 L84 276 C70 276 61 274 60 268 Z"
        fill={`url(#${id}-body)`}
        stroke={stroke}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M540 172 C590 142 636 126 690 122 C752 118 806 124 856 142 C872 148 880 160 868 168 L560 178 C546 178 536 176 540 172 Z"
        fill={`url(#${id}-glass)`}
        stroke={stroke}
        strokeOpacity="0.8"
        strokeWidth="1.25"
      />
      <line x1="746" y1="121" x2="752" y2="172" stroke={stroke} strokeOpacity="0.8" strokeWidth="1.25" />
      <path
        d="M130 238 C420 222 820 214 1110 222"
        fill="none"
        stroke={stroke}
        strokeOpacity="0.55"
        strokeWidth="1"
      />
      <path d="M575 186 L582 266" fill="none" stroke={stroke} strokeOpacity="0.35" strokeWidth="1" />
      <path d="M92 232 L152 224" stroke="#f3e6c4" strokeWidth="3" strokeLinecap="round" />
      <path d="M1102 198 L1132 206" stroke="#b4332e" strokeWidth="3" strokeLinecap="round" />

      <Wheel cx={260} cy={276} stroke={stroke} />
      <Wheel cx={940} cy={276} stroke={stroke} />
    </svg>
  );
}
