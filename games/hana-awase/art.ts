/** Launcher art: three hanafuda fanned out on a table for three — the cherry curtain, the bush warbler in the plum and the maple's deer. */
export const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90" role="img" aria-label="Hana-awase">
  <rect width="120" height="90" rx="8" fill="#2f3d2a"/>
  <g transform="translate(14 16) rotate(-14 18 30)">
    <rect width="36" height="58" rx="3" fill="#fdf6e3" stroke="#222" stroke-width="1.5"/>
    <rect x="3" y="3" width="30" height="52" rx="2" fill="#f3d6dc"/>
    <circle cx="10" cy="12" r="5" fill="#e88fa6"/><circle cx="22" cy="9" r="4" fill="#e88fa6"/><circle cx="27" cy="19" r="5" fill="#f2a7b8"/>
    <path d="M3 30 H33 V50 Q18 42 3 50 Z" fill="#c8322b"/>
    <path d="M10 30 V48 M18 30 V46 M26 30 V48" stroke="#f7d774" stroke-width="1.5"/>
  </g>
  <g transform="translate(42 10)">
    <rect width="36" height="58" rx="3" fill="#fdf6e3" stroke="#222" stroke-width="1.5"/>
    <rect x="3" y="3" width="30" height="52" rx="2" fill="#c8322b"/>
    <path d="M6 44 Q16 30 30 34" stroke="#4a3020" stroke-width="2.5" fill="none"/>
    <circle cx="12" cy="16" r="3.5" fill="#fdf6e3"/><circle cx="25" cy="12" r="3" fill="#fdf6e3"/><circle cx="27" cy="25" r="3.5" fill="#fdf6e3"/>
    <ellipse cx="19" cy="32" rx="6" ry="4" fill="#7a8f2a"/><circle cx="24" cy="30" r="2.5" fill="#7a8f2a"/>
  </g>
  <g transform="translate(70 16) rotate(14 18 30)">
    <rect width="36" height="58" rx="3" fill="#fdf6e3" stroke="#222" stroke-width="1.5"/>
    <rect x="3" y="3" width="30" height="52" rx="2" fill="#e9dcc0"/>
    <path d="M8 10 l4 4 l4 -4 l0 6 l4 2 l-6 2 l2 5 l-4 -3 l-4 3 l2 -5 l-6 -2 l4 -2 Z" fill="#d9572b"/>
    <path d="M20 12 l3 3 l3 -3 l0 5 l3 2 l-5 1 l1 4 l-2 -2 l-3 2 l1 -4 l-4 -1 l3 -2 Z" fill="#c8322b"/>
    <ellipse cx="15" cy="44" rx="9" ry="5" fill="#9a6a3a"/>
    <path d="M11 48 v6 M19 48 v6" stroke="#5a3a1a" stroke-width="1.6"/>
    <path d="M21 42 L25 34" stroke="#9a6a3a" stroke-width="3.5" stroke-linecap="round"/>
    <ellipse cx="27" cy="33" rx="3.5" ry="2.5" fill="#9a6a3a"/>
    <path d="M25 31 l-2 -5 l-3 -1 M23 26 l1 -3 M28 31 l1 -5 l3 -1 M29 26 l-1 -3" stroke="#5a3a1a" stroke-width="1" fill="none"/>
  </g>
</svg>`;
