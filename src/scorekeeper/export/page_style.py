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
footer { margin-top: 26px; color: var(--muted); font-size: 12px; text-align: right; }
@page { size: A4; margin: 14mm; }
@media print {
  body { background: #fff; font-size: 11pt; }
  main { max-width: none; margin: 0; padding: 0; box-shadow: none; border-radius: 0; }
  h2 { break-after: avoid; }
  section { break-inside: avoid-page; }
  section:has(table.rounds) { break-inside: auto; }
  thead { display: table-header-group; }
  tr, figure { break-inside: avoid; }
  table.rounds tbody tr:nth-child(even) { background: none; }
  footer { display: none; }
}
"""
