"""What the app says about players, presets and changes, in the current language."""
