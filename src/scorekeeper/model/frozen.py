"""What every entry of a match's log is made of: an immutable record of named fields.

Written out by hand, not made by ``dataclass``: Python 3.11 builds a frozen slotted dataclass
with seven generated methods, each compiled on its own, and makes the class twice (for its
slots), about 0.45 ms a class; the eleven kinds of entry cost 5 ms of every start of the app
that way (issue 20 item 7). A kind lists its fields in ``__slots__``, in the order of its
``__init__``'s parameters, and sets them through ``fill``; equality, hashing, ``repr``,
copying and pickling read the fields from there, as a dataclass's generated methods would.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any, TypeVar

F = TypeVar("F", bound="Frozen")


class Frozen:
    __slots__: tuple[str, ...] = ()

    def fill(self, **values: object) -> None:
        """Set the fields once, from ``__init__`` (the record refuses any later change)."""
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def values(self) -> tuple[object, ...]:
        """The fields' values in their order."""
        return tuple(getattr(self, name) for name in self.__slots__)

    def replaced(self: F, **changes: Any) -> F:
        """A copy with ``changes`` made, as ``dataclasses.replace`` makes one."""
        return type(self)(**{**dict(zip(self.__slots__, self.values(), strict=True)), **changes})

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        assert isinstance(other, Frozen)  # for the type checker: the same kind as self
        return self.values() == other.values()

    def __hash__(self) -> int:
        return hash(self.values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__)
        return f"{type(self).__qualname__}({fields})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[type[Frozen], tuple[object, ...]]:
        return type(self), self.values()  # copy and pickle make it again through __init__
