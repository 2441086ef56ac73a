"""The tile picker's style: the 28 tiles in as many columns of at least 3rem (48 CSS px, the
smallest target) as the screen holds (six at 360 px, in five rows, so that draw and pass stay
on a 360x780 screen without scrolling), each a domino face (its two halves, the line between them)
over a mark of the ends it fits (arrows: left, right; a dot: it leads) and its price. A tile
that fits nowhere is dimmed (its why on a tap), one on the line struck through; the colours are
the page's, whose contrast the page's tests measure."""

TILES_STYLE = """
.picker { display: flex; flex-direction: column; gap: .3rem; }
.picker .line { display: flex; flex-wrap: wrap; gap: .1rem .8rem; align-items: baseline; }
.picker .line p, .picker .why { margin: 0; }
.picker .ends { font-weight: 700; font-size: 1.1rem; }
.picker .stock, .picker .chain { color: var(--muted); font-size: .9rem; }
.picker .chain { overflow-wrap: anywhere; }
.picker .why { color: var(--turn); }
.picker .why:empty { margin-top: -.3rem; }  /* no gap for a line that says nothing */
.picker .tiles { display: grid; gap: .2rem;
                 grid-template-columns: repeat(auto-fill, minmax(3rem, 1fr)); }
.tile { display: flex; flex-direction: column; align-items: center; justify-content: center;
        gap: 0; padding: .1rem; min-height: 3rem; }
.tile .face { display: flex; flex-direction: column; align-items: center; font-weight: 800;
              font-size: 1.1rem; line-height: 1; font-variant-numeric: tabular-nums; }
.tile .half + .half { border-top: .12rem solid var(--ink); padding-top: .05rem; }
.tile .mark { font-size: .75rem; color: var(--lead); display: flex; flex-wrap: wrap;
              justify-content: center; column-gap: .2rem; line-height: 1.1; }
.tile .cost { color: var(--ink); white-space: nowrap; }  /* "0…+10" on one line */
.tile.dim { border-style: dashed; }
.tile.dim .face { color: var(--muted); }
.tile.laid .face { text-decoration: line-through; }
.tile.laid .mark { color: var(--muted); }
.tile[aria-pressed="true"] .mark { color: var(--turn); }
.ask .way { display: flex; flex-direction: column; align-items: center; }
.ask .way .price { color: var(--muted); font-variant-numeric: tabular-nums; }
.ask .hands { display: grid; gap: .4rem; grid-template-columns: minmax(0, 1fr); }
.ask .hands.with-pips { grid-template-columns: minmax(0, 1fr) 6rem; }
.ask .hands input::placeholder { color: var(--muted); opacity: 1; }
"""
