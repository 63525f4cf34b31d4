/** The launcher card's picture: three geisha cards fanned over a lantern-red ground. */
export const art = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" role="img" aria-label="Hanamikoji">
<rect width="120" height="80" rx="8" fill="#5b1a24"/>
<circle cx="96" cy="18" r="10" fill="#f3c969" opacity="0.9"/>
<g transform="translate(30 14) rotate(-14)"><rect width="30" height="46" rx="4" fill="#fbf3e4" stroke="#c89b3c"/><circle cx="15" cy="16" r="6" fill="#f6e3cf"/><path d="M9 14c0-7 12-7 12 0z" fill="#1f1a24"/><path d="M5 44l4-20h12l4 20z" fill="#6d4c9f"/></g>
<g transform="translate(46 10)"><rect width="30" height="46" rx="4" fill="#fbf3e4" stroke="#c89b3c"/><circle cx="15" cy="16" r="6" fill="#f6e3cf"/><path d="M9 14c0-7 12-7 12 0z" fill="#1f1a24"/><path d="M5 44l4-20h12l4 20z" fill="#c0392b"/></g>
<g transform="translate(64 16) rotate(14)"><rect width="30" height="46" rx="4" fill="#fbf3e4" stroke="#c89b3c"/><circle cx="15" cy="16" r="6" fill="#f6e3cf"/><path d="M9 14c0-7 12-7 12 0z" fill="#1f1a24"/><path d="M5 44l4-20h12l4 20z" fill="#2e7d6b"/></g>
</svg>`;
