/** Launcher art: the full moon over susuki grass and the sake cup, drawn as two small hanafuda. */
export const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90" role="img" aria-label="Koi-Koi">
  <rect width="120" height="90" rx="8" fill="#1d2a3a"/>
  <g transform="translate(18 10) rotate(-8 20 34)">
    <rect width="40" height="64" rx="3" fill="#fdf6e3" stroke="#222" stroke-width="1.5"/>
    <rect x="3" y="3" width="34" height="58" rx="2" fill="#c8322b"/>
    <circle cx="20" cy="22" r="11" fill="#fdf6e3"/>
    <path d="M3 44 Q20 30 37 44 V61 H3 Z" fill="#111"/>
  </g>
  <g transform="translate(62 12) rotate(8 20 34)">
    <rect width="40" height="64" rx="3" fill="#fdf6e3" stroke="#222" stroke-width="1.5"/>
    <circle cx="13" cy="14" r="6" fill="#e9b824"/><circle cx="28" cy="20" r="5" fill="#d9572b"/>
    <ellipse cx="20" cy="42" rx="12" ry="5" fill="#c8322b"/>
    <path d="M9 42 Q20 56 31 42" fill="#a11f1a"/>
    <text x="20" y="46" font-size="7" text-anchor="middle" fill="#f7d774" font-family="'Noto Serif JP Variable', 'Noto Sans JP Variable', serif">寿</text>
  </g>
</svg>`;
