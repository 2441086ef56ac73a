"""The key machinery: the action lists (one per board), their labels and prices, and the keymap
that turns them into each screen's bindings, footer, help and command palette."""
