"""Engine events told as whole translated sentences (see :class:`Narrator`)."""

from .narrator import Narrator
from .ranks import RANK_ROLES, rank_name
from .seats import SEAT_ROLES, seat_name
from .voice import join_sentences

__all__ = ["RANK_ROLES", "SEAT_ROLES", "Narrator", "join_sentences", "rank_name", "seat_name"]
