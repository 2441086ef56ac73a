"""scorekeeper: keep score for Matador and Six Matador played with real dominoes."""

__version__ = "0.1.0"
