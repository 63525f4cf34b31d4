/**
 * What a person would see, checked in the page in one evaluate per stop (`lookAtPage`): it returns every
 * finding with the element and the numbers, never throws for a defect. The function is serialised into the
 * page, so everything it uses is declared inside it; a few things it learns (which system font draws which
 * character) are kept on `window` between stops.
 */

type FindingKind =
  | 'missing' // an element the state requires is not on the screen
  | 'covered' // something lies over a card or marker of the board
  | 'dialog' // a dialog that should not be open, or one that does not fit the window
  | 'clipped' // text cut off by a box that hides its overflow
  | 'overflow' // text or an element running out of its box
  | 'offscreen' // an element sticking out of the window sideways, or a control that must be in view is not
  | 'page-scroll' // the page scrolls where it must not
  | 'tofu' // a character no loaded font draws
  | 'small-card' // a card narrower than the minimum
  | 'seat-name' // a seat named otherwise than in the header, or "Player 1" against the computer
  | 'chart'; // labels or marks of a chart drawn over each other

export interface Finding {
  kind: FindingKind;
  /** The element, as a short path a developer can find ("[data-testid=hand] button.card[data-card=01-plain1]"). */
  what: string;
  /** What is wrong, with the numbers. */
  detail: string;
}

export interface StopSpec {
  /** Selector of the board on the screen, if any: its pieces must be uncovered and its cards large enough. */
  board?: string | null;
  /** Pieces of the board nothing may cover (cards, markers), inside `board`. */
  pieces?: string;
  /** Cards that must be at least `minCardWidth` wide, inside `board`. */
  cards?: string;
  minCardWidth?: number;
  /** The dialog the state requires (it may cover the board; it must fit the window), or null for none. */
  dialog?: string | null;
  /** A long form may scroll inside its dialog (the new-game panel); a board's summary must be read whole. */
  dialogMayScroll?: boolean;
  /** Elements that must be on the screen (and visible). */
  present?: string[];
  /** Elements that must lie wholly inside the window (the launcher's New game buttons). */
  inView?: string[];
  /** The page itself must not scroll (the table). */
  noPageScroll?: boolean;
  /** The seats' names on the board (`names`) must each be written in the screen's header (`header`). */
  seats?: { header: string; names: string } | null;
  /** Strings that must not be on the screen ("Player 1" in a game against the computer). */
  forbidden?: string[];
  /** A bar of text beside its buttons (the play header): none of its text may run under one of its buttons. */
  bar?: string | null;
}

/**
 * Runs in the page: all findings at the current window size. `known` is what earlier stops learnt about the
 * machine's fonts (key: family|character → draws it); what this stop learns comes back in `learned`.
 */
