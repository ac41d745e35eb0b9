"""storyline on a Dask cluster (the ``scale`` extra: ``pip install storyline[scale]``).

``ingest_dask(store, paths, settings, address="local:2")`` is ``pipeline.ingest`` with the
per-file and per-article stages run on dask.distributed workers, and ``find_copies_dask`` is
``dedupe.find_copies`` with the MinHash band keys shuffled across the cluster;
``partitioned_pairs(client)`` is the ``pair_source`` that makes ``cluster.group`` compute its
similar pairs per time partition on the cluster. All give the same result as the
single-machine path. See docs/scale.md.
"""

from __future__ import annotations

__all__ = ["ingest_dask", "find_copies_dask", "partitioned_pairs", "open_client", "rich_progress"]


def __getattr__(name: str):
    """Import the Dask modules only when used (the core install does not have dask)."""
    if name == "find_copies_dask":
        from .copies import find_copies_dask

        return find_copies_dask
    if name == "partitioned_pairs":
        from .grouping import partitioned_pairs

        return partitioned_pairs
    if name in ("ingest_dask", "open_client", "rich_progress"):
        from . import dask as _dask

        return getattr(_dask, name)
    raise AttributeError(name)
