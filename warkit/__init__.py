"""warkit: the card game War, as a localized terminal game and a generated rules guide."""

__version__ = "0.1.0"
