"""Python's cyclic garbage collector waits while the program starts (``startup.main``, the
console script's and ``python -m scorekeeper``'s way in, holds it).

Starting makes several hundred thousand objects that live as long as the program: every
module's code and classes (Textual's and ours), the stylesheet, the app's widgets. Python runs
a collection every 700 new objects that can hold others, and each full one scans everything
made so far again; on ``scorekeeper new`` that was about a seventh of the start's CPU
(docs/performance.md, "Start-up"). So the collector is held from the first line until the
program is up (the app's first frame drawn, a command's arguments read), and what the start
made is then frozen (``gc.freeze``): later collections no longer rescan it. Reference counting
frees everything else as usual meanwhile; only garbage caught in reference cycles while the
program starts waits, and it is kept with the rest (about 3,500 objects on `new`'s way, well
under a megabyte).
"""

from __future__ import annotations

import gc

_held = False  # this module disabled the collector (not somebody before it)


def hold() -> None:
    """Hold the collector until ``release``, unless it is off already."""
    global _held
    if gc.isenabled():
        gc.disable()
        _held = True


def release() -> None:
    """The program is up: freeze what the start made and let the collector run again."""
    global _held
    if _held:
        _held = False
        gc.freeze()
        gc.enable()
