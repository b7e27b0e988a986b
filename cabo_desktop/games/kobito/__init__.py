"""Kobito (issue 17), the table's third game: so far its rules model (rules/, variants/). It is not
yet in the registry (games/__init__.py): its AI, table and rules screen come next."""
