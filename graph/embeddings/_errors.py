"""The one error every embedding backend raises."""


class EmbeddingUnavailable(Exception):
    """The backend could not embed (model missing, endpoint down, wrong dimension)."""
