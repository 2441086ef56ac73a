"""scorekeeper: keep score for Matador and Six Matador played with real dominoes."""

__version__ = "0.1.0"

import os as _os

# pydantic looks for plugins (observability hooks) among every installed distribution the first
# time a model is built; scorekeeper uses none, and the search costs ~20 ms of every start-up.
# A user who sets the variable keeps their own choice.
_os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

APP_NAME = "scorekeeper"  # names the config and data folders; the one home of the name
