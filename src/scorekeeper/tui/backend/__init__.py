"""The app's one door to storage: what the screens ask for, kept in memory or in the store."""
