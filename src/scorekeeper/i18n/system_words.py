"""The operating system's and the JSON parser's reasons, in the reader's language.

``OSError.strerror`` ("No such file or directory") and ``json.JSONDecodeError.msg`` ("Expecting
value") are English whatever language is chosen, and they sit inside our own sentences
("{path}: cannot read: {reason}"). The common ones are mapped here to translated texts; a rare
one keeps the system's own words, which is still better than no reason at all. In English the
system's own words are shown as they are (they are what a search for the error finds).
"""

from __future__ import annotations

import errno

from scorekeeper.i18n import N_, _, current_language
from scorekeeper.i18n.languages import ENGLISH

_ERRNO = {
    errno.ENOENT: N_("no such file or folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("operation not permitted"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.EEXIST: N_("it already exists"),
    errno.ENOSPC: N_("no space left on the disk"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EROFS: N_("the file system is read-only"),
    errno.ENAMETOOLONG: N_("the file name is too long"),
    errno.ELOOP: N_("too many symbolic links"),
    errno.EBUSY: N_("the file is busy"),
    errno.EIO: N_("input/output error"),
    errno.ETXTBSY: N_("the file is busy"),
}

# json's messages are fixed strings followed by nothing we need (line and column come apart).
_JSON = {
    "Expecting value": N_("a value is expected"),
    "Expecting ',' delimiter": N_("a comma is expected"),
    "Expecting ':' delimiter": N_("a colon is expected"),
    "Expecting property name enclosed in double quotes": N_("a name in double quotes is expected"),
    "Extra data": N_("there is more after the end"),
    "Unterminated string starting at": N_("a string is not closed"),
    "Invalid control character at": N_("a control character inside a string"),
    "Invalid \\escape": N_("a backslash escape that JSON does not know"),
    "Invalid \\uXXXX escape": N_("a broken \\uXXXX escape"),
    "Illegal trailing comma before end of object": N_("a comma before the closing brace"),
    "Illegal trailing comma before end of array": N_("a comma before the closing bracket"),
}


def os_reason(error: OSError) -> str:
    """Why an operation on a file failed, in the current language."""
    own = error.strerror or str(error)
    known = _ERRNO.get(error.errno) if error.errno is not None else None
    return own if known is None or current_language() == ENGLISH else _(known)


def json_reason(message: str) -> str:
    """A ``json.JSONDecodeError.msg`` in the current language."""
    known = _JSON.get(message)
    return message if known is None or current_language() == ENGLISH else _(known)
