"""The table display's style sheet: dark like the app, type sized by the screen (``vw``/``vmin``
with a floor), so a phone in hand and a TV across the room both read it at a glance. One
column on a phone; on a wide screen the cards and the round's events beside the chart and the
rounds table."""

STYLE = """
:root { --bg: #0f141a; --panel: #1a222c; --rule: #2c3845; --ink: #eef2f6; --muted: #9aa7b4;
        --debt: #ff6b5e; --lead: #6fdc8c; --turn: #ffc857;
        --p0: #56b4e9; --p1: #e69f00; --p2: #6fdcb0; --p3: #f0a3d0; }
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--ink);
       font: clamp(16px, 1.35vw, 40px)/1.3 "DejaVu Sans", "Segoe UI", Roboto, Arial, sans-serif; }
body { margin: 0; padding: 1.2vmin 2vmin 3vmin; }
h1 { font-size: 1.1rem; margin: 0; color: var(--muted); font-weight: 600; }
h2 { font-size: 1rem; margin: .4em 0; color: var(--muted); font-weight: 600;
     text-transform: uppercase; letter-spacing: .05em; }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 1em; }
.live { color: var(--muted); font-size: .8rem; }
body.offline .live { color: var(--debt); }
.status .verdict { font-size: 1.6rem; font-weight: 700; margin: .2em 0; }
.status .facts, .final .facts { color: var(--muted); margin: 0 0 .6em; }
main { display: grid; gap: 1.5vmin 2.5vmin; grid-template-columns: minmax(0, 1fr); }
.cards { display: grid; gap: 1.5vmin; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.card { background: var(--panel); border: .2rem solid var(--rule); border-radius: .6rem;
        padding: .4em .7em .5em; min-width: 0; container-type: inline-size; }
.card.turn { border-color: var(--turn); }
.card .name { font-size: 1.15rem; margin: 0; text-transform: none; letter-spacing: 0;
              color: var(--ink); overflow-wrap: anywhere; }
.seat0 .name { color: var(--p0); } .seat1 .name { color: var(--p1); }
.seat2 .name { color: var(--p2); } .seat3 .name { color: var(--p3); }
.card .total { font-size: clamp(1rem, 20cqi, 3.2rem); font-weight: 800; margin: 0;
               line-height: 1.1; font-variant-numeric: tabular-nums; white-space: nowrap; }
.card .total.debt, .debt .points { color: var(--debt); }
.card .total .word { font-size: .55em; font-weight: 700; }
.card .round, .card .held { margin: 0; color: var(--muted); }
.card .round b { color: var(--ink); }
.badges { margin: .3em 0 0; min-height: 1.4em; }
.badge { display: inline-block; border-radius: .3em; padding: 0 .4em; margin-right: .3em;
         font-size: .85rem; font-weight: 700; color: var(--bg); }
.badge.turn { background: var(--turn); } .badge.lead { background: var(--lead); }
.line .ends { font-size: 1.5rem; font-weight: 700; margin: 0; }
.line .chain { display: flex; flex-wrap: wrap; align-items: center; gap: .25em; margin: .3em 0; }
.tile { display: inline-flex; border: .12em solid var(--ink); border-radius: .25em;
        background: var(--ink); gap: .08em; font-weight: 800; font-size: 1.1rem; }
.tile .half { display: inline-block; min-width: 1.4em; text-align: center; line-height: 1.4;
              background: var(--bg); color: var(--ink); border-radius: .15em; }
.tile.across { flex-direction: column; }
.line .stock { margin: 0; color: var(--ink); font-size: 1.2rem; font-weight: 700; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
      white-space: nowrap; }
a { color: var(--p0); }
.progress:has(> .chart[hidden]) { display: none; }
.invite { background: var(--panel); border-radius: .6rem; padding: .5em .8em;
          margin-top: 1.5vmin; display: flex; gap: .8em; align-items: center; flex-wrap: wrap; }
.invite svg { width: 9rem; height: 9rem; flex: none; }
.invite p { margin: 0; color: var(--ink); flex: 1 1 8em; }
.invite .url { color: var(--muted); font-size: .75rem; overflow-wrap: anywhere; }
.events, .line { background: var(--panel); border-radius: .6rem; padding: .3em .8em .5em;
                 margin-top: 1.5vmin; }
.final { background: var(--panel); border-radius: .6rem; padding: .3em .8em .5em;
         margin-top: 1.5vmin; }
.events ol { margin: 0; padding-left: 2.2em; font-size: 1.15rem; }
.events .who, .final .who { font-weight: 700; }
.events .plus { color: var(--lead); } .events .minus { color: var(--debt); }
.events .empty { color: var(--muted); margin: 0; }
.final { border: .2rem solid var(--lead); }
.final .verdict { font-size: 2rem; font-weight: 800; margin: .1em 0; color: var(--lead); }
.final ol { list-style: none; padding: 0; margin: 0; font-size: 1.6rem; }
.final .place { display: inline-block; min-width: 1.5em; color: var(--muted); }
.final .points { float: right; font-weight: 800; font-variant-numeric: tabular-nums; }
.chart svg { width: 100%; height: auto; display: block; }
svg text { font: 13px "DejaVu Sans", Arial, sans-serif; fill: var(--ink); }
svg text.tick, svg text.label { fill: var(--muted); }
svg line.grid { stroke: var(--rule); stroke-width: 1; }
svg line.zero { stroke: var(--debt); stroke-width: 1.2; stroke-dasharray: 4 3; }
svg line.axis { stroke: var(--muted); stroke-width: 1; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
th, td { padding: .15em .5em; text-align: left; border-bottom: 1px solid var(--rule); }
th { color: var(--muted); font-weight: 600; }
.num { text-align: right; }
td small { color: var(--muted); margin-left: .5em; }
td.end { color: var(--muted); font-size: .85rem; }
[hidden] { display: none !important; }
@media (min-width: 900px) and (min-aspect-ratio: 4/3) {
  /* the TV: everything on one screen, in three columns, type sized by its height */
  html:has(> body:not(.club)) { font-size: clamp(10px, 1.8vh, 40px); }
  body:not(.club) { height: 100vh; overflow: hidden; display: flex; flex-direction: column; }
  body:not(.club) main { flex: 1 1 auto; min-height: 0; grid-template-rows: minmax(0, 1fr);
         grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr); }
  body:not(.club) main > * { min-height: 0; overflow: hidden; }
  .card .total { font-size: clamp(1rem, 20cqi, 2.6rem); }
  .final .verdict { font-size: 1.6rem; } .final ol { font-size: 1.3rem; }
  .events ol { font-size: 1rem; }
  .chart svg { max-height: 30vh; }
  #rounds tr:nth-last-child(n+7) { display: none; } /* the last six rounds */
  .rounds table { table-layout: fixed; font-size: .85rem; }
  .rounds th, .rounds td { overflow-wrap: anywhere; padding: .1em .25em; }
  .rounds thead th:first-child { width: 2em; } .rounds thead th:last-child { width: 28%; }
  .rounds td small { display: block; margin: 0; }
  .invite svg { width: min(8rem, 20vh); height: min(8rem, 20vh); }
  .rounds td.end { font-size: .75rem; }
}
@media (min-width: 900px) and (min-aspect-ratio: 4/3) and (max-height: 700px) {
  #rounds tr:nth-last-child(n+5) { display: none; } /* a small screen: the last four */
}
"""
