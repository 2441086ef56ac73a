"""The entry page's style: the display's dark theme, one column, thumb-sized targets.

The facts' buttons sit at the foot of the screen (one hand holds the phone, its thumb taps);
every target is at least 3rem (48 CSS px) each way; the colours are the display's, whose
contrast tests/web measure in the browser. No style attribute anywhere (the CSP allows none).
"""

ENTRY_STYLE = """
:root { --bg: #0f141a; --panel: #1a222c; --rule: #3a4a5a; --ink: #eef2f6; --muted: #a9b5c1;
        --debt: #ff6b5e; --lead: #6fdc8c; --turn: #ffc857; }
* { box-sizing: border-box; }
html { background: var(--bg); color: var(--ink);
       font: 16px/1.3 "DejaVu Sans", "Segoe UI", Roboto, Arial, sans-serif; }
body.entry { margin: 0 auto; max-width: 40rem; min-height: 100vh; min-height: 100dvh;
             display: flex; flex-direction: column; gap: .5rem;
             padding: .5rem .6rem calc(.6rem + env(safe-area-inset-bottom)); }
.top { display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .8rem; }
h1 { font-size: 1rem; margin: 0; color: var(--muted); font-weight: 600; }
h2 { font-size: 1.1rem; margin: 0 0 .4rem; }
.keeper { margin: 0; flex: 1 1 12rem; display: flex; flex-wrap: wrap; align-items: center;
          gap: .4rem; color: var(--ink); }
.note, .hint { margin: 0; color: var(--muted); }
.hint { font-size: .9rem; }
button, input { font: inherit; color: var(--ink); min-height: 3rem; min-width: 3rem; }
button { background: var(--panel); border: .15rem solid var(--rule); border-radius: .6rem;
         padding: .3rem .5rem; cursor: pointer; touch-action: manipulation;
         overflow-wrap: anywhere; }
button:active { background: #263240; }
button:disabled { color: var(--muted); border-style: dashed; cursor: default; }
button:focus-visible, input:focus-visible { outline: .2rem solid var(--turn);
                                            outline-offset: .1rem; }
button[aria-pressed="true"] { border-color: var(--turn); background: #2a2a1c; }
input { background: var(--bg); border: .15rem solid var(--rule); border-radius: .4rem;
        padding: .3rem .5rem; width: 100%; font-size: 1.2rem; }
.seats { display: grid; gap: .4rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.seat { display: flex; flex-direction: column; align-items: flex-start; text-align: left;
        background: var(--panel); border: .15rem solid var(--rule); border-radius: .6rem;
        padding: .3rem .6rem; min-height: 3rem; min-width: 0; }
.seats .hint { grid-column: 1 / -1; }
.seat.turn { border-color: var(--turn); }
.seat .name { font-weight: 700; overflow-wrap: anywhere; }
.seat .total { font-size: 1.6rem; font-weight: 800; line-height: 1.1;
               font-variant-numeric: tabular-nums; }
.seat .total.debt { color: var(--debt); }
.seat .badge { background: var(--turn); color: var(--bg); border-radius: .3rem;
               padding: 0 .4rem; font-size: .9rem; font-weight: 700; }
.seat .standing { font-size: .9rem; overflow-wrap: anywhere; }
.status { display: flex; flex-direction: column; gap: .3rem; }
.status p { margin: 0; }
.status .kept { color: var(--lead); font-weight: 700; }
.status .waiting, .status .offline { color: var(--turn); font-weight: 700; }
.status .gone { color: var(--debt); font-weight: 700; font-size: 1.2rem; }
.refusal { border: .15rem solid var(--debt); border-radius: .6rem; padding: .4rem .6rem;
           background: var(--panel); display: flex; flex-direction: column; gap: .4rem; }
.row { display: flex; flex-wrap: wrap; gap: .4rem; }
.row > button { flex: 1 1 8rem; }
.ask { background: var(--panel); border-radius: .6rem; padding: .5rem .6rem;
       display: flex; flex-direction: column; gap: .5rem; margin-top: auto; }
.ask p, .ask label { margin: 0; }
.ask .choices { display: grid; gap: .4rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.ask .pips { display: grid; gap: .3rem .5rem; grid-template-columns: minmax(0, 1fr) 6rem;
             align-items: center; }
.ask .save { border-color: var(--lead); font-weight: 700; }
.word { background: var(--panel); border: .15rem solid var(--turn); border-radius: .6rem;
        padding: .5rem .6rem; display: flex; flex-direction: column; gap: .4rem; }
.word h2, .word p { margin: 0; }
.word .figures { list-style: none; margin: 0; padding: 0; display: grid; gap: .2rem; }
.word .figures li { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; gap: .6rem;
                    font-variant-numeric: tabular-nums; }
.word .figures .name { font-weight: 700; overflow-wrap: anywhere; }
.word .figures .points { font-weight: 700; }
.word .state { font-weight: 700; color: var(--turn); }
.word .state.accepted { color: var(--lead); }
.word .choices { display: grid; gap: .4rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.word .accept { border-color: var(--lead); font-weight: 700; }
.word .query, .word .withdraw { border-color: var(--turn); font-weight: 700; }
.word .refused { color: var(--debt); font-weight: 700; }
.picker { background: var(--panel); border-radius: .6rem; padding: .5rem .6rem; }
.pad { margin-top: auto; display: flex; flex-direction: column; gap: .5rem; }
.pad .facts { display: grid; gap: .5rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.pad .fact { min-height: 4.5rem; display: flex; flex-direction: column;
             justify-content: center; align-items: center; }
.pad .fact .label { font-size: 1.4rem; font-weight: 700; }
.pad .fact .price { color: var(--muted); font-size: 1.1rem; font-variant-numeric: tabular-nums; }
.seat .total .word { font-size: .55em; font-weight: 700; }
.pad .tools { display: grid; gap: .4rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (min-width: 30rem) { .pad .tools { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.pad .tools button { min-height: 3rem; font-size: 1.05rem; font-weight: 600; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
      white-space: nowrap; }
[hidden] { display: none !important; }
"""
