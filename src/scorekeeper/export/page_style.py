"""The exported page's style sheet, kept apart from the markup. Screen and print (A4, black and
white friendly: the chart's lines differ by dash and marker as well as colour)."""

STYLE = """
:root { --ink: #1d232b; --muted: #5b6673; --rule: #d5dbe2; --band: #f3f5f8;
        --debt: #b3261e; --lead: #0b6b3a; }
* { box-sizing: border-box; }
body { margin: 0; background: #eef1f5; color: var(--ink);
       font: 15px/1.45 "DejaVu Sans", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { max-width: 860px; margin: 24px auto; padding: 28px 36px 20px; background: #fff;
       border-radius: 10px; box-shadow: 0 1px 4px rgba(20, 30, 45, .12); }
header { border-bottom: 3px solid var(--ink); padding-bottom: 10px; margin-bottom: 6px; }
h1 { font-size: 26px; margin: 0 0 4px; letter-spacing: -.01em; }
h2 { font-size: 17px; margin: 26px 0 10px; padding-bottom: 4px;
     border-bottom: 1px solid var(--rule); text-transform: uppercase; letter-spacing: .06em;
     color: var(--muted); }
dl.facts { display: flex; flex-wrap: wrap; gap: 2px 28px; margin: 8px 0 0; }
dl.facts div { display: flex; gap: 6px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; font-weight: 600; }
.result { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 18px;
          margin-bottom: 10px; }
.verdict { font-size: 20px; font-weight: 700; margin: 0; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: 4px 10px; text-align: left; }
th { font-weight: 600; color: var(--muted); border-bottom: 2px solid var(--rule); }
td { border-bottom: 1px solid var(--rule); }
.num { text-align: right; }
table.standings { min-width: 360px; font-size: 16px; }
table.standings tr.lead td { font-weight: 700; color: var(--lead); }
.debt, table.standings tr.debt td { color: var(--debt); font-weight: 700; }
table.rounds { width: 100%; font-size: 13.5px; }
table.rounds thead th { text-align: center; }
table.rounds td.pts { color: var(--muted); }
table.rounds td.end { color: var(--muted); font-size: 12.5px; }
table.rounds tbody tr:nth-child(even) { background: var(--band); }
figure.chart { margin: 0; }
figure.chart svg { width: 100%; height: auto; display: block; }
svg text { font: 12px "DejaVu Sans", Arial, sans-serif; fill: var(--ink); }
svg text.tick { fill: var(--muted); font-size: 11px; }
svg text.label { fill: var(--muted); }
svg line.grid { stroke: #e3e7ec; stroke-width: 1; }
svg line.zero { stroke: var(--debt); stroke-width: 1.2; stroke-dasharray: 4 3; }
svg line.axis { stroke: #8792a0; stroke-width: 1; }
ul.notes { margin: 0; padding-left: 20px; }
p.line-note { color: var(--muted); font-size: 13px; margin: 0 0 8px; }
.round-line { margin: 0 0 16px; }
.round-line h3 { font-size: 14px; margin: 10px 0 6px; }
.round-line h3 span { font-weight: 400; color: var(--muted); }
.drawn { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.open-end { font-size: 12.5px; font-weight: 600; color: var(--muted); white-space: nowrap; }
ol.tiles { display: flex; flex-wrap: wrap; align-items: center; gap: 3px; list-style: none;
           margin: 0; padding: 4px 6px; background: var(--band); border-radius: 6px; }
ol.tiles li { display: flex; flex-direction: column; align-items: center; gap: 2px; }
ol.tiles svg { display: block; }
ol.tiles .face { fill: #fffdf7; stroke: var(--ink); stroke-width: 1; }
ol.tiles .bar { stroke: var(--ink); stroke-width: 1; }
ol.tiles .pip { fill: var(--ink); }
ol.tiles .who { font-size: 10.5px; color: var(--muted); border-top: 3px solid;
                padding-top: 1px; max-width: 7em; overflow: hidden; text-overflow: ellipsis;
                white-space: nowrap; }
ol.plays { columns: 2; column-gap: 28px; margin: 8px 0 0; padding-left: 28px;
           font-size: 12.5px; }
ol.plays .who { font-weight: 600; }
footer { margin-top: 26px; color: var(--muted); font-size: 12px; text-align: right; }
@page { size: A4; margin: 14mm; }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { max-width: none; margin: 0; padding: 0; box-shadow: none; border-radius: 0; }
  h2 { break-after: avoid; }
  section { break-inside: avoid-page; }
  section:has(table.rounds) { break-inside: auto; }
  thead { display: table-header-group; }
  tr, figure, .round-line { break-inside: avoid; }
  table.rounds tbody tr:nth-child(even) { background: none; }
  footer { display: none; }
}
"""
