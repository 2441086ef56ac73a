/* The geometric and contrast checks of tests/web/test_readable.py, run in the page. */
window.__checks = {
  contrast: () => {
  function channel(c) { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; }
  function rgba(text) {
    const m = text.match(/rgba?\(([^)]+)\)/); if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  }
  function lum(c) { return 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]); }
  function background(el) {
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] > 0.5) return c;
    }
    return rgba(getComputedStyle(document.documentElement).backgroundColor);
  }
  const worst = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!node.textContent.trim() || !el || el.closest("[hidden], script, style, .sr")) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
    if (el.offsetParent === null && getComputedStyle(el).position !== "fixed"
        && !(el instanceof SVGElement)) continue;
    const style = getComputedStyle(el);
    const fg = rgba(el instanceof SVGElement ? style.fill : style.color);
    const bg = background(el);
    const a = lum(fg), b = lum(bg);
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < needed) worst.push(`${ratio.toFixed(2)} < ${needed}: ${node.textContent.trim().slice(0, 30)}`);
  }
  return worst;
},
  wider: () => {
  const bad = [];
  if (document.documentElement.scrollWidth > innerWidth) bad.push("page " + document.documentElement.scrollWidth);
  for (const card of document.querySelectorAll(".card, .final, .invite")) {
    const outer = card.getBoundingClientRect();
    for (const el of card.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right > outer.right + 0.5 || box.left < outer.left - 0.5) bad.push(el.className + ": " + el.textContent.slice(0, 20));
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "auto") bad.push("clipped " + el.className);
    }
  }
  return bad;
},
  below: (selectors) => {
  const bad = [];
  for (const selector of selectors) {
    const els = document.querySelectorAll(selector);
    if (!els.length) { bad.push("missing " + selector); continue; }
    for (const el of els) {
      const box = el.getBoundingClientRect();
      if (box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5 || box.height === 0) bad.push(`${selector} ${box.bottom} ${box.height}`);
      for (let up = el.parentElement; up; up = up.parentElement) {
        const cut = up.getBoundingClientRect();
        if (getComputedStyle(up).overflowY !== "visible" && box.bottom > cut.bottom + 0.5) bad.push(`${selector} cut by ${up.className || up.tagName}`);
      }
    }
  }
  return bad;
},
};