export function lookAtPage({ spec, known }: { spec: StopSpec; known: Record<string, boolean> }): { findings: Finding[]; learned: Record<string, boolean>; timings: Record<string, number> } {
  const findings: Finding[] = [];
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string): void => {
    const now = performance.now();
    timings[name] = Math.round(now - mark);
    mark = now;
  };
  const add = (kind: FindingKind, what: string, detail: string): void => {
    findings.push({ kind, what, detail });
  };
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const px = (n: number): string => `${Math.round(n)}px`;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const css = (el: Element): CSSStyleDeclaration => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };

  /** A short, findable name for an element: the nearest test id above it, then the element itself and its text. */
  function describe(el: Element | null): string {
    if (!el) return '(nothing)';
    const own = (e: Element): string => {
      const tag = e.tagName.toLowerCase();
      const id = e.getAttribute('data-testid');
      if (id) return `[data-testid=${id}]`;
      const cls = [...e.classList].filter((c) => !/^(v-|data-v)/.test(c)).slice(0, 2);
      const card = e.getAttribute('data-card');
      const extra = card ? `[data-card=${card}]` : e.getAttribute('data-action') ? `[data-action=${e.getAttribute('data-action')}]` : '';
      return `${tag}${cls.map((c) => `.${c}`).join('')}${extra}`;
    };
    const parts = [own(el)];
    let up = el.parentElement;
    while (up && up !== document.body && parts.length < 4) {
      if (up.getAttribute('data-testid') || up.getAttribute('role') === 'dialog') {
        parts.unshift(own(up));
        break;
      }
      up = up.parentElement;
    }
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${parts.join(' … ')}${text ? ` "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"` : ''}`;
  }

  const visibility = new Map<Element, boolean>();
  const visible = (el: Element): boolean => {
    const known = visibility.get(el);
    if (known !== undefined) return known;
    const seen = isVisible(el);
    visibility.set(el, seen);
    return seen;
  };
  const isVisible = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    // Put above or left of the page on purpose (a skip link until it has the focus).
    if (r.bottom + window.scrollY <= 0 || r.right + window.scrollX <= 0) return false;
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  };

  /** Screen-reader-only text (1×1 px, clipped) is not seen. */
  const srOnly = new Map<Element, boolean>();
  const screenReaderOnly = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const known = srOnly.get(el);
    if (known !== undefined) return known;
    const s = css(el);
    const r = el.getBoundingClientRect();
    const hidden = (s.position === 'absolute' && (s.clip !== 'auto' || s.clipPath.startsWith('inset(50%'))) || (r.width <= 1 && r.height <= 1) || screenReaderOnly(el.parentElement);
    srOnly.set(el, hidden);
    return hidden;
  };

  const query = (sel: string): Element[] => [...document.querySelectorAll(sel)];

  // ---- the state's own elements -------------------------------------------------------------------
  for (const sel of spec.present ?? []) {
    const els = query(sel);
    if (els.length === 0 || !els.some(visible)) add('missing', sel, 'is not on the screen');
  }
  const board = spec.board ? document.querySelector(spec.board) : null;
  if (spec.board && (!board || !visible(board))) add('missing', spec.board, 'the board is not on the screen');
  // The dialogs the state calls for (a selector may name more than one, e.g. a month's and the game's summary).
  const dialogs = spec.dialog ? query(spec.dialog).filter(visible) : [];
  if (spec.dialog && dialogs.length === 0) add('missing', spec.dialog, 'the dialog this state requires is not open');
  const inDialog = (el: Element): Element | null => dialogs.find((d) => d.contains(el)) ?? null;

  // ---- dialogs: only the required ones may be open, and they fit the window -----------------------
  const openDialogs = query('[role="dialog"], [role="alertdialog"], dialog[open]').filter(visible);
  for (const d of openDialogs) {
    if (!dialogs.some((x) => x.contains(d) || d.contains(x))) add('dialog', describe(d), 'a dialog this state does not call for is open');
  }
  for (const dialog of dialogs) {
    const r = dialog.getBoundingClientRect();
    // On a page that scrolls (a replay, its board below the controls), a dialog fits when the window can hold
    // it whole once scrolled to; on a table, where the page never scrolls, it must lie inside the window.
    const outY = spec.noPageScroll ? r.top < -1 || r.bottom > vh + 1 : r.height > vh + 1 || r.top + window.scrollY < -1;
    if (r.left < -1 || r.right > vw + 1 || outY) {
      add('dialog', describe(dialog), `does not fit the ${vw}×${vh} window: its box is ${px(r.left)},${px(r.top)} to ${px(r.right)},${px(r.bottom)}`);
    }
    for (const e of spec.dialogMayScroll ? [] : [dialog, ...dialog.querySelectorAll('*')]) {
      const s = css(e);
      if (!/(auto|scroll)/.test(s.overflowY + s.overflowX)) continue;
      if (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1) {
        add(
          'dialog',
          describe(e),
          `must be scrolled to be read: its content is ${e.scrollWidth}×${e.scrollHeight} in a ${e.clientWidth}×${e.clientHeight} box`,
        );
      }
    }
  }

  lap('state');
  // ---- the board: nothing covers its pieces, its cards are large enough -----------------------------
  if (board && spec.pieces) {
    const sel = spec.pieces;
    /** The outermost piece of the board an element belongs to (a card's face has pieces inside it too). */
    const pieceOf = (el: Element): Element | null => {
      let found: Element | null = null;
      for (let e: Element | null = el; e && e !== board; e = e.parentElement) if (e.matches(sel)) found = e;
      return found;
    };
    // Cards shown inside a dialog (a summary's captures) belong to the dialog, not to the table under it.
    const pieceEls = [...board.querySelectorAll(sel)].filter((p) => pieceOf(p) === p && !p.closest('[role="dialog"]'));
    const scrollX = window.scrollX;
    const scrollY = window.scrollY;
    for (const piece of pieceEls) {
      if (!visible(piece)) continue;
      let r = piece.getBoundingClientRect();
      let cx = r.left + r.width / 2;
      let cy = r.top + r.height / 2;
      if (cx < 0 || cy < 0 || cx >= vw || cy >= vh) {
        // Off the screen of a scrolling page (a review's board below its graph): look at it where a person scrolls to.
        window.scrollBy(cx < 0 || cx >= vw ? cx - vw / 2 : 0, cy < 0 || cy >= vh ? cy - vh / 2 : 0);
        r = piece.getBoundingClientRect();
        cx = r.left + r.width / 2;
        cy = r.top + r.height / 2;
        if (cx < 0 || cy < 0 || cx >= vw || cy >= vh) continue; // cut off by its own box: the overflow checks tell
      }
      const hit = document.elementFromPoint(cx, cy);
      if (!hit || piece === hit || piece.contains(hit)) continue;
      // A dialog the state calls for, or its backdrop (an ancestor of it inside the board).
      if (inDialog(hit) || dialogs.some((d) => hit.contains(d) && hit !== board && board.contains(hit))) continue;
      const other = board.contains(hit) ? pieceOf(hit) : null;
      // Cards of one pile or fan lie over each other by design (siblings, or cousins in their slots).
      if (other && (other.parentElement === piece.parentElement || other.parentElement?.parentElement === piece.parentElement?.parentElement)) continue;
      add('covered', describe(piece), `is covered at its centre (${px(cx)},${px(cy)}) by ${describe(hit)}`);
    }
    window.scrollTo(scrollX, scrollY);
  }
  if (board && spec.cards) {
    const min = spec.minCardWidth ?? 52;
    const narrow = [...board.querySelectorAll(spec.cards)].filter(visible).map((c) => ({ c, w: c.getBoundingClientRect().width })).filter((x) => x.w < min - 0.5);
    if (narrow.length > 0) {
      const widths = [...new Set(narrow.map((x) => Math.round(x.w * 10) / 10))].join(', ');
      add('small-card', describe(narrow[0]!.c), `${narrow.length} card(s) narrower than ${min}px: ${widths}px wide`);
    }
  }

  lap('board');
  // ---- the page and the window ---------------------------------------------------------------------
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) add('page-scroll', 'html', `the page scrolls sideways: ${root.scrollWidth}px wide in a ${root.clientWidth}px window`);
  if (spec.noPageScroll && root.scrollHeight > root.clientHeight + 1) {
    add('page-scroll', 'html', `the table's page scrolls: ${root.scrollHeight}px high in a ${root.clientHeight}px window`);
  }
  for (const sel of spec.inView ?? []) {
    for (const el of query(sel)) {
      const r = el.getBoundingClientRect();
      // Measured at the top of the page, as a person first sees it.
      const top = r.top + window.scrollY;
      const bottom = r.bottom + window.scrollY;
      if (r.left < 0 || r.right > vw + 0.5 || top < 0 || bottom > vh + 0.5) {
        add('offscreen', describe(el), `must be in the ${vw}×${vh} window without scrolling; its box is ${px(r.left)},${px(top)} to ${px(r.right)},${px(bottom)}`);
      }
    }
  }

  lap('page');
  // ---- boxes: what clips, what scrolls, what sticks out ------------------------------------------
  /** The part of the window an element can be seen in, after every ancestor that hides its overflow. */
  type Clip = { l: number; t: number; r: number; b: number; scrollsX: boolean; scrollsY: boolean };
  const inner = new Map<Element, Clip>();
  /** Where an element's content can be seen: its ancestors' clip, narrowed by its own box if it hides its overflow. */
  function innerClip(el: Element): Clip {
    const known = inner.get(el);
    if (known) return known;
    const out = { ...clipOf(el) };
    if (el !== document.documentElement && el !== document.body) {
      const s = css(el);
      const er = el.getBoundingClientRect();
      const bl = parseFloat(s.borderLeftWidth) || 0;
      const bt = parseFloat(s.borderTopWidth) || 0;
      const box = { l: er.left + bl, t: er.top + bt, r: er.left + bl + el.clientWidth, b: er.top + bt + el.clientHeight };
      if (s.overflowX !== 'visible') {
        if (/auto|scroll/.test(s.overflowX)) out.scrollsX = true;
        out.l = Math.max(out.l, box.l);
        out.r = Math.min(out.r, box.r);
      }
      if (s.overflowY !== 'visible') {
        if (/auto|scroll/.test(s.overflowY)) out.scrollsY = true;
        out.t = Math.max(out.t, box.t);
        out.b = Math.min(out.b, box.b);
      }
    }
    inner.set(el, out);
    return out;
  }
  /** The part of the window an element can be seen in, after every ancestor that hides its overflow. */
  function clipOf(el: Element): Clip {
    const parent = el.parentElement;
    return parent && parent !== document.documentElement ? innerClip(parent) : { l: -Infinity, t: -Infinity, r: Infinity, b: Infinity, scrollsX: false, scrollsY: false };
  }
  /** The nearest ancestor (or itself) whose overflow is not visible, and on which axis. */
  function clipper(el: Element, axis: 'x' | 'y'): Element | null {
    for (let e = el.parentElement; e && e !== document.documentElement && e !== document.body; e = e.parentElement) {
      if ((axis === 'x' ? css(e).overflowX : css(e).overflowY) !== 'visible') return e;
    }
    return null;
  }

  // ---- text: every visible string is drawn whole, inside its box, by a font that has it ------------
  const textNodes: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.nodeValue && n.nodeValue.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  for (let n = walker.nextNode(); n; n = walker.nextNode()) textNodes.push(n as Text);

  const reported = new Set<Element>();
  const range = document.createRange();
  const seenText: { el: Element; text: string; node: Text | null }[] = [];
  for (const node of textNodes) {
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript, title, option, template')) continue;
    if (!visible(el) || screenReaderOnly(el)) continue;
    const text = node.nodeValue as string;
    seenText.push({ el, text, node: el instanceof SVGElement ? null : node });
    if (el instanceof SVGElement) continue; // SVG text: see below
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((q) => q.width > 0.5);
    if (rects.length === 0) continue;
    const tr = {
      l: Math.min(...rects.map((q) => q.left)),
      t: Math.min(...rects.map((q) => q.top)),
      r: Math.max(...rects.map((q) => q.right)),
      b: Math.max(...rects.map((q) => q.bottom)),
    };
    const fontSize = parseFloat(css(el).fontSize) || 16;
    // The text's own box: the nearest ancestor that is not an inline run of text.
    let box: Element = el;
    while (box.parentElement && css(box).display === 'inline') box = box.parentElement;
    const br = box.getBoundingClientRect();
    const slackY = Math.max(2, fontSize * 0.3);
    // A clipping ancestor that cuts it (overflow hidden / clip; a scrolling one lets it be scrolled to).
    // Its own element clips it too (a one-line box with overflow hidden: the commonest cut-off label).
    const clip = innerClip(el);
    const cutX = !clip.scrollsX && (tr.l < clip.l - 1 || tr.r > clip.r + 1);
    const cutY = !clip.scrollsY && (tr.t < clip.t - slackY || tr.b > clip.b + slackY);
    if ((cutX || cutY) && !reported.has(box)) {
      reported.add(box);
      const axis = cutX ? 'x' : 'y';
      const by = (axis === 'x' ? css(el).overflowX : css(el).overflowY) !== 'visible' ? el : clipper(el, axis);
      const shown = cutX ? `${px(Math.max(0, Math.min(tr.r, clip.r) - Math.max(tr.l, clip.l)))} of its ${px(tr.r - tr.l)} width` : `${px(Math.max(0, Math.min(tr.b, clip.b) - Math.max(tr.t, clip.t)))} of its ${px(tr.b - tr.t)} height`;
      add('clipped', describe(box), `text is cut off by ${describe(by)}: ${shown} shows`);
      continue;
    }
    // Text running out of its own box sideways (onto a neighbour, over the box's edge).
    if ((tr.r > br.right + 1.5 || tr.l < br.left - 1.5) && !reported.has(box)) {
      reported.add(box);
      add('overflow', describe(box), `text runs ${px(Math.max(tr.r - br.right, br.left - tr.l))} out of its ${px(br.width)}-wide box`);
    }
  }

  // A bar's text running under its buttons (a header's subtitle too long for the room the buttons leave it).
  for (const bar of spec.bar ? query(spec.bar).filter(visible) : []) {
    const controls = [...bar.querySelectorAll('button, a[href], [role="button"]')].filter(visible).map((b) => ({ b, r: b.getBoundingClientRect() }));
    // The page's shown text, gathered above, that lies in this bar and outside its buttons.
    for (const { el, text, node } of seenText) {
      if (!node || !bar.contains(node) || el.closest('button, a[href], [role="button"]')) continue;
      range.selectNodeContents(node);
      const under = [...range.getClientRects()]
        .filter((q) => q.width > 0.5)
        .flatMap((q) => controls.filter(({ r }) => Math.min(q.right, r.right) - Math.max(q.left, r.left) > 1 && Math.min(q.bottom, r.bottom) - Math.max(q.top, r.top) > 1));
      if (under.length > 0 && !reported.has(el)) {
        reported.add(el);
        add('covered', describe(el), `text "${text.trim().slice(0, 60)}" runs under the button ${describe(under[0]!.b)}`);
      }
    }
  }

  lap('text');
  // SVG text (card faces, markers): no two texts of one picture drawn over each other.
  for (const svg of query('svg')) {
    const texts = [...svg.querySelectorAll('text')].filter((t) => (t.textContent ?? '').trim() && visible(t));
    if (texts.length < 2 || !visible(svg)) continue;
    // A glyph box is a line's height (about 1.4 em): only the middle of it is ink, so the middle is compared.
    const boxes = texts.map((t) => {
      const q = t.getBoundingClientRect();
      return { t, r: { left: q.left, right: q.right, top: q.top + q.height * 0.2, bottom: q.bottom - q.height * 0.2, height: q.height * 0.6 } };
    });
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.r;
        const b = boxes[j]!.r;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) {
          add('overflow', describe(boxes[i]!.t), `is drawn over "${(boxes[j]!.t.textContent ?? '').trim()}" in the same picture (${px(w)}×${px(h)})`);
        }
      }
    }
  }

  lap('svg');
  // ---- elements sticking out of the window sideways, or out of their panel -----------------------
  const all = [...document.body.querySelectorAll('*')];
  const out = new Set<Element>();
  const isPanel = (e: Element): boolean => {
    const s = css(e);
    if (s.display === 'inline' || s.display === 'contents') return false;
    const r = e.getBoundingClientRect();
    if (r.width < 40 || r.height < 24) return false;
    const bg = s.backgroundColor;
    const hasBg = !!bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg);
    const hasBorder = ['Left', 'Right'].some((side) => parseFloat((s as unknown as Record<string, string>)[`border${side}Width`] ?? '0') > 0);
    return hasBg || hasBorder || s.backgroundImage !== 'none';
  };
  const panelOf = new Map<Element, Element | null>();
  const panelAbove = (e: Element): Element | null => {
    const p = e.parentElement;
    if (!p || p === document.body) return null;
    if (panelOf.has(p)) return panelOf.get(p) as Element | null;
    const found = isPanel(p) ? p : panelAbove(p);
    panelOf.set(p, found);
    return found;
  };
  /** Moved by design: positioned out of the flow, or transformed (a fanned card, a lifted hand card). */
  const placedFreely = (e: Element, upTo: Element | null): boolean => {
    for (let x: Element | null = e; x && x !== upTo; x = x.parentElement) {
      const s = css(x);
      if (s.position === 'absolute' || s.position === 'fixed' || s.transform !== 'none' || s.translate !== 'none' || s.rotate !== 'none') return true;
    }
    return false;
  };
  for (const e of all) {
    if (e instanceof SVGElement && !(e instanceof SVGSVGElement)) continue;
    const r = e.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const clip = clipOf(e);
    const seenL = Math.max(r.left, clip.l);
    const seenR = Math.min(r.right, clip.r);
    if (seenR - seenL < 1) continue;
    if (clip.scrollsX) continue;
    if (!visible(e) || screenReaderOnly(e)) continue;
    const parentOut = e.parentElement && out.has(e.parentElement);
    if (seenR > vw + 1 || seenL < -1) {
      out.add(e);
      if (!parentOut) add('offscreen', describe(e), `sticks out of the ${vw}px-wide window: ${px(seenL)} to ${px(seenR)}`);
      continue;
    }
    // A box of its own (a panel, a tray, a card) cut off by an ancestor that hides its overflow and does not
    // scroll: part of it is simply not there (a tray's bottom under the board's edge). Boxes moved on purpose
    // (positioned, transformed) inside the clipping ancestor are left to their own checks.
    if (isPanel(e) && !reported.has(e)) {
      const seenT = Math.max(r.top, clip.t);
      const seenB = Math.min(r.bottom, clip.b);
      const cutY = !clip.scrollsY && seenB - seenT > 1 && (r.bottom - clip.b > 2 || clip.t - r.top > 2);
      const cutX = !clip.scrollsX && (r.right - clip.r > 2 || clip.l - r.left > 2);
      const by = cutY || cutX ? clipper(e, cutY ? 'y' : 'x') : null;
      if (by && !placedFreely(e, by) && !(e.parentElement && out.has(e.parentElement))) {
        out.add(e);
        reported.add(e);
        const shown = cutY ? `${px(seenB - seenT)} of its ${px(r.height)} height` : `${px(seenR - seenL)} of its ${px(r.width)} width`;
        add('clipped', describe(e), `box is cut off by ${describe(by)}: ${shown} shows`);
        continue;
      }
    }
    const panel = panelAbove(e);
    if (!panel || placedFreely(e, panel)) continue;
    const pr = panel.getBoundingClientRect();
    const seenT = Math.max(r.top, clip.t);
    const seenB = Math.min(r.bottom, clip.b);
    const sideways = Math.max(seenR - pr.right, pr.left - seenL);
    const upDown = clip.scrollsY ? 0 : Math.max(seenB - pr.bottom, pr.top - seenT);
    if (sideways > 1.5 || upDown > 1.5) {
      out.add(e);
      if (!parentOut) add('overflow', describe(e), `sticks ${px(Math.max(sideways, upDown))} out of its panel ${describe(panel)}`);
    }
  }

  lap('elements');
  // ---- fonts: no tofu ------------------------------------------------------------------------------
  // Each character falls to the first family of its element's list that has it: a web font whose face
  // covers it (unicode-range) — that face must be loaded, and the text must have been laid out with it (a
  // run drawn as empty boxes is narrower or wider than the face draws it) — or an installed font that has
  // the glyph; a character no font has is drawn as an empty box (.notdef).
  // A face is known by its family, style, weight and range (the browser may hand out a new FontFace object for
  // the same face at each look); its ranges are read once per page.
  type Face = { family: string; status: FontFaceLoadStatus; ranges: [number, number][]; id: string };
  const faces: Face[] = [];
  const parsed = ((window as unknown as { __sightRanges?: Map<string, [number, number][]> }).__sightRanges ??= new Map<string, [number, number][]>());
  for (const f of document.fonts) {
    const id = `${f.family}|${f.style}|${f.weight}|${f.unicodeRange}`;
    let ranges = parsed.get(id);
    if (!ranges) {
      ranges = [];
      for (const part of f.unicodeRange.split(',')) {
        const m = /U\+([0-9a-f?]+)(?:-([0-9a-f]+))?/i.exec(part.trim());
        if (!m) continue;
        if (m[1]!.includes('?')) ranges.push([parseInt(m[1]!.replace(/\?/g, '0'), 16), parseInt(m[1]!.replace(/\?/g, 'f'), 16)]);
        else ranges.push([parseInt(m[1]!, 16), parseInt(m[2] ?? m[1]!, 16)]);
      }
      parsed.set(id, ranges);
    }
    faces.push({ family: f.family.replace(/^["']|["']$/g, '').toLowerCase(), status: f.status, ranges, id });
  }
  lap('faces');
  const webFamilies = new Set(faces.map((f) => f.family));
  const byFamily = new Map<string, Face[]>();
  for (const f of faces) byFamily.set(f.family, [...(byFamily.get(f.family) ?? []), f]);
  /**
   * Where each character of a font-family list goes, kept for the page's life: the web family and its faces
   * that cover it (their status is read at each stop), or an installed font (family null), or no font at all.
   */
  type Route = { family: string | null; faces: string[]; undrawable: boolean };
  // undrawable: no installed font has the character, so only a web font can draw it (else an empty box).
  const routes = ((window as unknown as { __sightRoutes?: Map<string, Route> }).__sightRoutes ??= new Map<string, Route>());
  const fontCount = faces.length;
  const statusOf = new Map(faces.map((f) => [f.id, f.status]));
  /** How wide a web font draws a piece of text, by font and text, kept for the page's life. */
  const widths = ((window as unknown as { __sightWidths?: Map<string, number> }).__sightWidths ??= new Map<string, number>());
  const glyphs = new Map<string, boolean>(Object.entries(known));
  const learned: Record<string, boolean> = {};
  const remember = (key: string, value: boolean): boolean => {
    glyphs.set(key, value);
    learned[key] = value;
    return value;
  };
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  const picture = (font: string, ch: string): string => {
    ctx.clearRect(0, 0, 64, 64);
    ctx.font = font;
    ctx.textBaseline = 'middle';
    ctx.fillText(ch, 8, 32);
    const data = ctx.getImageData(0, 0, 64, 64).data;
    let hash = 0;
    for (let i = 3; i < data.length; i += 4) hash = (Math.imul(hash, 31) + data[i]!) | 0;
    return `${hash}:${ctx.measureText(ch).width}`;
  };
  /** Whether any installed font draws the character (else the browser draws .notdef, an empty box). */
  const drawable = (ch: string): boolean => {
    const key = `*|${ch}`;
    const known = glyphs.get(key);
    if (known !== undefined) return known;
    return remember(key, picture('32px sans-serif', ch) !== picture('32px sans-serif', '\u{10FFFD}') && picture('32px serif', ch) !== picture('32px serif', '\u{10FFFD}'));
  };
  /** Whether an installed family has the character itself: it changes the width a generic fallback gives it. */
  const systemHas = (family: string, ch: string): boolean => {
    const key = `${family}|${ch}`;
    const known = glyphs.get(key);
    if (known !== undefined) return known;
    if (!drawable(ch)) return remember(key, false);
    const width = (font: string): number => {
      ctx.font = font;
      return ctx.measureText(ch).width;
    };
    return remember(key, ['monospace', 'serif', 'cursive'].some((generic) => width(`32px "${family}", ${generic}`) !== width(`32px ${generic}`)));
  };
  const GENERIC = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'emoji', 'math']);
  const splitFamilies = (list: string): string[] =>
    (list.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? []).map((f) => f.trim().replace(/^["']|["']$/g, '')).filter(Boolean);
  const hex = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  // One finding per element: its first few problems, and how many characters in all.
  const tofuOf = new Map<Element, string[]>();
  const tofu = (el: Element, detail: string): void => {
    const list = tofuOf.get(el) ?? [];
    if (!list.includes(detail)) list.push(detail);
    tofuOf.set(el, list);
  };
  for (const { el, text, node } of seenText) {
    const s = css(el);
    const families = splitFamilies(s.fontFamily);
    /** Runs of characters a web font draws, by UTF-16 offset in the text node, with the family. */
    const runs: { from: number; to: number; family: string }[] = [];
    let offset = 0;
    for (const ch of text) {
      const at = offset;
      offset += ch.length;
      const cp = ch.codePointAt(0) as number;
      if (cp <= 0x20 || (cp >= 0x7f && cp <= 0xa0) || cp === 0x200b || cp === 0xfe0f || cp === 0x200d || cp === 0x2060) continue;
      const key = `${fontCount}|${s.fontFamily}|${cp}`;
      let route = routes.get(key);
      if (route === undefined) {
        route = { family: null, faces: [], undrawable: false };
        let decided = false;
        for (const family of families) {
          const name = family.toLowerCase();
          if (webFamilies.has(name)) {
            const covers = (byFamily.get(name) ?? []).filter((f) => f.ranges.some(([a, b]) => cp >= a && cp <= b)).map((f) => f.id);
            if (covers.length === 0) continue;
            decided = true;
            route = { family, faces: covers, undrawable: !drawable(ch) };
            break;
          }
          if (GENERIC.has(name)) break;
          if (systemHas(family, ch)) {
            decided = true;
            break;
          }
        }
        if (!decided && !drawable(ch)) route.undrawable = true;
        routes.set(key, route);
      }
      const fate: { web: string | null; problem: string | null } = { web: null, problem: null };
      if (route.undrawable && route.family === null) fate.problem = `"${ch}" (${hex(cp)}) is drawn by no font (an empty box)`;
      else if (route.family !== null) {
        if (route.faces.some((f) => statusOf.get(f) === 'loaded')) fate.web = route.family;
        else fate.problem = `"${ch}" (${hex(cp)}) falls to "${route.family}", whose face for it is ${[...new Set(route.faces.map((f) => statusOf.get(f)))].join('/')}`;
      }
      if (fate.problem) tofu(el, fate.problem);
      // The width test is for what only a web font draws (kana, kanji): a Latin letter drawn by an installed
      // font instead is no empty box, and figures may be set tabular.
      const web = route.undrawable ? fate.web : null;
      if (web === null || !node) continue;
      const last = runs.at(-1);
      if (last && last.to === at && last.family === web) last.to = offset;
      else runs.push({ from: at, to: offset, family: web });
    }
    // Laid out with the face? A run drawn as empty boxes has another width than the face gives it.
    if (!node) continue;
    for (const run of runs) {
      range.setStart(node, run.from);
      range.setEnd(node, run.to);
      const shown = [...range.getClientRects()].reduce((sum, q) => sum + q.width, 0);
      const piece = text.slice(run.from, run.to);
      const font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const spacing = s.letterSpacing === 'normal' ? '0px' : s.letterSpacing;
      const widthKey = `${font}|${spacing}|${piece}`;
      let drawn = widths.get(widthKey);
      if (drawn === undefined) {
        ctx.font = font;
        ctx.letterSpacing = spacing;
        drawn = ctx.measureText(piece).width;
        ctx.letterSpacing = '0px';
        widths.set(widthKey, drawn);
      }
      // Chromium trims full-width brackets and stops at a line's start and end (text-spacing-trim) to half an em:
      // each of those may be laid out that much narrower than the canvas measures it.
      const trimmable = (piece.match(/[（）「」『』【】〈〉《》、。，．・：；]/g) ?? []).length;
      const slack = Math.max(2, drawn * 0.12) + trimmable * (parseFloat(s.fontSize) || 16) * 0.5;
      if (Math.abs(shown - drawn) > slack) {
        tofu(el, `"${piece}" is laid out ${px(shown)} wide where "${run.family}" draws it ${px(drawn)} wide: drawn with another font, or as empty boxes`);
      }
    }
  }

  for (const [el, problems] of tofuOf) {
    add('tofu', describe(el), `${problems.slice(0, 3).join('; ')}${problems.length > 3 ? `; and ${problems.length - 3} more character(s)` : ''}`);
  }
  lap('fonts');
  // ---- seats and names -----------------------------------------------------------------------------
  if (spec.seats) {
    const header = query(spec.seats.header)
      .filter(visible)
      .map((h) => h.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ');
    for (const el of query(spec.seats.names).filter(visible)) {
      // The name is the element's own first words (a "dealer" badge may follow inside it).
      const first = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && (n.nodeValue ?? '').trim());
      const name = (first?.nodeValue ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (name && !header.includes(name)) add('seat-name', describe(el), `the board calls a seat "${name}", which the header (${spec.seats.header}) does not: "${header.trim().slice(0, 120)}"`);
    }
  }
  const labels = spec.forbidden?.length ? query('[aria-label]') : [];
  for (const bad of spec.forbidden ?? []) {
    const hits = seenText.filter((x) => x.text.includes(bad));
    const labelled = labels.filter((e) => (e.getAttribute('aria-label') ?? '').includes(bad) && visible(e));
    if (hits.length > 0 || labelled.length > 0) {
      const first = hits[0]?.el ?? labelled[0]!;
      add('seat-name', describe(first), `"${bad}" is on the screen (${hits.length + labelled.length} place(s)) in a game against the computer`);
    }
  }

  lap('seats');
  // ---- charts: tick labels and titles not drawn over each other ----------------------------------
  type ChartLike = {
    canvas: HTMLCanvasElement;
    ctx: CanvasRenderingContext2D;
    scales: Record<string, { getLabelItems?: () => { label: string | string[]; font: { string: string }; options: { translation: [number, number]; textAlign: string; rotation: number } }[]; axis: string; left: number; right: number; top: number; bottom: number; options: { title?: { display?: boolean; text?: string } } }>;
  };
  const charts: ChartLike[] = [];
  // The charts are chart.js instances that vue-chartjs exposes on its components: found by walking the app's
  // virtual DOM from its root (#app keeps its root vnode as _vnode, also in a production build).
  const seenNodes = new Set<unknown>();
  const walk = (vnode: unknown, depth: number): void => {
    if (!vnode || typeof vnode !== 'object' || seenNodes.has(vnode) || depth > 400) return;
    seenNodes.add(vnode);
    const v = vnode as { component?: { exposed?: { chart?: { value?: unknown } }; subTree?: unknown }; suspense?: { activeBranch?: unknown }; children?: unknown };
    const chart = v.component?.exposed?.chart?.value as ChartLike | undefined;
    if (chart && chart.canvas && chart.scales && !charts.includes(chart)) charts.push(chart);
    if (v.component) walk(v.component.subTree, depth + 1);
    if (v.suspense) walk(v.suspense.activeBranch, depth + 1);
    if (Array.isArray(v.children)) for (const c of v.children) walk(c, depth + 1);
  };
  walk((document.querySelector('#app') as unknown as { _vnode?: unknown } | null)?._vnode, 0);
  for (const chart of charts) {
    if (!chart.canvas.isConnected || !visible(chart.canvas)) continue;
    for (const [id, scale] of Object.entries(chart.scales)) {
      const items = scale.getLabelItems?.() ?? [];
      // Each label's box as chart.js draws it: its lines (a label may be an array of lines) at the font's line
      // height, aligned on its tick, turned by the scale's rotation about its anchor.
      const boxes: { label: string; x: number; y: number; l: number; r: number; t: number; b: number; height: number; rotation: number }[] = [];
      for (const item of items) {
        const lines = (Array.isArray(item.label) ? item.label : [String(item.label ?? '')]).filter((l) => l.trim());
        if (lines.length === 0) continue;
        chart.ctx.save();
        chart.ctx.font = item.font.string;
        const widths = lines.map((l) => chart.ctx.measureText(l));
        chart.ctx.restore();
        const [x, y] = item.options.translation;
        const width = Math.max(...widths.map((m) => m.width));
        const lineHeight = Math.max(...widths.map((m) => m.actualBoundingBoxAscent + m.actualBoundingBoxDescent)) || 12;
        const height = lineHeight * lines.length;
        const l = item.options.textAlign === 'left' || item.options.textAlign === 'start' ? x : item.options.textAlign === 'right' || item.options.textAlign === 'end' ? x - width : x - width / 2;
        boxes.push({ label: lines.join(' '), x, y, l, r: l + width, t: y - height / 2, b: y + height / 2, height, rotation: item.options.rotation || 0 });
      }
      const horizontal = scale.axis === 'x';
      for (let i = 1; i < boxes.length; i++) {
        const a = boxes[i - 1]!;
        const b = boxes[i]!;
        let overlap: number;
        if (horizontal && Math.abs(Math.sin(a.rotation)) > 0.05) {
          // Turned labels lie side by side: apart when the distance across them is more than their height.
          const across = Math.abs(b.x - a.x) * Math.abs(Math.sin(a.rotation));
          overlap = Math.min(a.height, b.height) * 0.8 - across;
        } else overlap = horizontal ? Math.min(a.r - b.l, b.r - a.l) : Math.min(a.b - b.t, b.b - a.t);
        if (overlap > 0.5) {
          add('chart', `${describe(chart.canvas.closest('[data-testid]') ?? chart.canvas)} axis ${id}`, `tick labels "${a.label}" and "${b.label}" are drawn over each other (${px(overlap)})`);
        }
      }
    }
  }

  lap('charts');
  return { findings, learned, timings };
}
