"""The match boards: what both share (``shared``), the one-key board (``one_key``), the tile
board (``tiles``) with its entry, footer, words and line, whose turn it is and the changes that
wait for the database. ``choose.board_for`` picks the board a match was started with."""
