"""The club event board's additions to the table display's style sheet: the tables as cards in
a grid (one column on a phone, three across on a TV) beside the standings, which are set
compact so that eight tables and thirty-two players fit a TV's screen."""

CLUB_STYLE = """
body.club main { grid-template-columns: minmax(0, 1fr); }
body.club .status .verdict, .events-index a { overflow-wrap: anywhere; }
@media (min-width: 900px) and (min-aspect-ratio: 4/3) {
  body.club main { grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr); align-items: start; }
  .standings table { font-size: .8rem; }
  .standings td, .standings th { padding: .05em .35em; }
}
.tables { display: grid; gap: 1.5vmin;
          grid-template-columns: repeat(auto-fill, minmax(12em, 1fr)); }
.table { background: var(--panel); border: .2rem solid var(--rule); border-radius: .6rem;
         padding: .3em .7em .5em; min-width: 0; }
.table.playing { border-color: var(--turn); }
.table.finished { border-color: var(--lead); }
.table h2 { color: var(--ink); margin: 0; }
.table .code { color: var(--muted); font-weight: 400; text-transform: none; font-size: .8rem; }
.table .state { margin: 0 0 .2em; color: var(--muted); }
.seats { list-style: none; margin: 0; padding: 0; font-size: 1.1rem; }
.seats li { display: flex; justify-content: space-between; gap: .5em;
            border-bottom: 1px solid var(--rule); }
.seats .who { overflow-wrap: anywhere; min-width: 0; }
.seats .points { font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; }
.seats .lead .who { color: var(--lead); font-weight: 700; }
.seats .debt { color: var(--debt); }
.standings { background: var(--panel); border-radius: .6rem; padding: .3em .8em .5em;
             min-width: 0; }
.standings th { white-space: nowrap; }
.standings td:nth-child(2) { overflow-wrap: anywhere; }
.standings tr.first td { color: var(--lead); font-weight: 700; }
.standings .note, .empty { color: var(--muted); margin: .3em 0 0; }
.club-link, .events-index { font-size: 1.2rem; }
a { color: var(--p0); }
"""
